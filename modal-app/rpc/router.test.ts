import { afterEach, describe, expect, test, vi } from 'vitest'
import type { RequestArguments } from '../../shared/protocol.js'
import { WALLETCONNECT_ID } from '../connectors/walletConnect/walletConnectInfo.js'
import { onChainWrite } from '../data/chainWrites.js'
import type { Actions } from '../navigation/actions.js'
import { connectedOn, mainnet, optimism, solana, testConfig, testState } from '../store/appStateFixture.js'
import { type AppState, createStore } from '../store/store.js'
import { parseRequest } from './parseRequest.js'
import { createRpcRouter, type RouterWallet } from './router.js'

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

function fakeActions(store: ReturnType<typeof createStore>) {
  const calls: string[] = []
  const actions = {
    open: () => {
      calls.push('open')
      store.set({ open: true })
    },
    showToast: (message: string) => calls.push(`toast ${message}`),
  } as unknown as Actions
  return { actions, calls }
}

function setup(state: Partial<AppState> = {}, wallet: Partial<RouterWallet> = {}) {
  const store = createStore(testState(state))
  const { actions, calls } = fakeActions(store)
  const requests: RequestArguments[] = []
  const switched: string[] = []
  const fake: RouterWallet = {
    settled: { eip155: Promise.resolve() },
    requestAccounts: async () => [address],
    switchNetwork: async (id) => {
      switched.push(id)
    },
    connected: () => ({
      storageKey: 'io.metamask',
      request: async (args) => {
        requests.push(args)
        return '0xsigned'
      },
    }),
    disconnect: () => {},
    ...wallet,
  }
  return { store, request: createRpcRouter(store, fake, actions), calls, requests, switched }
}

const connected = connectedOn(address)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('parseRequest', () => {
  test('default', () => {
    expect(parseRequest({ method: 'eth_chainId' })).toEqual({ method: 'eth_chainId' })
  })

  test.each([
    [null, -32600],
    [[], -32600],
    [{ method: '' }, -32600],
    [{ method: 1 }, -32600],
    [{ method: 'eth_call', params: 'x' }, -32602],
  ])('error: %j is refused with %i', (args, code) => {
    expect(() => parseRequest(args)).toThrow(expect.objectContaining({ code }))
  })
})

describe('createRpcRouter', () => {
  test('default: chain and accounts come from state, without a prompt', async () => {
    const { request, calls } = setup(connectedOn(address, optimism))
    expect(await request({ method: 'eth_chainId' })).toBe('0xa')
    expect(await request({ method: 'net_version' })).toBe('10')
    expect(await request({ method: 'eth_accounts' })).toEqual([address])
    expect(await request({ method: 'wallet_getPermissions' })).toEqual([
      { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [address] }] },
    ])
    expect(calls).toEqual([])
  })

  test('behavior: eth_accounts waits for the startup reconnect', async () => {
    let settle = () => {}
    const settled = new Promise<void>((resolve) => {
      settle = resolve
    })
    const { store, request } = setup({}, { settled: { eip155: settled } })
    const accounts = request({ method: 'eth_accounts' })
    store.set(connectedOn(address))
    settle()
    expect(await accounts).toEqual([address])
  })

  test('behavior: eth_requestAccounts and wallet_requestPermissions go through the Connect flow', async () => {
    const { request } = setup()
    expect(await request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(await request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })).toEqual([
      { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [address] }] },
    ])
  })

  test('behavior: a listed chain is switched by its CAIP id', async () => {
    const { request, switched } = setup(connected)
    expect(await request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })).toBe(null)
    expect(switched).toEqual(['eip155:10'])
  })

  test('error: an unlisted chain is 4902; bad switch params are -32602', async () => {
    const { request, switched } = setup(connected)
    await expect(
      request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(
      request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 10 }] }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(switched).toEqual([])
  })

  test('error: the wallet declining a switch keeps its code', async () => {
    const { request } = setup(connected, {
      switchNetwork: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    await expect(
      request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  test('behavior: signing goes to the connected wallet', async () => {
    const { request, requests } = setup(connected)
    expect(await request({ method: 'personal_sign', params: ['0x68', address] })).toBe('0xsigned')
    expect(requests).toEqual([{ method: 'personal_sign', params: ['0x68', address] }])
  })

  test('behavior: a wallet answer that is a transaction hash marks what was read of the account stale; a signature does not', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    const signature = `0x${'cd'.repeat(65)}`
    let answer = hash
    const { request } = setup(connected, {
      connected: () => ({ storageKey: 'io.metamask', request: async () => answer }),
    })
    const writes: number[] = []
    const unsubscribe = onChainWrite(() => writes.push(writes.length))
    try {
      const tx = { from: address, to: address, value: '0x1' }
      expect(await request({ method: 'eth_sendTransaction', params: [tx] })).toBe(hash)
      expect(writes).toHaveLength(1)
      answer = signature
      expect(await request({ method: 'personal_sign', params: ['0x68', address] })).toBe(signature)
      expect(writes).toHaveLength(1)
    } finally {
      unsubscribe()
    }
  })

  test('error: signing without a connected wallet is 4100', async () => {
    const { request } = setup({}, { connected: () => undefined })
    await expect(request({ method: 'personal_sign', params: ['0x68', address] })).rejects.toMatchObject({
      code: 4100,
      message: 'Connect a wallet first: no wallet is connected to this app',
    })
  })

  test('behavior: reads go to the active network’s node', async () => {
    const calls: { url: string; methods: string[] }[] = []
    // A JSON-RPC node after its contract: batches (viem batches reads) are answered item by item.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { body: string }) => {
        const body = JSON.parse(init.body) as { id: number; method: string }[]
        calls.push({ url: String(url), methods: body.map((item) => item.method) })
        const answers = body.map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x10' }))
        return new Response(JSON.stringify(answers), { headers: { 'content-type': 'application/json' } })
      }),
    )
    const { request } = setup()
    expect(await request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(calls).toEqual([{ url: 'https://eth.example/', methods: ['eth_blockNumber'] }])
  })

  test('error: reads on a chain the app does not list are 4901', async () => {
    const unlisted = { ...mainnet, id: 5, name: 'Chain 5', rpcUrls: { default: { http: [] } } }
    const { request } = setup(connectedOn(address, unlisted))
    await expect(request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4901,
      message: 'The wallet is on Chain 5, which this app does not support',
    })
  })

  test('error: a method outside the table is 4200; the modal opens and says so', async () => {
    vi.useFakeTimers()
    const { request, calls } = setup()
    await expect(request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
    expect(calls).toEqual(['open'])
    vi.runAllTimers()
    expect(calls).toEqual(['open', 'toast Action not allowed'])
  })

  test('error: an app that lists no eip155 network gets 4200 even for eth_chainId', async () => {
    vi.useFakeTimers()
    const config = testConfig({ networks: [solana], defaultNetwork: solana })
    const { request } = setup({ config, namespace: 'solana', networks: { solana } })
    await expect(request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4200 })
  })

  test('behavior: with solana active, the EIP-1193 provider still answers for the eip155 network', async () => {
    const { request } = setup({ namespace: 'solana', networks: { solana } })
    expect(await request({ method: 'eth_chainId' })).toBe('0x1')
  })

  test('behavior: solana methods go to the solana wallet, with the chain in Wallet Standard form', async () => {
    const seen: string[] = []
    const pubkey = '11111111111111111111111111111111'
    const message = Uint8Array.of(1, 2, 3)
    const { request, requests } = setup(
      {},
      {
        connected: (namespace) => {
          seen.push(namespace)
          return {
            storageKey: 'app.phantom',
            request: async (args) => {
              requests.push(args)
              return { signature: Uint8Array.of(9) }
            },
          }
        },
      },
    )
    expect(await request({ method: 'solana_signMessage', params: { pubkey, message } })).toEqual({
      signature: Uint8Array.of(9),
    })
    expect(seen).toEqual(['solana'])
    expect(requests).toEqual([
      { method: 'solana_signMessage', params: { pubkey, message, chain: 'solana:mainnet' } },
    ])
  })

  test('error: a preflight commitment outside SPEC §5 never reaches the wallet', async () => {
    const { request, requests } = setup()
    await expect(
      request({
        method: 'solana_signAndSendTransaction',
        params: {
          pubkey: '11111111111111111111111111111111',
          transaction: Uint8Array.of(1),
          options: { preflightCommitment: 'eventually' },
        },
      }),
    ).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('preflightCommitment must be one of'),
    })
    expect(requests).toEqual([])
  })
})

describe('createRpcRouter: the deep-link choice', () => {
  const choice = { href: 'metamask://', name: 'MetaMask' }

  /** A wallet on `storageKey` whose requests and opened links land, in order, in `steps`. */
  function phone(options: { mobile?: boolean; storageKey?: string; open?: (href: string) => void } = {}) {
    const steps: string[] = []
    const { request } = setup(connected, {
      connected: () => ({
        storageKey: options.storageKey ?? WALLETCONNECT_ID,
        request: async (args) => {
          steps.push(args.method)
          return '0xsigned'
        },
      }),
      walletApp: {
        isMobile: () => options.mobile ?? true,
        choice: async () => choice,
        open: options.open ?? ((href) => steps.push(`open ${href}`)),
      },
    })
    return { request, steps }
  }

  test('default: on a phone, the WalletConnect wallet’s app opens before a request that asks the user', async () => {
    const { request, steps } = phone()
    expect(await request({ method: 'personal_sign', params: ['0x68', address] })).toBe('0xsigned')
    await request({ method: 'eth_sendTransaction', params: [{ from: address }] })
    expect(steps).toEqual(['open metamask://', 'personal_sign', 'open metamask://', 'eth_sendTransaction'])
  })

  test('behavior: not on a desktop', async () => {
    const { request, steps } = phone({ mobile: false })
    await request({ method: 'personal_sign', params: ['0x68', address] })
    expect(steps).toEqual(['personal_sign'])
  })

  test('behavior: not for a host (EIP-6963) wallet', async () => {
    const { request, steps } = phone({ storageKey: 'io.metamask' })
    await request({ method: 'personal_sign', params: ['0x68', address] })
    expect(steps).toEqual(['personal_sign'])
  })

  test('behavior: not for a wallet method that asks nothing', async () => {
    const { request, steps } = phone()
    await request({ method: 'wallet_getCapabilities', params: [address] })
    expect(steps).toEqual(['wallet_getCapabilities'])
  })

  test('behavior: nothing opens without a choice', async () => {
    const steps: string[] = []
    const { request } = setup(connected, {
      connected: () => ({ storageKey: WALLETCONNECT_ID, request: async () => '0xsigned' }),
      walletApp: { isMobile: () => true, choice: async () => undefined, open: (href) => steps.push(href) },
    })
    expect(await request({ method: 'personal_sign', params: ['0x68', address] })).toBe('0xsigned')
    expect(steps).toEqual([])
  })

  test('error: a link that fails to open never fails the request', async () => {
    const { request, steps } = phone({
      open: () => {
        throw new Error('blocked')
      },
    })
    expect(await request({ method: 'personal_sign', params: ['0x68', address] })).toBe('0xsigned')
    expect(steps).toEqual(['personal_sign'])
  })
})
