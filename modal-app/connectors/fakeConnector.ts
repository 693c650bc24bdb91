import { createConnectorEvents } from './connectorEvents.js'
import type { EvmAccount, EvmConnector } from './types.js'

/** A connector for unit tests: it answers what it is given, and `emit` plays the wallet's events. */
export function createFakeConnector(id: string, account: EvmAccount = { address: '', chainId: 1 }) {
  const events = createConnectorEvents<EvmAccount>()
  const connector: EvmConnector = {
    namespace: 'eip155',
    info: { id, name: `Wallet ${id}`, icon: '', type: 'ANNOUNCED' },
    storageKey: `dev.${id}`,
    connect: async () => account,
    restore: async () => account,
    disconnect: async () => {},
    switchNetwork: async () => {},
    request: async () => null,
    onEvent: events.on,
  }
  return { connector, emit: events.emit }
}
