import type { ModalState, RequestArguments } from '../shared/protocol.js'

/** What `wallet-standard.js` gets from the loader that inserted it (as `document.currentScript.wm`). */
export type WalletStandardHost = [
  request: (args: RequestArguments) => Promise<unknown>,
  subscribe: (listener: (state: ModalState) => void) => () => void,
  /** Offers one of the page's wallets to the modal, as an EIP-6963 announcement does (`detail: { info, provider }`). */
  announce: (event: { detail: unknown }) => void,
]

/**
 * Loads `wallet-standard.js` from the modal's folder, beside `frame`, handing it `host`
 * on its script element: the ESM build has no `WalletModal` global to find. The modal asks on every handshake (a
 * reloaded frame asks again); the script registers its wallet once per page.
 */
export function loadWalletStandard(frame: HTMLIFrameElement, host: WalletStandardHost): void {
  frame.after(
    Object.assign(document.createElement('script'), {
      src: new URL('wallet-standard.js', frame.src),
      wm: host,
    }),
  )
}
