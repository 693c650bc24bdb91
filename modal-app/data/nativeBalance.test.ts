import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EsploraServer, startEsplora } from '../../e2e/stack/esplora.js'
import { SUPPORTED_NAMESPACES } from '../config/namespaces/index.js'
import type { NetworkEntry } from '../config/types.js'
import { NATIVE_BALANCE } from './nativeBalance.js'

const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'
const FUNDED = 'bcrt1qwz7wemp8kc7dxcjqkvz2rk7tz5v0v9hw6y7nw0'
let server: EsploraServer

beforeAll(async () => {
  server = await startEsplora({ chainId: REGTEST, ledger: { [FUNDED]: [{ sats: 21_000, confirmed: true }] } })
})
afterAll(() => server.close())

describe('NATIVE_BALANCE', () => {
  test('default: every namespace has a balance source', () => {
    expect(Object.keys(NATIVE_BALANCE)).toEqual(SUPPORTED_NAMESPACES)
    for (const namespace of SUPPORTED_NAMESPACES) expect(NATIVE_BALANCE[namespace]).toBeTypeOf('function')
  })

  test('behavior: bip122 reads the network’s Esplora API, in satoshis', async () => {
    const regtest: NetworkEntry = {
      id: REGTEST,
      name: 'Bitcoin Regtest',
      caipNetworkId: `bip122:${REGTEST}`,
      chainNamespace: 'bip122',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [server.url] } },
      testnet: false,
    }
    expect(await NATIVE_BALANCE.bip122(regtest, FUNDED)).toBe(21_000n)
  })
})
