import { describe, expect, test, vi } from 'vitest'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import type { HostMessage } from '../../shared/protocol.js'
import { ConfigError } from '../config/errors.js'
import { createActions } from '../navigation/actions.js'
import { createSession } from '../state/session.js'
import { createMemoryStorage } from '../storage/context.js'
import { testConfig, testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { createModalApi, type ModalApiDeps } from './modalApi.js'

function setup(deps: Partial<ModalApiDeps> = {}) {
  const store = createStore(testState())
  const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
  const actions = createActions(store, { isMobile: () => false, selectNamespace: session.selectNamespace })
  const hostMessages: HostMessage[] = []
  // The dialog counts as on screen as soon as it is open (presentation/presentation.ts waits for a paint).
  const presentation = {
    get shown() {
      return store.get().open
    },
    get settled() {
      return store.get().open
    },
    whenShown: async () => {},
    subscribe: () => () => {},
  }
  const api = createModalApi({
    store,
    actions,
    presentation,
    resolveConfig: () => testConfig({ themeMode: 'light' }),
    applyConfig: (config) => session.configure(config),
    request: async () => '0x1',
    handleHost: (message) => hostMessages.push(message),
    disconnect: () => {},
    ...deps,
  })
  return { api, store, hostMessages }
}

describe('createModalApi', () => {
  test('default: open answers with the state it opened', async () => {
    const { api } = setup()
    expect(await api.open({})).toEqual({
      result: {
        open: true,
        view: 'Connect',
        status: 'disconnected',
        address: undefined,
        caipAddress: undefined,
        chainId: 1,
        namespace: 'eip155',
        wallet: undefined,
        // The test config sets no theme mode: 'system', and Node has no prefers-color-scheme to follow.
        themeMode: 'dark',
        themeVariables: {},
      },
    })
  })

  test('behavior: configure applies the resolved config', async () => {
    const { api, store } = setup()
    expect(await api.configure({ themeMode: 'light' })).toMatchObject({ result: { open: false } })
    expect(store.get().config.themeMode).toBe('light')
  })

  test('error: a config error names its path as -32602; the state is untouched', async () => {
    const { api, store } = setup({
      resolveConfig: () => {
        throw new ConfigError('networks[0] must be a CAIP id or a chain object')
      },
    })
    const before = store.get()
    expect(await api.configure({ networks: [1] })).toEqual({
      error: { code: -32602, message: 'networks[0] must be a CAIP id or a chain object' },
    })
    expect(store.get()).toBe(before)
  })

  test.each([
    [{ view: 'Nope' }, -32602, "openWalletModal: unknown view 'Nope'"],
    [
      { view: 'ConnectingFarcaster' },
      4200,
      'openWalletModal: the ConnectingFarcaster view is not available yet',
    ],
    [
      { view: 'SIWXSignMessage' },
      -32602,
      "openWalletModal: the SIWXSignMessage view asks for the user's consent; the modal opens it itself",
    ],
    [{ colour: 'red' }, -32602, "openWalletModal: unknown option 'colour'"],
    [
      { namespace: 'cosmos' },
      -32602,
      "Namespace 'cosmos' is not configured. Please call connect() first with namespace config.",
    ],
    ['Account', -32602, 'openWalletModal: options must be an object { view?, namespace? }'],
  ])('error: open(%j) is refused with %i and stays closed', async (options, code, message) => {
    const { api, store } = setup()
    expect(await api.open(options)).toEqual({ error: { code, message } })
    expect(store.get().open).toBe(false)
  })

  test('error: a flow whose `features` flag is off cannot be opened; on, it can', async () => {
    const { api, store } = setup()
    const features = testConfig().features
    store.set({ config: testConfig({ features: { ...features, send: false, receive: true } }) })
    expect(await api.open({ view: 'WalletSend' })).toEqual({
      error: { code: 4200, message: 'openWalletModal: the WalletSend view is turned off by features' },
    })
    expect(store.get().open).toBe(false)
    expect(await api.open({ view: 'WalletReceive' })).toMatchObject({
      result: { open: true, view: 'WalletReceive' },
    })
  })

  test('error: Buy (OnRampProviders) is switched by `features.onramp`', async () => {
    const { api, store } = setup()
    const features = testConfig().features
    store.set({ config: testConfig({ features: { ...features, onramp: false } }) })
    expect(await api.open({ view: 'OnRampProviders' })).toEqual({
      error: { code: 4200, message: 'openWalletModal: the OnRampProviders view is turned off by features' },
    })
    store.set({ config: testConfig({ features: { ...features, onramp: true } }) })
    expect(await api.open({ view: 'OnRampProviders' })).toMatchObject({
      result: { open: true, view: 'OnRampProviders' },
    })
  })

  test('behavior: open on a configured namespace moves there', async () => {
    const { api } = setup()
    expect(await api.open({ namespace: 'solana' })).toMatchObject({
      result: { namespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    })
  })

  test('behavior: a request’s error crosses as data with its code', async () => {
    const { api } = setup({
      request: async () => {
        throw new ProviderRpcError(4001, 'User rejected the request.', { reason: 'no' })
      },
    })
    expect(await api.request({ method: 'personal_sign' })).toEqual({
      error: { code: 4001, message: 'User rejected the request.', data: { reason: 'no' } },
    })
  })

  test('error: an unexpected failure is -32603 and tells the page nothing more', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { api } = setup({
      request: async () => {
        throw new Error('secret detail')
      },
    })
    expect(await api.request({ method: 'eth_chainId' })).toEqual({
      error: { code: -32603, message: 'Something went wrong' },
    })
    error.mockRestore()
  })

  test('error: a host message is checked before it reaches the connectors', async () => {
    const { api, hostMessages } = setup()
    expect(await api.host({ type: 'bogus' })).toEqual({
      error: { code: -32602, message: "Invalid host message: unknown type 'bogus'" },
    })
    expect(
      await api.host({ type: 'wallets', wallets: [{ uuid: 'a', name: 'A', icon: 'x', rdns: '' }] }),
    ).toEqual({
      result: null,
    })
    expect(hostMessages).toEqual([
      { type: 'wallets', wallets: [{ uuid: 'a', name: 'A', icon: '', rdns: '' }] },
    ])
  })

  test('behavior: close and disconnect answer with the state after them', async () => {
    const disconnect = vi.fn()
    const { api } = setup({ disconnect })
    await api.open({})
    expect(await api.close()).toMatchObject({ result: { open: false } })
    expect(await api.disconnect()).toMatchObject({ result: { status: 'disconnected' } })
    expect(disconnect).toHaveBeenCalledOnce()
  })

  test('behavior: closeWalletModal() on ApproveTransaction closes it: the page dismissing an approval (state/approvals.ts rejects what waits)', async () => {
    const { api, store } = setup()
    store.set({ open: true, stack: ['Account', 'ApproveTransaction'] })
    expect(await api.close()).toMatchObject({ result: { open: false } })
  })
})
