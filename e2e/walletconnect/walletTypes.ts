import type { SignClient } from '@walletconnect/sign-client'
import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'
import type { Address, Hex } from 'viem'
import type { ApprovalOutcome } from '../wallet/types.js'
import type { WalletAuthRequest } from './authApproval.js'

/** The public shapes of the test WalletConnect wallet (`wallet.ts`). */

type WalletChain = { id: number; rpcUrl: string }

export type StartWalletOptions = {
  /** The relay, e.g. `startRelay()`'s `url`. */
  relayUrl: string
  privateKey: Hex
  /** The chains the wallet has, the first being the current one. */
  chains: readonly WalletChain[]
  /** Any string works with the local relay. Default 'test'. */
  projectId?: string
  /** Approve every proposal (with all `chains`) and every request at once. Default false. */
  autoApprove?: boolean
  /** The wallet's metadata name, as the dapp sees it. Default 'Test WalletConnect Wallet'. */
  name?: string
  /** The Solana account's ed25519 secret key (32 bytes). Default: a random one. */
  solanaSecretKey?: Uint8Array
  /** The Bitcoin account's secp256k1 secret key (hex). Default: a random one. */
  bitcoinSecretKey?: string
  /** The SVM's JSON-RPC, where `solana_signAndSendTransaction` sends. */
  solanaRpcUrl?: string
  /** Supports one-step sign-in (`wc_sessionAuthenticate`): requests wait for `approveAuthRequest()`. Default
   * false: the wallet ignores them, and the dapp's fallback session proposal arrives instead. */
  authenticate?: boolean
  /** The SignClient's log level. Default 'error'. */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
}

/** A session proposal waiting for `approve()` / `reject()`. */
export type WalletProposal = {
  id: number
  /** The dapp's metadata. */
  proposer: SignClientTypes.Metadata
  /** The eip155 chains asked for (CAIP-2), required ones first. */
  chains: string[]
  /** The solana chains asked for (CAIP-2), required ones first. */
  solanaChains: string[]
  /** The bip122 chains asked for (CAIP-2), required ones first. */
  bitcoinChains: string[]
  params: ProposalTypes.Struct
}

/** A session request waiting for `approveRequest()` / `rejectRequest()`. */
export type WalletRequest = {
  /** The JSON-RPC id, unique per request. */
  id: number
  topic: string
  /** The eip155 chain the dapp addressed the request to (NaN for another namespace's). */
  chainId: number
  /** The CAIP-2 chain the dapp addressed the request to (`eip155:1`, `solana:…`). */
  chain: string
  method: string
  params: unknown
}

export type ApproveProposalOptions = {
  /** The proposal; default the oldest pending one. */
  id?: number
  /** The eip155 chains to approve; default all of the wallet's chains. */
  chains?: readonly number[]
  /** The namespaces to approve; default eip155 only. solana and bip122 approve the chains the proposal asks for. */
  namespaces?: readonly ('eip155' | 'solana' | 'bip122')[]
}

/** A WalletConnect wallet in the test process, driven like a user would drive a mobile wallet. */
export type TestWcWallet = {
  /** The account's checksummed address. */
  readonly address: Address
  /** The Solana account's base58 address (its public key). */
  readonly solanaAddress: string
  /** The Bitcoin account's regtest P2WPKH address. */
  readonly bitcoinAddress: string
  /** The current chain: the first configured one until a switch. */
  readonly chainId: number
  /** The underlying client, for what this API does not cover. */
  readonly client: InstanceType<typeof SignClient>
  /** Pairs with the URI the dapp shows (`wc:…`); the proposal then arrives through `nextProposal()`. */
  pair(uri: string): Promise<void>
  /** The oldest pending proposal: at once if one waits, else when the next arrives. */
  nextProposal(): Promise<WalletProposal>
  /** Approves a proposal with its namespaces (eip155 by default); resolves with the session once the dapp acknowledged it. */
  approve(options?: ApproveProposalOptions): Promise<SessionTypes.Struct>
  /** The oldest pending one-step sign-in request (`authenticate: true` only). */
  nextAuthRequest(): Promise<WalletAuthRequest>
  /** Signs a sign-in request (the oldest by default) and approves it; resolves with the message signed. */
  approveAuthRequest(id?: number): Promise<string>
  /** Rejects a proposal (the oldest by default) with 5000 'User rejected.'. */
  reject(id?: number): Promise<void>
  /** The oldest pending request (for `method`, if given): at once if one waits, else when the next arrives. */
  nextRequest(method?: string): Promise<WalletRequest>
  /** Carries out a request (the oldest by default) and answers the dapp; resolves with what it answered. */
  approveRequest(id?: number): Promise<ApprovalOutcome>
  /** Answers a request (the oldest by default) with 4001 'User rejected.'. */
  rejectRequest(id?: number): Promise<void>
  /** Turns auto-approval on (approving what is pending now too) or off. */
  autoApprove(on: boolean): void
  /** Sessions open now. */
  sessions(): SessionTypes.Struct[]
  /**
   * Wallet-side chain switch, as `wallet_switchEthereumChain` does it: adds the chain to each session (or
   * `topic`'s) with `update` where it is missing, then emits `chainChanged`. 4902 for a chain the wallet lacks.
   */
  switchChain(chainId: number, topic?: string): Promise<void>
  /** Emits `accountsChanged` (default: the wallet's account) on each session, or on `topic`'s. */
  emitAccountsChanged(accounts?: readonly Address[], topic?: string): Promise<void>
  /** Wallet-side disconnect (session delete) of each session, or of `topic`'s. */
  disconnect(topic?: string): Promise<void>
  /** Closes the relay socket and stops the client's timers. */
  stop(): Promise<void>
}
