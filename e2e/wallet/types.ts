/**
 * Types of the e2e test fixtures in this folder: the test EIP-6963 wallet (`testWallet.ts`, bundled to
 * `/test-wallet.js`) and the wagmi dapp page (`wagmiHost.ts`, bundled to `/wagmi-host.js`, loaded by
 * `e2e/pages/wagmi-host.html`). Both bundles are built by `e2e/stack/global-setup.ts` (see `build.ts`).
 */

/** A chain the test wallet knows: its id and the RPC it forwards reads and raw transactions to. */
export type TestWalletChain = { id: number; rpcUrl: string }

/**
 * `window.testWalletConfig`, read once when the bundle runs. Every field also has a query parameter on the page
 * (the object wins where both are set): `walletChain=<id>,<rpcUrl>` (repeatable), `walletLegacy=1`,
 * `walletAnnounce=0`, `walletKey=0x…`, `walletAutoApprove=1`, `walletConfirmSwitch=1`, `walletPersist=0`.
 * Without any chain, the page's `rpc=` (chain 31337) and `rpc2=` (chain 31338) are used, else
 * `http://127.0.0.1:8545` as 31337.
 */
export type TestWalletConfig = {
  /** Known chains; the first is the current one on a fresh page. */
  chains?: TestWalletChain[]
  /** Also set `window.ethereum` (legacy injection). Default false. */
  legacy?: boolean
  /** Announce over EIP-6963 (on load and on every `eip6963:requestProvider`). Default true. */
  announce?: boolean
  /** The account's private key. Default anvil account #0. */
  privateKey?: `0x${string}`
  /** Approve every request at once. Default false. */
  autoApprove?: boolean
  /** `wallet_switchEthereumChain` waits for approval, like a wallet that asks. Default false: it switches at once. */
  confirmSwitch?: boolean
  /**
   * Keep the site's connection, the current chain and added chains in the page origin's `sessionStorage`, so a
   * reload finds the wallet still connected, as an extension remembers a site. Default true.
   */
  persist?: boolean
  /** EIP-6963 `info.name`. Default 'Test Wallet'. */
  name?: string
  /** EIP-6963 `info.rdns`. Default 'dev.wallet-modal.test'. */
  rdns?: string
}

/** A request waiting for the user's approval in the test wallet. */
export type PendingRequest = { id: number; method: string; params: unknown }

/** EIP-1193 `ProviderRpcError` as plain data. */
export type RpcErrorData = { code: number; message: string; data?: unknown }

/** How an approved request ended: its result, or the error the dapp received. */
export type ApprovalOutcome = { ok: true; result: unknown } | { ok: false; error: RpcErrorData }

export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (payload: never) => void): Eip1193Provider
  removeListener(event: string, listener: (payload: never) => void): Eip1193Provider
}

/** `window.testWallet`: the wallet's own UI, as tests drive it. */
export type TestWalletControls = {
  readonly info: Eip6963ProviderInfo
  readonly provider: Eip1193Provider
  /** The account's checksummed address. */
  readonly account: `0x${string}`
  /** The current chain id. */
  readonly chainId: number
  /** Whether the page (site) is connected: `eth_accounts` returns the account. */
  readonly connected: boolean
  /** Requests waiting for approval, oldest first. */
  pending(): PendingRequest[]
  /** Approves one (the oldest by default); resolves once it has been carried out. Throws when none is pending. */
  approve(id?: number): Promise<ApprovalOutcome>
  /** Rejects one (the oldest by default) with 4001 'User rejected the request.'. Throws when none is pending. */
  reject(id?: number): void
  /** Turns auto-approval on (approving what is pending now too) or off. */
  autoApprove(on: boolean): void
  /** The oldest pending request (for `method`, if given): at once if one waits, else when the next arrives. */
  nextPending(method?: string): Promise<PendingRequest>
  /** Every request the page made, in order, with how it is going. */
  requests(): { id: number; method: string; params: unknown; status: 'pending' | 'ok' | 'error' }[]
  /** Wallet-side disconnect of the site: emits `accountsChanged([])`, then `disconnect` (4900). */
  disconnect(): void
  /** Wallet-side connect of the site ("connect to this site" in the wallet): emits `connect`, `accountsChanged`. */
  connect(): void
  /** Wallet-side chain switch: emits `chainChanged`. Throws (4902) for a chain the wallet does not know. */
  switchChain(chainId: number): void
  /** Dispatches `eip6963:announceProvider` again. */
  announce(): void
}

/** A connector of the wagmi config on the wagmi host page. */
export type DappConnector = { id: string; name: string; type: string; rdns?: string }

/** A batch's status as viem reports it (EIP-5792 `wallet_getCallsStatus`), reduced to plain data. */
export type DappCallsStatus = {
  status: 'pending' | 'success' | 'failure' | undefined
  statusCode: number
  atomic: boolean
  chainId: number
  receipts: { status: 'success' | 'reverted'; transactionHash: `0x${string}` }[]
}

/** `window.dapp` on `wagmi-host.html`: a wagmi app that never calls `WalletModal`. */
export type DappApi = {
  /** `?providerRdns=`, default 'dev.wallet-modal': the rdns the loader announces its provider with. */
  readonly providerRdns: string
  /** `config.connectors`: with `connectors: []`, one per EIP-6963 provider wagmi discovered (id = rdns). */
  connectors(): DappConnector[]
  /** Every EIP-6963 announcement the page received, by uuid. */
  announced(): Omit<Eip6963ProviderInfo, 'icon'>[]
  /** Connects the connector whose id or rdns is given (default `providerRdns`). */
  connect(rdnsOrId?: string): Promise<{ accounts: `0x${string}`[]; chainId: number }>
  disconnect(): Promise<void>
  /** `signMessage` of the connected account; the signature. */
  signMessage(message: string): Promise<`0x${string}`>
  /** `sendTransaction`; the hash. `value` in wei (decimal or 0x-hex string, number or bigint). */
  sendTransaction(tx: { to: `0x${string}`; value?: string | number | bigint }): Promise<`0x${string}`>
  /** wagmi's `getCapabilities` of the connected account (EIP-5792), for `chainId` or every chain. */
  getCapabilities(chainId?: number): Promise<Record<string, unknown>>
  /** wagmi's `sendCalls` (EIP-5792); the batch id. `value` in wei as in `sendTransaction`. */
  sendCalls(calls: { to: `0x${string}`; value?: string | number | bigint }[]): Promise<string>
  /** wagmi's `getCallsStatus` of a batch. */
  getCallsStatus(id: string): Promise<DappCallsStatus>
  /** wagmi's `waitForCallsStatus`: polls until the batch is no longer pending. */
  waitForCallsStatus(id: string): Promise<DappCallsStatus>
  /** Waits for the receipt on the page's chain; its status. */
  waitForReceipt(hash: `0x${string}`): Promise<'success' | 'reverted'>
  /** `switchChain`; the new chain id. */
  switchChain(chainId: number): Promise<number>
  /** The connected address, or undefined. */
  account(): `0x${string}` | undefined
  /** The connection's chain id, else the config's. */
  chainId(): number
}

declare global {
  interface Window {
    testWalletConfig?: TestWalletConfig
    testWallet: TestWalletControls
    dapp: DappApi
  }
}
