import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import { UNAUTHORIZED } from '../../shared/errors/codes.js'

type UniversalProvider = InstanceType<typeof UniversalProviderClass>

import { toProviderError } from '../../shared/errors/codec.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import type { RequestArguments } from '../../shared/protocol.js'
import type { Metadata, NetworkEntry } from '../config/types.js'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from './constants.js'
import type { EvmAccount, SolanaAccount } from './types.js'
import {
  evmAccountOf,
  sessionAccounts,
  sessionChains,
  type WalletConnectAccounts,
} from './walletConnectAccounts.js'
import { walletConnectMetadata } from './walletConnectMetadata.js'
import { proposalNamespaces } from './walletConnectProposal.js'

export type WalletConnectEvents = {
  /** A pairing URI to show, or undefined when there is none (connected, cancelled, failed). */
  uri(uri: string | undefined): void
  /** The session's eip155 account changed (a new chain or account); undefined when the session ended. */
  account(account: EvmAccount | undefined): void
  /** The session's Solana account changed; undefined when the session ended. */
  solanaAccount(account: SolanaAccount | undefined): void
}

export type WalletConnectOptions = {
  projectId: string
  relayUrl: string | undefined
  metadata: Metadata | undefined
  /** The embedding page's origin, verified by the handshake: the url wallets are shown. */
  origin: string
  networks: readonly NetworkEntry[]
  /** Where the session's keys live: `walletConnectStorage(…)`. */
  storage: IKeyValueStorage
  events: WalletConnectEvents
}

/** Loads and starts the universal provider: the modal's storage, the vouched metadata, Verify off. */
async function startProvider(options: WalletConnectOptions): Promise<UniversalProvider> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const instance = await UniversalProvider.init({
    projectId: options.projectId,
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    storage: options.storage,
    customStoragePrefix: 'wallet-modal',
    telemetryEnabled: false,
    logger: 'error',
  })
  // Set after init, in place (the client's field is read-only): `init` replaces a `metadata.url` whose host is
  // not the frame's with the frame's own origin (the modal's), and without metadata uses this document's.
  Object.assign(instance.client.metadata, walletConnectMetadata(options.metadata, options.origin))
  // Verify attests `location.origin`, which in this frame is the modal's, not the dapp's: wrong for wallets to
  // show. And where the Verify service is unreachable, each proposal and request waits 5 s for it.
  instance.client.core.verify.register = async () => ''
  return instance
}

type SessionEvent = { params: { event: { name: string; data: unknown }; chainId: string } }

/** The address of an `accountsChanged` entry: plain, or the last part of a CAIP-10 account. */
const addressOf = (entry: unknown) => (typeof entry === 'string' ? entry.split(':').at(-1) : undefined)

/**
 * The provider's events, per namespace: accounts from the wallet's own events (by the chain they name), the
 * eip155 chain as the provider follows it, and the session's update and end.
 */
function forwardEvents(
  instance: UniversalProvider,
  events: WalletConnectEvents,
  /** The session's eip155 chain, kept by the client. */
  chain: { id: number | undefined },
) {
  const sessionNamespaces = () => instance.session?.namespaces
  instance.on('display_uri', (uri: string) => events.uri(uri))
  instance.on('session_event', ({ params: { event, chainId } }: SessionEvent) => {
    if (event.name !== 'accountsChanged') return
    const address = addressOf(Array.isArray(event.data) ? event.data[0] : undefined)
    if (chainId.startsWith('solana:')) events.solanaAccount(address ? { address } : undefined)
    else if (chainId.startsWith('eip155:'))
      events.account(address && chain.id !== undefined ? { address, chainId: chain.id } : undefined)
  })
  instance.on('chainChanged', (next: number | string) => {
    // The provider names the chain by its reference alone: a Solana cluster's is not a number.
    if (!Number.isSafeInteger(Number(next))) return
    chain.id = Number(next)
    const account = evmAccountOf(sessionNamespaces()?.eip155?.accounts, chain.id)
    if (account) events.account({ ...account, chainId: Number(next) })
  })
  instance.on('session_delete', () => {
    events.account(undefined)
    events.solanaAccount(undefined)
  })
  instance.on('session_update', () => {
    const accounts = sessionAccounts(sessionNamespaces(), chain.id)
    events.account(accounts.eip155)
    events.solanaAccount(accounts.solana)
  })
}

type Pairing = { cancelled: boolean; timer?: ReturnType<typeof setTimeout> }

/** Proposes a session, and again with a fresh pairing before each one expires, until one is approved. */
function pairUntilApproved(
  instance: UniversalProvider,
  params: Parameters<UniversalProvider['connect']>[0],
  pairing: Pairing,
) {
  return new Promise<Awaited<ReturnType<UniversalProvider['connect']>>>((resolve, reject) => {
    // Any attempt's approval wins: a wallet may still scan the previous code in its last seconds.
    const attempt = () => {
      if (pairing.cancelled) return
      instance.connect(params).then(resolve, (error: unknown) => pairing.cancelled || reject(error))
      pairing.timer = setTimeout(attempt, PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS)
    }
    attempt()
  })
}

/** The session's accounts, or 4100 when it approved none the modal has. */
function approvedAccounts(session: { namespaces: Record<string, { accounts?: string[] }> } | undefined) {
  const accounts = sessionAccounts(session?.namespaces)
  if (!accounts.eip155 && !accounts.solana)
    throw new ProviderRpcError(
      UNAUTHORIZED,
      'The wallet approved a session without an eip155 or solana account',
    )
  return accounts
}

/**
 * WalletConnect through `@walletconnect/universal-provider`, loaded only when first used: ONE session that may
 * carry eip155, solana or both, shared by a connector per namespace. Each connector `hold`s its namespace while
 * connected; the session ends when the last one is released. Pairing follows SPEC: a pairing lasts 4 minutes and
 * counts as expired with 10 s or less left, when a fresh one replaces it.
 */
export function createWalletConnect(options: WalletConnectOptions) {
  let provider: Promise<UniversalProvider> | undefined
  const chain: { id: number | undefined } = { id: undefined }
  let pairing: Pairing | undefined
  const held = new Set<'eip155' | 'solana'>()

  const load = () => {
    provider ??= startProvider(options).then((instance) => {
      forwardEvents(instance, options.events, chain)
      instance.on('session_delete', () => held.clear())
      return instance
    })
    return provider
  }
  const ask = async (args: RequestArguments, caipChainId: string) => {
    const instance = await load()
    try {
      return await instance.request(args, caipChainId)
    } catch (error) {
      throw toProviderError(error)
    }
  }

  return {
    /** The session left from an earlier visit, if any (and this origin could keep it). */
    async restore(): Promise<WalletConnectAccounts> {
      const instance = await load()
      const accounts = sessionAccounts(instance.session?.namespaces)
      chain.id = accounts.eip155?.chainId
      return accounts
    },

    /** Shows pairing URIs (refreshed before they expire) until a wallet approves a session, or `cancel()`. */
    async pair(): Promise<WalletConnectAccounts> {
      const instance = await load()
      const current: Pairing = { cancelled: false }
      pairing = current
      const params = { optionalNamespaces: proposalNamespaces(options.networks) }
      try {
        const accounts = approvedAccounts(await pairUntilApproved(instance, params, current))
        chain.id = accounts.eip155?.chainId
        return accounts
      } finally {
        clearTimeout(current.timer)
        options.events.uri(undefined)
      }
    },

    /** Stops showing pairing URIs (the user left the view). */
    cancel() {
      if (!pairing) return
      pairing.cancelled = true
      clearTimeout(pairing.timer)
      options.events.uri(undefined)
    },

    /** A request on the session's eip155 chain. */
    request: (args: RequestArguments) => ask(args, `eip155:${chain.id}`),

    /** A request on a CAIP-2 chain of the session (solana's). */
    requestOn: ask,

    /** The CAIP-2 chains the session approved in `namespace`. */
    async chains(namespace: 'solana'): Promise<string[]> {
      const instance = await load()
      return sessionChains(instance.session?.namespaces[namespace])
    },

    /** Asks the wallet to switch, then makes that chain the session's default (persisted by the provider). */
    async switchChain(next: number): Promise<void> {
      await ask(
        { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${next.toString(16)}` }] },
        `eip155:${chain.id}`,
      )
      ;(await load()).setDefaultChain(`eip155:${next}`)
    },

    /** `namespace` uses the session (connected or restored). */
    hold(namespace: 'eip155' | 'solana') {
      held.add(namespace)
    },

    /** `namespace` is done with the session; the last one out ends it (SPEC §3: a namespace's own disconnect). */
    async release(namespace: 'eip155' | 'solana'): Promise<void> {
      held.delete(namespace)
      if (held.size > 0) return
      const instance = await load()
      if (instance.session) await instance.disconnect()
    },
  }
}
