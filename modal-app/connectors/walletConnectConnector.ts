import { createConnectorEvents } from './connectorEvents.js'
import type { EvmAccount, EvmConnector } from './types.js'
import { createWalletConnect, type WalletConnectOptions } from './walletConnect.js'

const WALLETCONNECT_ID = 'walletConnect'

export type WalletConnectConnector = EvmConnector & {
  /** Stops showing pairing URIs (the user left the pairing view). */
  cancel(): void
}

/**
 * WalletConnect as a connector: `connect` shows pairing URIs (through `onPairingUri`) until a wallet approves a
 * session; `restore` finds the session of an earlier visit in the modal's own storage.
 */
export function createWalletConnectConnector(
  options: Omit<WalletConnectOptions, 'events'> & {
    onPairingUri(uri: string | undefined): void
    onClientId(id: string): void
  },
): WalletConnectConnector {
  const events = createConnectorEvents<EvmAccount>()
  let account: EvmAccount | undefined
  const client = createWalletConnect({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    origin: options.origin,
    storage: options.storage,
    // Read when used (getters): the dapp's config may arrive after this connector is made.
    get metadata() {
      return options.metadata
    },
    get networks() {
      return options.networks
    },
    events: {
      uri: options.onPairingUri,
      clientId: options.onClientId,
      account: (next) => {
        if (account === undefined) return
        account = next
        events.emit(next ? { type: 'account', account: next } : { type: 'disconnected' })
      },
    },
  })
  return {
    namespace: 'eip155',
    info: { id: WALLETCONNECT_ID, name: 'WalletConnect', icon: '', type: 'WALLET_CONNECT' },
    storageKey: WALLETCONNECT_ID,
    async connect() {
      account = await client.pair()
      return account
    },
    async restore() {
      account = await client.restore()
      return account
    },
    async disconnect() {
      account = undefined
      await client.disconnect()
    },
    async switchNetwork(network) {
      await client.switchChain(Number(network.id))
      if (account === undefined) return
      account = { address: account.address, chainId: Number(network.id) }
      events.emit({ type: 'account', account })
    },
    request: (args) => client.request(args),
    cancel: () => client.cancel(),
    onEvent: events.on,
  }
}
