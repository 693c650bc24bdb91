import { type Hex, hexToString } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BlockchainApiServer, startBlockchainApi } from '../../../e2e/stack/blockchainApiServer.js'
import { ProviderRpcError } from '../../../shared/errors/rpc.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import { createProfileApi } from '../../data/profileApi.js'
import {
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
  INVALID_CHAIN_ID,
  NAME_TOO_SHORT,
} from '../../lib/profileNames.js'
import { createActions } from '../../navigation/actions.js'
import { connectedOn, mainnet, testState } from '../../store/appStateFixture.js'
import { createStore } from '../../store/store.js'
import { registerName } from './registerName.js'

// The local Blockchain API of the e2e stack: its profile calls check the signature for real (viem verifyMessage).
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
let server: BlockchainApiServer

beforeAll(async () => {
  server = await startBlockchainApi({
    supportedChains: [],
    balancesOf: async () => [],
    prices: {},
    history: {},
    identities: {},
    profiles: { 'taken.reown.id': other.address },
  })
})
afterAll(() => server.close())

function setup(options: { signer?: typeof account; network?: typeof mainnet; wallet?: boolean } = {}) {
  const store = createStore(
    testState({
      ...connectedOn(account.address, options.network ?? mainnet),
      stack: ['Account', 'RegisterAccountName'],
    }),
  )
  const actions = createActions(store, { selectNamespace: () => {} })
  const api = createProfileApi({ baseUrl: server.url, projectId: 'unit' })
  const names: [string, string][] = []
  const signer = options.signer ?? account
  const deps = {
    store,
    actions,
    api,
    hasWallet: () => options.wallet !== false,
    askWallet: async ({ method, params }: RequestArguments) => {
      expect(method).toBe('personal_sign')
      expect(store.get().stack.at(-1)).toBe('RegisterAccountNameSuccess')
      const [message] = params as [Hex, string]
      return signer.signMessage({ message: hexToString(message) })
    },
    setProfileName: (address: string, name: string) => names.push([address, name]),
  }
  return { store, api, deps, names }
}

const unique = () => `n${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`

describe('registerName (SPEC §4)', () => {
  test('behavior: signs, registers, sets the profile name; the API then resolves it both ways', async () => {
    const { store, api, deps, names } = setup()
    const label = unique()
    await registerName(deps, label)
    expect(store.get().nameRegistration).toEqual({ name: `${label}.reown.id`, phase: 'registered' })
    expect(store.get().stack).toEqual(['Account', 'RegisterAccountName', 'RegisterAccountNameSuccess'])
    expect(names).toEqual([[account.address, `${label}.reown.id`]])
    expect((await api.reverse(account.address))[0]?.name).toBe(`${label}.reown.id`)
    const profile = await api.account(`${label}.reown.id`)
    expect(profile?.addresses[String(0x80000001)]).toBe(account.address)
  })

  test("error: a taken name: back on RegisterAccountName with the API's first reason", async () => {
    const { store, deps, names } = setup()
    await registerName(deps, 'taken')
    expect(store.get().stack).toEqual(['Account', 'RegisterAccountName'])
    expect(store.get().nameRegistration).toEqual({ name: 'taken.reown.id', phase: 'failed' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(store.get().toast?.message).toBe('Name is already registered')
    expect(names).toEqual([])
  })

  test('error: a signature by another key is refused by the API (its reason shown)', async () => {
    const { store, deps } = setup({ signer: other })
    await registerName(deps, unique())
    expect(store.get().stack.at(-1)).toBe('RegisterAccountName')
    expect(store.get().toast?.message).toBe('Invalid signature')
  })

  test("error: an API that gives no reason: 'Error registering name {name}'", async () => {
    const { store, deps } = setup()
    const label = unique()
    const failing = { ...deps.api, register: async () => Promise.reject(new Error('offline')) }
    await registerName({ ...deps, api: failing }, label)
    expect(store.get().toast?.message).toBe(`Error registering name ${label}.reown.id`)
  })

  test("error: declined in the wallet: 'Signature declined', back on RegisterAccountName", async () => {
    const { store, deps } = setup()
    await registerName(
      {
        ...deps,
        askWallet: async () => {
          throw new ProviderRpcError(4001, 'User rejected the request.')
        },
      },
      unique(),
    )
    expect(store.get().stack.at(-1)).toBe('RegisterAccountName')
    expect(store.get().toast?.message).toBe('Signature declined')
  })

  test('error: a bad name, no wallet, or a chain id of 2^31 or more: nothing is signed, a toast says why', async () => {
    const bad = setup()
    await registerName(bad.deps, 'abc')
    expect(bad.store.get().toast?.message).toBe(NAME_TOO_SHORT)
    const noWallet = setup({ wallet: false })
    await registerName(noWallet.deps, unique())
    expect(noWallet.store.get().toast?.message).toBe(ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND)
    const bigChain = setup({ network: { ...mainnet, id: 2 ** 31, caipNetworkId: `eip155:${2 ** 31}` } })
    await registerName(bigChain.deps, unique())
    expect(bigChain.store.get().toast?.message).toBe(INVALID_CHAIN_ID)
    for (const { store } of [bad, noWallet, bigChain]) {
      expect(store.get().stack.at(-1)).toBe('RegisterAccountName')
      expect(store.get().nameRegistration).toBeUndefined()
    }
  })
})
