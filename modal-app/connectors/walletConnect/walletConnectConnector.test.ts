import { beforeEach, describe, expect, test, vi } from 'vitest'
import { mainnet, optimism } from '../../store/appStateFixture.js'
import type { ConnectorEvent, EvmAccount } from '../types.js'
import { createWalletConnectConnector } from './walletConnectConnector.js'
import { walletConnectStorage } from './walletConnectStorage.js'

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

type Session = { namespaces: Record<string, { accounts: string[] }> }

/**
 * A fake of `@walletconnect/universal-provider`, after its documented contract: `init` resolves an instance
 * whose `connect` emits `display_uri` and resolves with the approved session; `request(args, chain)`;
 * `setDefaultChain`; `disconnect`; events `display_uri`, `accountsChanged`, `chainChanged`, `session_delete`.
 */
class FakeUniversalProvider {
  static instance: FakeUniversalProvider | undefined
  static storedSession: Session | undefined
  static init = vi.fn(async (options: unknown) => {
    FakeUniversalProvider.instance = new FakeUniversalProvider(options)
    return FakeUniversalProvider.instance
  })
  client = {
    metadata: { name: '', description: '', url: '', icons: [] as string[] },
    core: {
      verify: { register: async () => 'attested' },
      crypto: { getClientId: async () => 'did:key:z6MkFakeClient' },
    },
  }
  session: Session | undefined = FakeUniversalProvider.storedSession
  listeners = new Map<string, ((data: unknown) => void)[]>()
  proposals: unknown[] = []
  approve: ((session: Session) => void) | undefined
  requests: { args: unknown; chain: string }[] = []
  defaultChain: string | undefined
  constructor(readonly options: unknown) {}
  on(event: string, listener: (data: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
  }
  emit(event: string, data?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(data)
  }
  connect(params: unknown) {
    this.proposals.push(params)
    this.emit('display_uri', `wc:pairing-${this.proposals.length}@2`)
    return new Promise<Session>((resolve) => {
      this.approve = (session) => {
        this.session = session
        resolve(session)
      }
    })
  }
  async request(args: unknown, chain: string) {
    this.requests.push({ args, chain })
    return '0xsigned'
  }
  setDefaultChain(chain: string) {
    this.defaultChain = chain
  }
  async disconnect() {
    this.session = undefined
  }
}

vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: FakeUniversalProvider }))

const provider = () => FakeUniversalProvider.instance!

function setup() {
  const uris: (string | undefined)[] = []
  const clientIds: string[] = []
  const connector = createWalletConnectConnector({
    projectId: 'project',
    relayUrl: 'ws://127.0.0.1:1',
    metadata: { name: 'Dapp', description: 'A dapp', url: 'https://claimed.example', icons: [] },
    origin: 'https://app.example.com',
    networks: [mainnet, optimism],
    storage: walletConnectStorage(undefined),
    onPairingUri: (uri) => uris.push(uri),
    onClientId: (id) => clientIds.push(id),
  })
  const events: ConnectorEvent<EvmAccount>[] = []
  connector.onEvent((event) => events.push(event))
  return { connector, uris, events, clientIds }
}

/** Waits until the fake has been asked for a session, then approves one on `chainId`. */
async function approve(chainId: number) {
  await vi.waitFor(() => expect(provider()?.approve).toBeDefined())
  provider().approve!({ namespaces: { eip155: { accounts: [`eip155:${chainId}:${address}`] } } })
}

beforeEach(() => {
  FakeUniversalProvider.instance = undefined
  FakeUniversalProvider.storedSession = undefined
})

describe('client id', () => {
  test('behavior: reported once WalletConnect has started, not before', async () => {
    const { connector, clientIds } = setup()
    expect(clientIds).toEqual([])
    await connector.restore()
    await vi.waitFor(() => expect(clientIds).toEqual(['did:key:z6MkFakeClient']))
  })
})

describe('connect', () => {
  test('default: shows the pairing URI, then resolves with the approved account and clears the URI', async () => {
    const { connector, uris } = setup()
    const connecting = connector.connect()
    await approve(10)
    expect(await connecting).toEqual({ address, chainId: 10 })
    expect(uris).toEqual(['wc:pairing-1@2', undefined])
  })

  test('behavior: the proposal asks for the eip155 chains the app lists, with their RPC', async () => {
    const { connector } = setup()
    const connecting = connector.connect()
    await approve(1)
    await connecting
    expect(provider().proposals[0]).toMatchObject({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:10'],
          rpcMap: { 1: 'https://eth.example', 10: 'https://op.example' },
        },
      },
    })
  })

  test('behavior: wallets see the verified origin, never the claimed url, and Verify is off', async () => {
    const { connector } = setup()
    void connector.connect()
    await vi.waitFor(() => expect(provider()).toBeDefined())
    expect(provider().client.metadata).toEqual({
      name: 'Dapp',
      description: 'A dapp',
      url: 'https://app.example.com',
      icons: [],
    })
    expect(await provider().client.core.verify.register()).toBe('')
  })

  test('behavior: cancel clears the pairing URI', async () => {
    const { connector, uris } = setup()
    void connector.connect()
    await vi.waitFor(() => expect(uris).toEqual(['wc:pairing-1@2']))
    connector.cancel()
    expect(uris).toEqual(['wc:pairing-1@2', undefined])
  })
})

describe('restore', () => {
  test('default: the stored session’s first eip155 account', async () => {
    FakeUniversalProvider.storedSession = { namespaces: { eip155: { accounts: [`eip155:10:${address}`] } } }
    expect(await setup().connector.restore()).toEqual({ address, chainId: 10 })
  })

  test('behavior: no stored session, no account', async () => {
    expect(await setup().connector.restore()).toBeUndefined()
  })
})

describe('events', () => {
  test('default: a chain change and the end of the session are reported once connected', async () => {
    FakeUniversalProvider.storedSession = { namespaces: { eip155: { accounts: [`eip155:1:${address}`] } } }
    const { connector, events } = setup()
    await connector.restore()
    provider().emit('chainChanged', 10)
    provider().emit('session_delete')
    expect(events).toEqual([{ type: 'account', account: { address, chainId: 10 } }, { type: 'disconnected' }])
  })

  test('behavior: nothing is reported before a connection', async () => {
    const { connector, events } = setup()
    await connector.restore()
    provider().emit('accountsChanged', [address])
    provider().emit('session_delete')
    expect(events).toEqual([])
  })
})

describe('request', () => {
  test('default: goes to the session’s chain', async () => {
    const { connector } = setup()
    const connecting = connector.connect()
    await approve(10)
    await connecting
    expect(await connector.request({ method: 'personal_sign', params: ['0x68', address] })).toBe('0xsigned')
    expect(provider().requests.at(-1)).toEqual({
      args: { method: 'personal_sign', params: ['0x68', address] },
      chain: 'eip155:10',
    })
  })
})

describe('switchNetwork', () => {
  test('default: asks the wallet, makes the chain the default, and reports the account there', async () => {
    const { connector, events } = setup()
    const connecting = connector.connect()
    await approve(1)
    await connecting
    await connector.switchNetwork(optimism)
    expect(provider().requests.at(-1)).toEqual({
      args: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] },
      chain: 'eip155:1',
    })
    expect(provider().defaultChain).toBe('eip155:10')
    expect(events).toEqual([{ type: 'account', account: { address, chainId: 10 } }])
  })
})

describe('disconnect', () => {
  test('default: ends the session and reports nothing more', async () => {
    const { connector, events } = setup()
    const connecting = connector.connect()
    await approve(1)
    await connecting
    await connector.disconnect()
    expect(provider().session).toBeUndefined()
    provider().emit('chainChanged', 10)
    expect(events).toEqual([])
  })
})
