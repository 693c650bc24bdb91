import type { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import type { BitcoinAccount, EvmAccount, SolanaAccount } from '../types.js'
import { evmAccountOf, sessionAccounts } from './walletConnectAccounts.js'

type UniversalProvider = InstanceType<typeof UniversalProviderClass>

export type WalletConnectEvents = {
  /** A pairing URI to show, or undefined when there is none (connected, cancelled, failed). */
  uri(uri: string | undefined): void
  /** The session's eip155 account changed (a new chain or account); undefined when the session ended. */
  account(account: EvmAccount | undefined): void
  /** The session's Solana account changed; undefined when the session ended. */
  solanaAccount(account: SolanaAccount | undefined): void
  /** The session's Bitcoin account changed (a session update); undefined when the session ended or lost it. */
  bitcoinAccount(account: BitcoinAccount | undefined): void
  /** The client's id (a did:key), once the client has started: the directory and Blockchain API send it. */
  clientId(id: string): void
}

type SessionEvent = { params: { event: { name: string; data: unknown }; chainId: string } }

/** The address of an `accountsChanged` entry: plain, or the last part of a CAIP-10 account. */
const addressOf = (entry: unknown) => (typeof entry === 'string' ? entry.split(':').at(-1) : undefined)

/**
 * The provider's events, per namespace: accounts from the wallet's own events (by the chain they name), the
 * eip155 chain as the provider follows it, and the session's update and end.
 */
export function forwardEvents(
  instance: UniversalProvider,
  events: WalletConnectEvents,
  /** The session's eip155 chain, kept by the client. */
  chain: { id: number | undefined },
  /** The app's active Bitcoin network (CAIP-2), whose account a session update keeps. */
  bitcoinChain: () => string | undefined,
) {
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
    const account = evmAccountOf(instance.session?.namespaces.eip155?.accounts, chain.id)
    if (account) events.account({ ...account, chainId: Number(next) })
  })
  instance.on('session_delete', () => {
    events.account(undefined)
    events.solanaAccount(undefined)
    events.bitcoinAccount(undefined)
  })
  instance.on('session_update', () => {
    const accounts = sessionAccounts(instance.session, { chainId: chain.id, bitcoinChain: bitcoinChain() })
    events.account(accounts.eip155)
    events.solanaAccount(accounts.solana)
    events.bitcoinAccount(accounts.bip122)
  })
}
