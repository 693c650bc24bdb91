import type { ViewName } from '../../shared/protocol.js'
import type { Direction } from '../store/store.js'

export type Nav = { stack: ViewName[]; direction: Direction }

export type OpeningContext = {
  view?: ViewName | undefined
  manualControl: boolean
  isMobile: boolean
  address?: string | undefined
}

/**
 * The first view when the modal opens (SPEC §2, "Opening the modal"). SPEC's first rule has two halves: the wallet
 * protocol under manual control (`manualWCControl`), or no adapters and no address. The second cannot arise here,
 * so it has no input: SPEC's adapters are AppKit's per-namespace chain adapters, which a dapp passes or leaves out
 * (then it runs on WalletConnect alone). This modal builds its own in: every network its config accepts is eip155,
 * solana or bip122 (config/networksSchema.ts), each with its connectors (eip155: the page's EIP-6963 wallets over the
 * bridge; solana and bip122: Wallet Standard; all three: WalletConnect), and `networks` is never empty (Ethereum
 * when unset). A dapp that wants the adapter-less opening (the QR code on desktop, AllWallets on a phone) sets
 * `manualWCControl`: the same branch.
 */
export function openingView(ctx: OpeningContext): ViewName {
  if (ctx.manualControl) return ctx.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  if (ctx.view !== undefined) return ctx.view
  return ctx.address === undefined ? 'Connect' : 'Account'
}

const top = (nav: Nav) => nav.stack[nav.stack.length - 1]

/** Pushing the view already on top is ignored and returns `nav` itself. */
export function push(nav: Nav, view: ViewName): Nav {
  if (top(nav) === view) return nav
  return { stack: [...nav.stack, view], direction: 'next' }
}

export function replace(nav: Nav, view: ViewName): Nav {
  return { stack: [...nav.stack.slice(0, -1), view], direction: 'next' }
}

/** Going back from the last entry, or from anywhere after UnsupportedChain, closes the modal. */
export function back(nav: Nav): Nav | { close: true } {
  if (nav.stack.length <= 1 || nav.stack.includes('UnsupportedChain')) return { close: true }
  return { stack: nav.stack.slice(0, -1), direction: 'prev' }
}

export type CloseContext = {
  view: ViewName
  force: boolean
  embedded: boolean
  connected: boolean
  /** The config requires sign-in (`siwx.required`) and the account has no verified session yet. */
  signInRequired?: boolean
}

/**
 * The views whose buttons give the user's consent (to sign, to approve). The modal opens them itself, in its own
 * flows: never primed or kept drawn while closed, never an opening view, never opened by `openWalletModal({ view })`
 * (issue 21.2: the host page controls the frame, and could put such a screen under a decoy).
 */
const CONSENT_VIEWS: readonly ViewName[] = ['ApproveTransaction', 'SIWXSignMessage']

export const takesConsent = (view: ViewName | undefined) => view !== undefined && CONSENT_VIEWS.includes(view)

/** The views that sign the user in (SPEC §4). */
const SIGN_IN_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ConnectingSiwe']
export type CloseDecision = 'blocked' | 'close' | { reset: 'Account' | 'Connect' }

export function closeDecision(ctx: CloseContext): CloseDecision {
  if (ctx.view === 'ApproveTransaction' && !ctx.force) return 'blocked'
  if (SIGN_IN_VIEWS.includes(ctx.view) && ctx.signInRequired && !ctx.force) return 'blocked'
  if (ctx.embedded) return { reset: ctx.connected ? 'Account' : 'Connect' }
  return 'close'
}
