import { createWalletWindow, type WalletWindow } from './walletWindow.js'

// What the views call in a click (the browser opens a window only there, before any `await`), and what the embedded
// connector then asks of the window it opened: one wallet window per frame document.

let instance: WalletWindow | undefined
/** The frame's wallet window (walletWindow.ts), on popup.html beside the modal's index.html. */
export function theWalletWindow(): WalletWindow {
  if (instance) return instance
  instance = createWalletWindow(new URL('popup.html', location.href).href)
  // The frame is going (a reload, the dapp's page left): its window has nobody to answer, so it closes.
  addEventListener('pagehide', () => instance?.tell('close'))
  return instance
}

/** How long after the click that opened the window its approval may use it (the approval queue loads lazily). */
const CLAIM_MS = 10_000
let approvalOpenedAt: number | undefined

/**
 * In ApproveTransaction's click, where this frame cannot show that it is seen: opens the wallet window for the request
 * on show. @returns false when the browser blocked the window.
 */
export function openWindowForApproval(): boolean {
  const opened = theWalletWindow().open()
  approvalOpenedAt = opened ? Date.now() : undefined
  return opened
}

/** Whether the approval the user just gave goes to the wallet window (once: the next needs its own click). */
export function takeApprovalWindow(): boolean {
  const claimed = approvalOpenedAt !== undefined && Date.now() - approvalOpenedAt < CLAIM_MS
  approvalOpenedAt = undefined
  return claimed && theWalletWindow().isOpen()
}

let frameCannotCreate = false
/** A passkey could not be made in this frame (Safari's refusal, no PRF): the next try makes it in the window. */
export function markFrameCannotCreate(): void {
  frameCannotCreate = true
}

/**
 * Whether a new passkey is made in the wallet window: after this frame failed to make one, or in WebKit (Safari, every
 * iOS browser), which never lets a cross-origin frame create one (notes/embedded-wallet.md).
 */
export function createsInWindow(): boolean {
  if (frameCannotCreate) return true
  let crossOrigin: boolean
  try {
    crossOrigin = window.top !== window && window.top?.location.origin !== location.origin
  } catch {
    crossOrigin = true
  }
  return crossOrigin && typeof navigator !== 'undefined' && navigator.vendor.startsWith('Apple')
}

/** In the click of "Continue with a passkey" (and its Try again): opens the window where the passkey is made there. */
export function openWindowForConnect(): void {
  if (createsInWindow()) theWalletWindow().open()
}

/** What only the wallet window does for the connected passkey wallet; the connector registers it when it loads. */
export type WindowActions = { exportKey(): Promise<void>; addPasskey(): Promise<void> }
let windowActions: WindowActions | undefined
export function registerWindowActions(actions: WindowActions): void {
  windowActions = actions
}

/**
 * Account's "Export key" and "Add a passkey": opens the window in the click, then asks it.
 * @throws {Error} when the browser blocked the window, or the wallet is not loaded.
 */
export function runInWalletWindow(kind: keyof WindowActions): Promise<void> {
  if (!theWalletWindow().open())
    return Promise.reject(new Error('The browser blocked the wallet window: allow pop-ups for this site'))
  if (!windowActions) return Promise.reject(new Error('Connect the passkey wallet first'))
  return windowActions[kind]()
}
