import { useSyncExternalStore } from 'react'
import type { ConnectionStatus, Namespace, SiwxState, ViewName } from '../../shared/protocol.js'
import type { SupportedNamespace } from '../config/namespaces/index.js'
import type { NetworkEntry, ResolvedConfig } from '../config/types.js'
import type { ApprovalRequest } from '../connectors/embedded/prepareRequest.js'
import type { ConnectorInfo } from '../connectors/types.js'
import type { TokenBalance } from '../data/accountTypes.js'
import { log } from '../lib/log.js'
import type { WalletRecord } from '../wallets/types.js'

export type Direction = 'next' | 'prev'

/**
 * A browser wallet detected on the host page. `icon` is a `data:image/*` URL, rendered only through `<img>`.
 * `rdns` (EIP-6963) matches it with catalogue wallets (SPEC §5).
 */
export type BrowserWallet = {
  id: string
  name: string
  icon: string
  installed: boolean
  rdns?: string | undefined
}

/** A connection to a host wallet in progress, for the ConnectingExternal view. */
export type Connecting = {
  walletId: string
  name: string
  icon: string
  phase: 'pending' | 'declined' | 'error'
  message?: string
}

/** SPEC §3's account state of one namespace. */
export type AccountState = {
  status: ConnectionStatus
  /** The connected address (checksummed for eip155), only when connected. */
  address: string | undefined
  /** The connected wallet (SPEC §3 connectedWalletInfo). */
  wallet: ConnectorInfo | undefined
  /** The connected account's public key, where the namespace's wallets report one apart from the address (bip122). */
  publicKey?: Uint8Array | undefined
  /** bip122: the wallet's `ordinals` account beside the `payment` one (`address`), when it has a distinct one. */
  ordinals?: { address: string; publicKey?: Uint8Array | undefined } | undefined
}

const DISCONNECTED: AccountState = { status: 'disconnected', address: undefined, wallet: undefined }

export type Toast = { id: number; message: string; variant: 'success' | 'error' | 'info' | 'loading' }

export type AppState = {
  config: ResolvedConfig
  /** The embedding page's origin, as the handshake verified it: the site the modal names (never a config claim). */
  origin: string
  open: boolean
  /** View history; the current view is the last entry. Never empty. */
  stack: ViewName[]
  direction: Direction
  /** The active namespace: the one `getState()`, the RPC router and the views speak for. */
  namespace: SupportedNamespace
  /** SPEC §3's account state, per namespace (absent: disconnected). Written only by state/session.ts. */
  accounts: Partial<Record<Namespace, AccountState>>
  /** Each namespace's active network (SPEC §3 caipNetwork; absent: the config's first of that namespace). */
  networks: Partial<Record<Namespace, NetworkEntry>>
  /** The toast on screen, if any (SPEC §4 toast rule in ui/toast). */
  toast: Toast | undefined
  /**
   * The host page's wallets, per namespace (absent: none detected yet): EIP-6963's on eip155, the Wallet Standard
   * wallets wallet-standard.js proxies on the others. Written only by state/hostWallets.ts.
   */
  hostWallets: Partial<Record<SupportedNamespace, BrowserWallet[]>>
  connecting?: Connecting | undefined
  /** SPEC §4's shake flag: set for 500 ms when a close is refused (an approval, a required sign-in), so the card shakes. */
  shake?: boolean | undefined
  /** The WalletConnect pairing URI on show, if any, and why the last pairing failed. */
  pairingUri?: string | undefined
  /**
   * WalletConnect's client id (a did:key of its client key), once WalletConnect has started on this origin: the
   * wallet directory and the Blockchain API get it on every call (SPEC §7).
   */
  walletConnectClientId?: string | undefined
  pairingError?: string | undefined
  /** The catalogue wallet the user chose (AllWallets, Connect); the Connecting views show it. */
  selectedWallet?: WalletRecord | undefined
  /** Verified sign-ins, per namespace. Written only by flows/signIn/siwx.ts. */
  siwx?: Partial<Record<Namespace, SiwxState>>
  /** The sign-in under way, for the SIWXSignMessage view. Written only by flows/signIn/siwx.ts. */
  signIn?: SignIn | undefined
  /** SPEC §3's send state, while the Send flow is open. Written only by flows/send/sendState.ts. */
  send?: SendState | undefined
  /** The swap being made, while the Swap flow is open. Written only by flows/swap/swapState.ts. */
  swap?: SwapState | undefined
  /**
   * The name being registered (SPEC §4), and whether it is done or failed (the form then shows it again). Written
   * only by flows/names/registerName.ts.
   */
  nameRegistration?: { name: string; phase: 'pending' | 'registered' | 'failed' } | undefined
  /** The embedded wallet's requests: the one on show, and how many wait behind it. Written only by state/approvals.ts. */
  approvals?: { current: PendingApproval | undefined; waiting: number } | undefined
  /**
   * The passkey wallet's account on its network (SPEC §3 preferredAccountTypes, smartAccountDeployed): the account
   * type in effect and whether the EIP-7702 delegation is on chain. Written only by state/embeddedOffer.ts.
   */
  smartAccount?:
    | { address: string; preferredAccountType: 'eoa' | 'smartAccount'; smartAccountDeployed: boolean }
    | undefined
}

/**
 * SPEC §3's send state: the token, the amount as typed, the recipient as typed (an address or a name) and what it
 * resolved to, and where the transaction is: being edited, waiting for the wallet, sent (pending), mined or failed.
 */
export type SendState = {
  token: TokenBalance | undefined
  sendTokenAmount: string
  receiverAddress: string
  receiverProfileName?: string | undefined
  receiverProfileImageUrl?: string | undefined
  networkBalanceInUSD?: string | undefined
  phase: 'editing' | 'approving' | 'pending' | 'mined' | 'failed'
  /** The transaction's id once the wallet sent it: its hash on eip155, its signature (base58) on Solana. */
  hash?: string | undefined
  /** Why the last attempt failed (the wallet declined, the transaction reverted, …). */
  error?: string | undefined
}

/**
 * SPEC §3's swap token: a token balance plus `decimals`, `logoUri` and `eip2612` (always false). `address` is the
 * convert API's CAIP-10 id (`eip155:1:0x…`; the native token's ends in `0xeeee…`).
 */
export type SwapToken = Omit<TokenBalance, 'address'> & {
  address: string
  decimals: number
  logoUri: string
  eip2612: false
}

/**
 * A swap: the token paid and the token got, the amount paid as typed, which side SwapSelectToken chooses, and where
 * it is: edited, its approval (sent, pending) and its swap (sent, pending), done, or failed (`error`).
 */
export type SwapState = {
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  sourceTokenAmount: string
  choosing?: 'source' | 'to' | undefined
  phase: 'editing' | 'approving' | 'approvePending' | 'swapping' | 'swapPending' | 'swapped' | 'failed'
  /** The approval's and the swap's transaction hashes, once the wallet sent them. */
  approveHash?: `0x${string}` | undefined
  hash?: `0x${string}` | undefined
  /** The allowance read once the approval was mined: what decides the next step, whatever a cache holds. */
  allowance?: bigint | undefined
  /** The amount the quote promised and the least the swap accepts (1% slippage), in `toToken`'s smallest unit. */
  quoted?: { toAmount: bigint; minimum: bigint } | undefined
  /** What `toToken`'s balance went up by, read from the chain once the swap was mined. */
  received?: bigint | undefined
  error?: string | undefined
}

/** The embedded wallet's request on show in ApproveTransaction: `working` once approved, while the wallet signs. */
export type PendingApproval = {
  id: number
  request: ApprovalRequest
  phase: 'idle' | 'working'
  /** Why the last attempt did not finish (a cancelled passkey prompt): the user may approve again or reject. */
  error?: string | undefined
}

/** A sign-in request on show: waiting for the user, for the wallet's signature, or after a declined one. */
export type SignIn = { phase: 'idle' | 'pending' | 'declined' }

type Listener = () => void

/** A minimal external store: one state object, replaced on every change. */
export function createStore(initial: AppState) {
  let state = initial
  const listeners = new Set<Listener>()
  return {
    get: () => state,
    set(update: Partial<AppState> | ((state: AppState) => Partial<AppState>)) {
      const patch = typeof update === 'function' ? update(state) : update
      state = { ...state, ...patch }
      // One listener that throws must not starve the others (React's among them).
      for (const listener of listeners)
        try {
          listener()
        } catch (error) {
          log.error('a state listener failed', error)
        }
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
export type Store = ReturnType<typeof createStore>

/** The current view: the top of the stack. */
export const currentView = (state: AppState): ViewName => state.stack[state.stack.length - 1] ?? 'Connect'

/** A namespace's connected address, if connected. */
export const addressOf = (state: AppState, namespace: Namespace): string | undefined => {
  const account = state.accounts[namespace]
  return account?.status === 'connected' ? account.address : undefined
}

/** The active namespace's account state. */
export const activeAccount = (state: AppState): AccountState =>
  state.accounts[state.namespace] ?? DISCONNECTED

/** The active namespace's connected address, if connected. */
export const connectedAddress = (state: AppState): string | undefined => {
  const account = activeAccount(state)
  return account.status === 'connected' ? account.address : undefined
}

/** A namespace's active network: the one chosen, else the config's default or first of that namespace. */
export function networkOf(state: AppState, namespace: Namespace): NetworkEntry | undefined {
  const { config } = state
  return (
    state.networks[namespace] ??
    (config.defaultNetwork.chainNamespace === namespace
      ? config.defaultNetwork
      : config.networks.find((network) => network.chainNamespace === namespace))
  )
}

/** The active namespace's network. */
export const activeNetwork = (state: AppState): NetworkEntry =>
  networkOf(state, state.namespace) ?? state.config.defaultNetwork

export function useAppState<T>(store: Store, selector: (state: AppState) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.get()))
}
