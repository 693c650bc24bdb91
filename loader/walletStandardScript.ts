import type { ModalState, RequestArguments } from '../shared/protocol.js'

/** `wallet-standard.js`'s SHA-384 (`sha384-…`) in loader.mjs, empty in loader.js (vite.config.ts). */
declare const WALLET_STANDARD_INTEGRITY: string

/** What `wallet-standard.js` gets from the loader that inserted it (as `document.currentScript.wm`). */
export type WalletStandardHost = [
  request: (args: RequestArguments) => Promise<unknown>,
  subscribe: (listener: (state: ModalState) => void) => () => void,
  /** Offers one of the page's wallets to the modal, as an EIP-6963 announcement does (`detail: { info, provider }`). */
  announce: (event: { detail: unknown }) => void,
]

/**
 * Loads `wallet-standard.js` from the modal's folder, beside `frame`, handing it `host` on its script element: the ESM
 * build has no `WalletModal` global to find. The modal asks on every handshake (a reloaded frame asks again); the
 * script registers its wallet once per page. It runs in the dapp's page, so loader.mjs pins it (issue 21.6): the
 * browser runs it only when its bytes are the ones built with that loader. `crossOrigin: ''` (anonymous) because
 * integrity needs a CORS fetch; the deploy's headers allow it. loader.js is built with an empty integrity, and this
 * branch drops out of it (vite.config.ts, `buildLoader`, says why).
 */
export function loadWalletStandard(frame: HTMLIFrameElement, host: WalletStandardHost): void {
  frame.after(
    Object.assign(
      document.createElement('script'),
      { src: new URL('wallet-standard.js', frame.src), wm: host },
      WALLET_STANDARD_INTEGRITY && { integrity: WALLET_STANDARD_INTEGRITY, crossOrigin: '' },
    ),
  )
}
