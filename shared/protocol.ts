import { isRecord } from './guards.js'

/**
 * The bridge contract between the loader (host page) and the modal-app (iframe).
 *
 * Two `MessagePort`s are transferred in the handshake:
 * - the modal port: the loader wraps it and calls {@link ModalApi}; the modal exposes it. The modal also posts
 *   its one-way {@link ModalEvent}s on this port as `{ ev }` messages (comlink's `wrap` ignores messages without
 *   an `id`), so a state event always arrives before the answer of the call that caused it;
 * - the host port: the modal wraps it and calls {@link HostApi}; the loader exposes it.
 * Both `expose` calls go through `exposeEndpoint` (shared/endpoint.ts), which admits only `APPLY` of the method
 * names listed here.
 */
export const PROTOCOL_VERSION = 1

/** Chain namespaces (SPEC §3). */
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type Namespace = (typeof NAMESPACES)[number]

/** Named views (SPEC §2). There are no URL routes. */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'Networks',
  // The wallet's own flows (issue 24), AppKit's names; each is switched by its `features` flag (SPEC §1).
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
] as const
export type ViewName = (typeof VIEWS)[number]

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/**
 * A sign-in the dapp's backend verified (ARCHITECTURE.md, "Account data and sign-in"). Nothing secret. A display
 * hint for the page, not authorization: the page's backend decides from what it verifies itself.
 */
export type SiwxState = {
  address: string
  caipNetworkId: string
  /** ISO 8601. */
  expiresAt: string
  /**
   * The message the user signed and its signature, right after a sign-in in this page's visit (never stored):
   * what the dapp's own backend can verify to set its first-party session, where the modal's frame cannot carry
   * that backend's cookie (a modal on another site).
   */
  message?: string
  signature?: string
}

/** What `getState()` returns on the host, and what every state event carries. */
export type ModalState = {
  open: boolean
  view: ViewName
  status: ConnectionStatus
  address: string | undefined
  caipAddress: string | undefined
  chainId: number | string | undefined
  namespace: Namespace | undefined
  /** The active namespace's verified sign-in, when the config has `siwx`. */
  siwx?: SiwxState | undefined
  /** The active namespace's connected wallet (SPEC §3 connectedWalletInfo); undefined when none. */
  wallet?: WalletInfo | undefined
  /** The theme the modal shows: unset or `'system'` follows the visitor's `prefers-color-scheme`. */
  themeMode?: 'light' | 'dark'
  /** The theme variables the config set (`{}` when none). */
  themeVariables?: Readonly<Record<string, string | number>>
  /** The passkey wallet's account type in effect (SPEC §3, §6): `smartAccount` (EIP-7702) or `eoa`; else unset. */
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
  /** Whether the passkey wallet's account is delegated on chain to the smart-account delegate (SPEC §3). */
  smartAccountDeployed?: boolean | undefined
}

/**
 * A connected wallet as the modal shows it: its name and icon (a page's or a directory's: show the icon as an image,
 * never as markup) and how it is connected: a page's announced wallet (`ANNOUNCED`), `window.ethereum`
 * (`INJECTED`), WalletConnect (`WALLET_CONNECT`), or the modal's own passkey wallet (`AUTH`, AppKit's name).
 */
export type WalletInfo = {
  id: string
  name: string
  icon: string
  rdns?: string | undefined
  type: 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'AUTH'
}

export type OpenWalletModalOptions = {
  view?: ViewName
  namespace?: Namespace
}

export type RequestArguments = {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/** An error as it crosses the bridge: comlink would drop `code`, so errors travel as data. */
export type ErrorData = { code: number; message: string; data?: unknown }

/** Every ModalApi call answers with a result or an error, never a thrown exception. */
export type Result<T> = { result: T } | { error: ErrorData }

/** A wallet found in the host page (EIP-6963 `info`, or the legacy `window.ethereum` as uuid `injected`). */
export type HostWallet = { uuid: string; name: string; icon: string; rdns: string }

/** The host wallet events forwarded to the modal. */
export const WALLET_EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const
export type WalletEventName = (typeof WALLET_EVENTS)[number]

/** What the loader tells the modal about the host page. Untrusted: the modal validates every field. */
export type HostMessage =
  | { type: 'wallets'; wallets: HostWallet[] }
  | { type: 'walletEvent'; uuid: string; name: WalletEventName; data: unknown }

/** Exposed by the modal, called by the loader. Arguments are validated by the modal: the host is untrusted. */
export type ModalApi = {
  configure(config: unknown): Promise<Result<ModalState>>
  open(options: unknown): Promise<Result<ModalState>>
  close(): Promise<Result<ModalState>>
  request(args: unknown): Promise<Result<unknown>>
  disconnect(): Promise<Result<ModalState>>
  host(message: unknown): Promise<Result<null>>
}
/**
 * The allow-list of {@link ModalApi}. The compiler checks that it names every method of the interface and
 * nothing else (a method missing here would compile, and its calls would be dropped).
 */
export const MODAL_API_METHODS = [
  'configure',
  'open',
  'close',
  'request',
  'disconnect',
  'host',
] as const satisfies readonly (keyof ModalApi)[]
/** A compile error here names a {@link ModalApi} method missing from {@link MODAL_API_METHODS}. */
const modalApiMethodsComplete: Record<Exclude<keyof ModalApi, (typeof MODAL_API_METHODS)[number]>, never> = {}
void modalApiMethodsComplete

/** How the loader announces its provider over EIP-6963; chosen by the deployment. */
export type ProviderInfo = { name: string; rdns: string; icon: string }

export type ProviderEventName = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged'

/** One-way events from the modal to the loader, posted on the modal port as {@link ModalEventMessage}. */
export type ModalEvent =
  /** `announce` is how to announce the provider over EIP-6963, or null when the deployment turned it off. */
  | { type: 'ready'; state: ModalState; announce: ProviderInfo | null; primed?: undefined }
  /**
   * `primed`: the view a plain `openWalletModal()` opens on is drawn in the closed frame (issue 11), so the loader
   * may show the frame in the caller's task, without waiting for the modal's answer.
   */
  | { type: 'state'; state: ModalState; primed: boolean }
  | { type: 'provider'; name: ProviderEventName; data: unknown }
  /** Embedded mode: the modal's content height in CSS pixels. */
  | { type: 'height'; height: number }
  /**
   * The resolved config lists a `solana:` or `bip122:` network: the loader loads `wallet-standard.js` from
   * the modal's folder , which registers (once per page) the modal as a Wallet Standard wallet (ARCHITECTURE.md).
   */
  | { type: 'standard' }
export type ModalEventMessage = { ev: ModalEvent }

/** Exposed by the loader, called by the modal. Answers from the host are untrusted: validate them. */
export type HostApi = {
  /**
   * Opens a wallet's deep link or universal link at the top level (a frame cannot open an app), inside the
   * user's click: https links in a new tab, app schemes in place. Script-like schemes are refused.
   */
  openUrl(url: string): void
  /** Forwards an EIP-1193 request to a host wallet; its own UI asks the user. Never throws. */
  walletRequest(uuid: string, args: RequestArguments): Promise<Result<unknown>>
  /**
   * The host page's storage, used only when the modal's own storage throws (cross-site frames). Non-secret
   * values only. `value` undefined reads, null removes, a string writes. Answers the stored value or null.
   */
  storage(key: string, value?: string | null): string | null
}

/**
 * How one side calls a method of the other's `Api` over the bridge: the method and its arguments are checked against
 * the interface; the answer is what the interface says, which the caller validates when the peer is untrusted.
 */
export type Caller<Api extends { [M in keyof Api]: (...args: never[]) => unknown }> = <
  M extends keyof Api & string,
>(
  method: M,
  ...args: Parameters<Api[M]>
) => Promise<Awaited<ReturnType<Api[M]>>>

/** The loader's {@link HostApi} as the modal calls it: typed calls; every answer is untrusted until validated. */
export type HostApiClient = {
  [M in keyof HostApi]: (...args: Parameters<HostApi[M]>) => Promise<unknown>
}

/** Window messages of the handshake (ARCHITECTURE.md, "Handshake"). `wm` tags them as ours. */
export type HelloMessage = { wm: 'hello'; v: number }
/** Sent by the loader with two ports: [modal port, host port]. */
type ConnectMessage = { wm: 'connect'; v: number }
/** `reason` is the whole message the loader rejects with: `Invalid App Configuration: …`. */
export type RefusedMessage = { wm: 'refused'; reason: string }
export type HandshakeMessage = HelloMessage | ConnectMessage | RefusedMessage

/**
 * A handshake window message, checked where it arrives (both ends): anything else, or one of ours with fields of the
 * wrong type, is undefined. Who sent it (source and origin) is for the receiver to check.
 */
export function parseHandshakeMessage(data: unknown): HandshakeMessage | undefined {
  if (!isRecord(data)) return undefined
  const { wm, v, reason } = data
  if (wm === 'refused') return typeof reason === 'string' ? { wm, reason } : undefined
  if ((wm === 'hello' || wm === 'connect') && typeof v === 'number') return { wm, v }
}
