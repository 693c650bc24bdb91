import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import { UNAUTHORIZED } from '../../shared/errors/codes.js'

type UniversalProvider = InstanceType<typeof UniversalProviderClass>

import { toProviderError } from '../../shared/errors/codec.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import type { RequestArguments } from '../../shared/protocol.js'
import type { Metadata, NetworkEntry } from '../config/types.js'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from './constants.js'
import { walletConnectMetadata } from './walletConnectMetadata.js'
import { proposalNamespaces } from './walletConnectProposal.js'

/** The account a session gives, on the chain it is on. */
export type WalletConnectAccount = { address: string; chainId: number }

export type WalletConnectEvents = {
  /** A pairing URI to show, or undefined when there is none (connected, cancelled, failed). */
  uri(uri: string | undefined): void
  /** The session's account changed (a new chain or account); undefined when the session ended. */
  account(account: WalletConnectAccount | undefined): void
  /** The client's id (a did:key), once the client has started: the directory and Blockchain API send it. */
  clientId(id: string): void
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

/** `eip155:1:0xabc` → the address and chain of a session's first eip155 account. */
function accountOf(
  accounts: readonly string[] | undefined,
  chainId?: number,
): WalletConnectAccount | undefined {
  const parsed = (accounts ?? [])
    .map((account) => account.split(':'))
    .filter((parts) => parts[0] === 'eip155')
  const match = parsed.find((parts) => Number(parts[1]) === chainId) ?? parsed[0]
  return match?.[2] ? { address: match[2], chainId: Number(match[1]) } : undefined
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

/** The provider's events, as the account on the session's chain. */
function forwardEvents(
  instance: UniversalProvider,
  events: WalletConnectEvents,
  /** The session's chain, kept by the client. */
  chain: { id: number | undefined },
) {
  instance.on('display_uri', (uri: string) => events.uri(uri))
  instance.on('accountsChanged', (accounts: string[]) => {
    const address = accounts[0]
    events.account(address && chain.id !== undefined ? { address, chainId: chain.id } : undefined)
  })
  instance.on('chainChanged', (next: number | string) => {
    chain.id = Number(next)
    const account = accountOf(instance.session?.namespaces.eip155?.accounts, chain.id)
    if (account) events.account({ ...account, chainId: Number(next) })
  })
  instance.on('session_delete', () => events.account(undefined))
  instance.on('session_update', () =>
    events.account(accountOf(instance.session?.namespaces.eip155?.accounts, chain.id)),
  )
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

/**
 * WalletConnect through `@walletconnect/universal-provider`, loaded only when first used. Pairing follows SPEC:
 * a pairing lasts 4 minutes and counts as expired with 10 s or less left, when a fresh one replaces it.
 */
export function createWalletConnect(options: WalletConnectOptions) {
  let provider: Promise<UniversalProvider> | undefined
  const chain: { id: number | undefined } = { id: undefined }
  let pairing: Pairing | undefined

  const load = () => {
    provider ??= startProvider(options).then((instance) => {
      forwardEvents(instance, options.events, chain)
      instance.client.core.crypto
        .getClientId()
        .then(options.events.clientId, (error: unknown) =>
          console.debug('[wallet-modal] no WalletConnect client id', error),
        )
      return instance
    })
    return provider
  }

  return {
    /** The session left from an earlier visit, if any (and this origin could keep it). */
    async restore(): Promise<WalletConnectAccount | undefined> {
      const instance = await load()
      const account = accountOf(instance.session?.namespaces.eip155?.accounts)
      chain.id = account?.chainId
      return account
    },

    /** Shows pairing URIs (refreshed before they expire) until a wallet approves a session, or `cancel()`. */
    async pair(): Promise<WalletConnectAccount> {
      const instance = await load()
      const current: Pairing = { cancelled: false }
      pairing = current
      const params = { optionalNamespaces: proposalNamespaces(options.networks) }
      try {
        const session = await pairUntilApproved(instance, params, current)
        const account = accountOf(session?.namespaces.eip155?.accounts)
        if (!account)
          throw new ProviderRpcError(UNAUTHORIZED, 'The wallet approved a session without an eip155 account')
        chain.id = account.chainId
        return account
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

    async request(args: RequestArguments): Promise<unknown> {
      const instance = await load()
      try {
        return await instance.request(args, `eip155:${chain.id}`)
      } catch (error) {
        throw toProviderError(error)
      }
    },

    /** Asks the wallet to switch, then makes that chain the session's default (persisted by the provider). */
    async switchChain(next: number): Promise<void> {
      const instance = await load()
      try {
        await instance.request(
          { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${next.toString(16)}` }] },
          `eip155:${chain.id}`,
        )
      } catch (error) {
        throw toProviderError(error)
      }
      instance.setDefaultChain(`eip155:${next}`)
    },

    async disconnect(): Promise<void> {
      const instance = await load()
      if (instance.session) await instance.disconnect()
    },
  }
}
