import { describe, expect, test } from 'vitest'
import { BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID } from '../bitcoinChains.js'
import { BUILTIN_NETWORKS, getBuiltinNetwork } from '../networks.js'
import type { NetworkEntry } from '../types.js'
import {
  isSupportedNamespace,
  loadAccountChecks,
  NAMESPACE_RULES,
  PROVIDER_NAMESPACE,
  rulesOf,
  SUPPORTED_NAMESPACES,
} from './index.js'
import { networkOfChain, walletStandardChains } from './walletStandardChains.js'

const network = (caipNetworkId: string) => getBuiltinNetwork(caipNetworkId)!
const ethereum = network('eip155:1')
const solanaMainnet = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
const solanaDevnet = network('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
const bitcoin = network(`bip122:${BITCOIN_MAINNET_ID}`)
const bitcoinTestnet = network(`bip122:${BITCOIN_TESTNET_ID}`)
const localnet: NetworkEntry = { ...solanaMainnet, id: 'litesvm', caipNetworkId: 'solana:litesvm' }
const regtest: NetworkEntry = {
  ...bitcoinTestnet,
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
}
const signet: NetworkEntry = {
  ...bitcoinTestnet,
  id: '00000008819873e925422c1ff0f99f7c',
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
}
const networks = [ethereum, solanaMainnet, solanaDevnet, localnet, bitcoin, regtest, signet]

describe('NAMESPACE_RULES', () => {
  test('default: eip155, solana and bip122, in display order', () => {
    expect(SUPPORTED_NAMESPACES).toEqual(['eip155', 'solana', 'bip122'])
    expect(PROVIDER_NAMESPACE).toBe('eip155')
  })

  test.each(SUPPORTED_NAMESPACES)('behavior: %s has every entry', (namespace) => {
    const rules = NAMESPACE_RULES[namespace]
    expect(Object.keys(rules).sort()).toEqual(
      [
        'name',
        'networkSchema',
        'builtinNetworks',
        'walletStandard',
        'walletHasChain',
        'hexAddresses',
        'portfolio',
        'balances',
      ].sort(),
    )
    expect(rules.name).not.toBe('')
    expect(rules.builtinNetworks.length).toBeGreaterThan(0)
  })

  test.each(SUPPORTED_NAMESPACES)('behavior: %s’s module is filed under its name', (namespace) => {
    const own = BUILTIN_NETWORKS.filter((entry) => entry.chainNamespace === namespace)
    expect(own).toHaveLength(NAMESPACE_RULES[namespace].builtinNetworks.length)
    for (const entry of own) {
      expect(entry.caipNetworkId).toBe(`${namespace}:${entry.id}`)
      expect(rulesOf(entry)).toBe(NAMESPACE_RULES[namespace])
    }
  })

  test('behavior: only the Wallet Standard namespaces have a uuid prefix, each its own', () => {
    expect(NAMESPACE_RULES.eip155.walletStandard).toBeUndefined()
    expect(NAMESPACE_RULES.solana.walletStandard.uuidPrefix).toBe('ws:solana:')
    expect(NAMESPACE_RULES.bip122.walletStandard.uuidPrefix).toBe('ws:bitcoin:')
  })

  test('behavior: the flags of each namespace', () => {
    const flags = Object.fromEntries(
      SUPPORTED_NAMESPACES.map((namespace) => {
        const { walletHasChain, hexAddresses, portfolio, balances } = NAMESPACE_RULES[namespace]
        return [namespace, { walletHasChain, hexAddresses, portfolio, balances }]
      }),
    )
    // SPEC §9: "Balance: eip155, solana"; activity, NFTs and names: eip155.
    expect(flags).toEqual({
      eip155: { walletHasChain: true, hexAddresses: true, portfolio: true, balances: true },
      solana: { walletHasChain: false, hexAddresses: false, portfolio: false, balances: true },
      bip122: { walletHasChain: false, hexAddresses: false, portfolio: false, balances: false },
    })
  })
})

describe('isSupportedNamespace', () => {
  test.each([
    ['eip155', true],
    ['solana', true],
    ['bip122', true],
    ['polkadot', false],
    ['cosmos', false],
    ['toString', false],
    ['__proto__', false],
    [undefined, false],
  ])('%s: %s', (value, expected) => {
    expect(isSupportedNamespace(value)).toBe(expected)
  })
})

describe('walletStandardChains', () => {
  test('behavior: Solana networks by CAIP-2 id and cluster name, a custom one as localnet', () => {
    expect(walletStandardChains(networks, 'solana')).toEqual([
      solanaMainnet.caipNetworkId,
      'solana:mainnet',
      solanaDevnet.caipNetworkId,
      'solana:devnet',
      'solana:litesvm',
      'solana:localnet',
    ])
  })

  test('behavior: Bitcoin networks by CAIP-2 id, and the wallets’ name where there is one', () => {
    expect(walletStandardChains(networks, 'bip122')).toEqual([
      bitcoin.caipNetworkId,
      'bitcoin:mainnet',
      regtest.caipNetworkId,
      'bitcoin:regtest',
      signet.caipNetworkId,
    ])
  })

  test('edge: none without a network of the namespace, none for eip155 but CAIP-2 ids', () => {
    expect(walletStandardChains([ethereum], 'solana')).toEqual([])
    expect(walletStandardChains(networks, 'eip155')).toEqual(['eip155:1'])
  })
})

describe('networkOfChain', () => {
  test.each([
    ['solana', 'solana:devnet', solanaDevnet],
    ['solana', solanaDevnet.caipNetworkId, solanaDevnet],
    ['solana', 'solana:localnet', localnet],
    ['solana', 'solana:testnet', undefined],
    ['bip122', 'bitcoin:regtest', regtest],
    ['bip122', signet.caipNetworkId, signet],
    ['bip122', 'bitcoin:testnet', undefined],
    ['bip122', 'solana:devnet', undefined],
    ['solana', 'bitcoin:mainnet', undefined],
    ['solana', 42, undefined],
  ] as const)('%s %s', (namespace, chain, expected) => {
    expect(networkOfChain(networks, namespace, chain)).toBe(expected)
  })
})

describe('loadAccountChecks', () => {
  test('default: every namespace has its account check', async () => {
    const checks = await loadAccountChecks()
    expect(Object.keys(checks)).toEqual(SUPPORTED_NAMESPACES)
    for (const namespace of SUPPORTED_NAMESPACES) expect(checks[namespace]).toBeTypeOf('function')
  })

  test('behavior: eip155 checksums the address and needs a positive chain id', async () => {
    const { eip155 } = await loadAccountChecks()
    const address = '0x8ba1f109551bd432803012645ac136ddd64dba72'
    expect(eip155({ address, chainId: 10 }, undefined)).toEqual({
      address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      chainId: 10,
    })
    expect(eip155({ address, chainId: 0 }, undefined)).toBeUndefined()
    expect(eip155({ address, chainId: 1.5 }, undefined)).toBeUndefined()
    expect(eip155({ address }, undefined)).toBeUndefined()
    expect(eip155({ address: '0x123', chainId: 1 }, undefined)).toBeUndefined()
  })

  test('behavior: solana takes a base58 public key, no chain', async () => {
    const { solana } = await loadAccountChecks()
    const address = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
    expect(solana({ address, chainId: 1 }, solanaMainnet)).toEqual({ address })
    expect(solana({ address: '0x8ba1f109551bd432803012645ac136ddd64dba72' }, solanaMainnet)).toBeUndefined()
  })

  test('behavior: bip122 takes an address of the network’s form, its key, and an ordinals account of it', async () => {
    const { bip122 } = await loadAccountChecks()
    const payment = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
    const ordinals = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
    const publicKey = new Uint8Array(33)
    expect(bip122({ address: payment, publicKey, ordinals: { address: ordinals } }, regtest)).toEqual({
      address: payment,
      publicKey,
      ordinals: { address: ordinals },
    })
    // A key of another length is dropped; an ordinals account of another network too.
    expect(
      bip122(
        {
          address: payment,
          publicKey: new Uint8Array(20),
          ordinals: { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
        },
        regtest,
      ),
    ).toEqual({ address: payment })
    expect(bip122({ address: payment }, bitcoin)).toBeUndefined()
    expect(bip122({ address: payment }, undefined)).toBeUndefined()
  })
})
