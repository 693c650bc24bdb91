import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import { UNAUTHORIZED } from '../../../shared/errors/codes.js'

type UniversalProvider = InstanceType<typeof UniversalProviderClass>

import { toProviderError } from '../../../shared/errors/codec.js'
import { ProviderRpcError } from '../../../shared/errors/rpc.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { SupportedNamespace } from '../../config/namespaces/index.js'
import type { Metadata, NetworkEntry } from '../../config/types.js'
import { log } from '../../lib/log.js'
import { sessionAccounts, sessionChains, type WalletConnectAccounts } from './walletConnectAccounts.js'
import {
  authenticateParams,
  signInOf,
  type WalletConnectSignIn,
  type WalletConnectSignInRequest,
} from './walletConnectAuthenticate.js'
import { forwardEvents, type WalletConnectEvents } from './walletConnectEvents.js'
import { walletConnectMetadata } from './walletConnectMetadata.js'
import { type Pairing, pairUntilApproved } from './walletConnectPairing.js'
import { proposalNamespaces } from './walletConnectProposal.js'

/** What a pairing gave: the namespaces' accounts, and the wallet's sign-in when it signed in while pairing. */
export type WalletConnectPairing = { accounts: WalletConnectAccounts; signIn?: WalletConnectSignIn }

export type WalletConnectOptions = {
  projectId: string
  relayUrl: string | undefined
  metadata: Metadata | undefined
  /** The embedding page's origin, verified by the handshake: the url wallets are shown. */
  origin: string
  networks: readonly NetworkEntry[]
  /** The app's active Bitcoin network (CAIP-2): of a session's Bitcoin accounts, the one there connects. */
  bitcoinChain?: (() => string | undefined) | undefined
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

/** The session's accounts, or 4100 when it approved none the modal has. */
function approvedAccounts(
  session: { namespaces: Record<string, { accounts?: string[] }> } | undefined,
  bitcoinChain: string | undefined,
) {
  const accounts = sessionAccounts(session, { bitcoinChain })
  if (!accounts.eip155 && !accounts.solana && !accounts.bip122)
    throw new ProviderRpcError(
      UNAUTHORIZED,
      'The wallet approved a session without an eip155, solana or bip122 account',
    )
  return accounts
}

/** One pairing run until approved: a one-step sign-in with `signIn`, else a session proposal. */
async function pairAndApprove(
  instance: UniversalProvider,
  options: Pick<WalletConnectOptions, 'networks' | 'bitcoinChain'>,
  signIn: WalletConnectSignInRequest | undefined,
  pairing: Pairing,
): Promise<WalletConnectPairing> {
  const bitcoinChain = options.bitcoinChain?.()
  if (signIn) {
    const authenticate = () => instance.authenticate(authenticateParams(signIn, Date.now()))
    const result = await pairUntilApproved(authenticate, pairing)
    const signedIn = signInOf(instance, result)
    const accounts = approvedAccounts(result.session, bitcoinChain)
    return signedIn ? { accounts, signIn: signedIn } : { accounts }
  }
  const params = { optionalNamespaces: proposalNamespaces(options.networks) }
  const session = await pairUntilApproved(() => instance.connect(params), pairing)
  return { accounts: approvedAccounts(session, bitcoinChain) }
}

/** The namespaces a session may carry, each with its own connector. */
type SessionNamespace = SupportedNamespace

/** The namespaces using the session: each connector holds its own; the last one released ends the session. */
function createHolders(load: () => Promise<UniversalProvider>) {
  const held = new Set<SessionNamespace>()
  return {
    /** `namespace` uses the session (connected or restored). */
    hold(namespace: SessionNamespace) {
      held.add(namespace)
    },
    /** `namespace` is done with the session; the last one out ends it (SPEC §3: a namespace's own disconnect). */
    async release(namespace: SessionNamespace): Promise<void> {
      held.delete(namespace)
      if (held.size > 0) return
      const instance = await load()
      if (instance.session) await instance.disconnect()
    },
    /** The wallet ended the session. */
    clear: () => held.clear(),
  }
}

/**
 * WalletConnect through `@walletconnect/universal-provider`, loaded only when first used: ONE session that may
 * carry eip155, solana and bip122 (any of them), shared by a connector per namespace. Each connector `hold`s its namespace while
 * connected; the session ends when the last one is released. Pairing follows SPEC: a pairing lasts 4 minutes and
 * counts as expired with 10 s or less left, when a fresh one replaces it.
 */
export function createWalletConnect(options: WalletConnectOptions) {
  let provider: Promise<UniversalProvider> | undefined
  const chain: { id: number | undefined } = { id: undefined }
  let pairing: Pairing | undefined

  const load = () => {
    provider ??= startProvider(options).then((instance) => {
      forwardEvents(instance, options.events, chain, () => options.bitcoinChain?.())
      instance.on('session_delete', () => holders.clear())
      instance.client.core.crypto
        .getClientId()
        .then(options.events.clientId, (error: unknown) => log.debug('no WalletConnect client id', error))
      return instance
    })
    return provider
  }
  const holders = createHolders(load)
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
      const accounts = sessionAccounts(instance.session, { bitcoinChain: options.bitcoinChain?.() })
      chain.id = accounts.eip155?.chainId
      return accounts
    },
    /**
     * Shows pairing URIs (refreshed before they expire) until a wallet approves a session, or `cancel()`. With
     * `signIn`, proposes a one-step sign-in (`authenticate`); a wallet without it approves the fallback proposal.
     */
    async pair(signIn?: WalletConnectSignInRequest): Promise<WalletConnectPairing> {
      const instance = await load()
      const current: Pairing = { cancelled: false }
      pairing = current
      try {
        const paired = await pairAndApprove(instance, options, signIn, current)
        chain.id = paired.accounts.eip155?.chainId
        return paired
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
    /** A request on a CAIP-2 chain of the session (solana's, bip122's). */
    requestOn: ask,
    /** The CAIP-2 chains the session approved in `namespace`. */
    async chains(namespace: SessionNamespace): Promise<string[]> {
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
    ...holders,
  }
}
