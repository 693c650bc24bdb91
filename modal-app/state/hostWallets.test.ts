import type { Remote } from 'comlink'
import { describe, expect, test, vi } from 'vitest'
import type { HostApi } from '../../shared/protocol.js'
import { createConnectorRegistry } from '../connectors/registry.js'
import type { AnyConnector } from '../connectors/types.js'
import { testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { createHostWallets } from './hostWallets.js'

const icon = 'data:image/svg+xml,<svg/>'

function setup() {
  const store = createStore(testState())
  const registry = createConnectorRegistry()
  const added: AnyConnector[] = []
  const host = {
    walletRequest: async () => ({ result: ['0x8ba1f109551bD432803012645Ac136ddd64DBA72'] }),
  } as unknown as Remote<HostApi>
  const handleHost = createHostWallets({ host, registry, store, added: (connector) => added.push(connector) })
  return { store, registry, added, handleHost }
}

describe('createHostWallets', () => {
  test('default: each announced wallet becomes a connector and a browser wallet in Connect', () => {
    const { store, registry, added, handleHost } = setup()
    handleHost({
      type: 'wallets',
      wallets: [
        { uuid: 'a', name: 'Alpha', icon, rdns: 'dev.alpha' },
        { uuid: 'injected', name: 'Browser Wallet', icon: '', rdns: '' },
      ],
    })
    expect(store.get().hostWallets.eip155).toEqual([
      { id: 'a', name: 'Alpha', icon, installed: true, rdns: 'dev.alpha' },
      { id: 'injected', name: 'Browser Wallet', icon: '', installed: true },
    ])
    expect(registry.list('eip155').map((connector) => connector.info.type)).toEqual(['ANNOUNCED', 'INJECTED'])
    expect(added.map((connector) => connector.storageKey)).toEqual(['dev.alpha', 'name:Browser Wallet'])
  })

  test('behavior: a wallet announced again is not added twice', () => {
    const { store, added, handleHost } = setup()
    const wallets = [{ uuid: 'a', name: 'Alpha', icon, rdns: 'dev.alpha' }]
    handleHost({ type: 'wallets', wallets })
    handleHost({ type: 'wallets', wallets })
    expect(added).toHaveLength(1)
    expect(store.get().hostWallets.eip155).toHaveLength(1)
  })

  test('behavior: a wallet’s events reach its connector once connected', async () => {
    const { registry, handleHost } = setup()
    handleHost({ type: 'wallets', wallets: [{ uuid: 'a', name: 'Alpha', icon, rdns: 'dev.alpha' }] })
    const connector = registry.get('eip155', 'a')!
    const events: unknown[] = []
    connector.onEvent((event) => events.push(event))
    await connector.restore()
    handleHost({ type: 'walletEvent', uuid: 'a', name: 'disconnect', data: undefined })
    handleHost({ type: 'walletEvent', uuid: 'unknown', name: 'disconnect', data: undefined })
    expect(events).toEqual([{ type: 'disconnected' }])
  })
})

describe('createHostWallets on the solana namespace', () => {
  test('behavior: a proxied Wallet Standard wallet becomes a solana connector, offered only in solana’s Connect', async () => {
    const { store, registry, added, handleHost } = setup()
    handleHost({
      type: 'wallets',
      wallets: [
        { uuid: 'a', name: 'Alpha', icon, rdns: 'dev.alpha' },
        { uuid: 'ws:solana:1', name: 'Phantom', icon, rdns: '' },
      ],
    })
    // The host wallet at once; the Wallet Standard one once its connectors' chunk is loaded.
    expect(store.get().hostWallets.eip155?.map(({ name }) => name)).toEqual(['Alpha'])
    expect(registry.list('solana')).toEqual([])
    await vi.waitFor(() => expect(store.get().hostWallets.solana).toHaveLength(1))
    expect(registry.list('solana').map(({ info }) => info.name)).toEqual(['Phantom'])
    expect(registry.list('eip155').map(({ info }) => info.name)).toEqual(['Alpha'])
    expect(added.map(({ namespace }) => namespace)).toEqual(['eip155', 'solana'])
    expect(store.get().hostWallets.eip155?.map(({ name }) => name)).toEqual(['Alpha'])
    expect(store.get().hostWallets.solana).toEqual([
      { id: 'ws:solana:1', name: 'Phantom', icon, installed: true },
    ])
  })
})
