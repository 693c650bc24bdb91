import type { ModalState, RequestArguments } from '../shared/protocol.js'

/** What `loader-wallet-standard.js` gets from the loader that inserted it (as `document.currentScript.api`). */
export type WalletStandardHost = [
  request: (args: RequestArguments) => Promise<unknown>,
  subscribe: (listener: (state: ModalState) => void) => () => void,
]

let inserted = false

/**
 * Loads `loader-wallet-standard.js` from the modal's folder (beside `frame`, the modal's iframe), once, handing it
 * `host` on its script element: the ESM build has no `WalletModal` global to find.
 */
export function loadWalletStandard(frame: HTMLIFrameElement, host: WalletStandardHost): void {
  if (inserted) return
  inserted = true
  frame.after(
    Object.assign(document.createElement('script'), {
      src: new URL('loader-wallet-standard.js', frame.src),
      api: host,
    }),
  )
}
