import * as chains from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { ConfigError } from './errors.js'
import { BUILTIN_NETWORKS, getBuiltinNetwork, toNetworkEntry } from './networks.js'

const chain = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
}

describe('BUILTIN_NETWORKS', () => {
  test('default', () => {
    expect(
      BUILTIN_NETWORKS.map(
        (network) =>
          `${network.caipNetworkId} ${network.name} ${network.nativeCurrency.symbol}/${network.nativeCurrency.decimals}${network.testnet ? ' testnet' : ''}`,
      ),
    ).toMatchInlineSnapshot(`
      [
        "eip155:1 Ethereum ETH/18",
        "eip155:10 OP Mainnet ETH/18",
        "eip155:137 Polygon POL/18",
        "eip155:8453 Base ETH/18",
        "eip155:42161 Arbitrum One ETH/18",
        "eip155:56 BNB Smart Chain BNB/18",
        "eip155:100 Gnosis XDAI/18",
        "eip155:43114 Avalanche AVAX/18",
        "eip155:250 Fantom FTM/18",
        "eip155:324 ZKsync Era ETH/18",
        "eip155:8217 Kaia KAIA/18",
        "eip155:1313161554 Aurora ETH/18",
        "eip155:11155111 Sepolia ETH/18 testnet",
        "eip155:31337 Anvil ETH/18",
        "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp Solana SOL/9",
        "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1 Solana Devnet SOL/9 testnet",
        "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z Solana Testnet SOL/9 testnet",
        "bip122:000000000019d6689c085ae165831e93 Bitcoin BTC/8",
        "bip122:000000000933ea01ad0ee984209779ba Bitcoin Testnet BTC/8 testnet",
      ]
    `)
  })

  test('behavior: entries are viem-shaped with CAIP fields', () => {
    expect(getBuiltinNetwork('eip155:1')).toMatchInlineSnapshot(`
      {
        "blockExplorers": {
          "default": {
            "name": "Etherscan",
            "url": "https://etherscan.io",
          },
        },
        "caipNetworkId": "eip155:1",
        "chainNamespace": "eip155",
        "id": 1,
        "name": "Ethereum",
        "nativeCurrency": {
          "decimals": 18,
          "name": "Ether",
          "symbol": "ETH",
        },
        "rpcUrls": {
          "default": {
            "http": [
              "https://ethereum.reth.rs/rpc",
            ],
          },
        },
        "testnet": false,
      }
    `)
    expect(getBuiltinNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toMatchInlineSnapshot(`
      {
        "blockExplorers": {
          "default": {
            "name": "Solana Explorer",
            "url": "https://explorer.solana.com",
          },
        },
        "caipNetworkId": "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        "chainNamespace": "solana",
        "id": "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        "name": "Solana",
        "nativeCurrency": {
          "decimals": 9,
          "name": "Solana",
          "symbol": "SOL",
        },
        "rpcUrls": {
          "default": {
            "http": [
              "https://api.mainnet-beta.solana.com",
            ],
          },
        },
        "testnet": false,
      }
    `)
  })

  test('behavior: entries are frozen', () => {
    const network = getBuiltinNetwork('eip155:1')!
    expect(Object.isFrozen(network)).toBe(true)
    expect(Object.isFrozen(network.rpcUrls.default.http)).toBe(true)
    expect(Object.isFrozen(BUILTIN_NETWORKS)).toBe(true)
    expect(Object.isFrozen(chains.mainnet)).toBe(false)
  })

  test('behavior: anvil is the local chain and not a testnet, so balances show', () => {
    expect(getBuiltinNetwork('eip155:31337')).toMatchObject({
      rpcUrls: { default: { http: chains.anvil.rpcUrls.default.http } },
      testnet: false,
    })
  })
})

describe('getBuiltinNetwork', () => {
  test('default', () => {
    expect(getBuiltinNetwork('eip155:11155111')?.name).toBe(chains.sepolia.name)
  })

  test('behavior: unknown ids and prototype keys give undefined', () => {
    expect(getBuiltinNetwork('eip155:5')).toBeUndefined()
    expect(getBuiltinNetwork('eip155:01')).toBeUndefined()
    expect(getBuiltinNetwork('__proto__')).toBeUndefined()
    expect(getBuiltinNetwork('constructor')).toBeUndefined()
  })
})

describe('toNetworkEntry', () => {
  test('default', () => {
    expect(toNetworkEntry(chain)).toMatchInlineSnapshot(`
      {
        "caipNetworkId": "eip155:8453",
        "chainNamespace": "eip155",
        "id": 8453,
        "name": "Base",
        "nativeCurrency": {
          "decimals": 18,
          "name": "Ether",
          "symbol": "ETH",
        },
        "rpcUrls": {
          "default": {
            "http": [
              "https://mainnet.base.org",
            ],
          },
        },
        "testnet": false,
      }
    `)
  })

  test('behavior: keeps an explorer and the testnet flag, drops other fields', () => {
    const entry = toNetworkEntry({
      ...chain,
      blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org', apiUrl: 'https://x' } },
      testnet: true,
      contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
    })
    expect(entry.blockExplorers).toEqual({ default: { name: 'Basescan', url: 'https://basescan.org' } })
    expect(entry.testnet).toBe(true)
    expect(entry).not.toHaveProperty('contracts')
  })

  test('behavior: accepts viem chains', () => {
    expect(toNetworkEntry(chains.celo).caipNetworkId).toBe('eip155:42220')
  })

  test('behavior: copies the URL list', () => {
    const http = ['https://mainnet.base.org']
    const entry = toNetworkEntry({ ...chain, rpcUrls: { default: { http } } })
    http.push('https://evil.example')
    expect(entry.rpcUrls.default.http).toEqual(['https://mainnet.base.org'])
  })

  test('error: names the bad field', () => {
    const messageOf = (value: unknown) => {
      try {
        toNetworkEntry(value, 'networks[1]')
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError)
        return (error as ConfigError).message
      }
      throw new Error('expected a throw')
    }
    const currency = chain.nativeCurrency
    expect([
      messageOf(null),
      messageOf([chain]),
      messageOf({ ...chain, id: '8453' }),
      messageOf({ ...chain, id: 0 }),
      messageOf({ ...chain, id: 1.5 }),
      messageOf({ ...chain, id: 2 ** 53 }),
      messageOf({ ...chain, name: ' ' }),
      messageOf({ ...chain, nativeCurrency: undefined }),
      messageOf({ ...chain, nativeCurrency: { ...currency, name: '' } }),
      messageOf({ ...chain, nativeCurrency: { ...currency, symbol: 1 } }),
      messageOf({ ...chain, nativeCurrency: { ...currency, decimals: 37 } }),
      messageOf({ ...chain, nativeCurrency: { ...currency, decimals: -1 } }),
      messageOf({ ...chain, nativeCurrency: { ...currency, decimals: '18' } }),
      messageOf({ ...chain, rpcUrls: undefined }),
      messageOf({ ...chain, rpcUrls: { default: { http: [] } } }),
      messageOf({ ...chain, rpcUrls: { default: { http: 'https://mainnet.base.org' } } }),
      messageOf({ ...chain, rpcUrls: { default: { http: ['wss://mainnet.base.org'] } } }),
      messageOf({ ...chain, rpcUrls: { default: { http: ['https://a.example', 'javascript:alert(1)'] } } }),
      messageOf({ ...chain, rpcUrls: { default: { http: [' https://mainnet.base.org'] } } }),
      messageOf({ ...chain, blockExplorers: {} }),
      messageOf({ ...chain, blockExplorers: { default: { name: '', url: 'https://basescan.org' } } }),
      messageOf({ ...chain, blockExplorers: { default: { name: 'Basescan', url: 'basescan.org' } } }),
      messageOf({ ...chain, testnet: 'false' }),
    ]).toMatchInlineSnapshot(`
      [
        "networks[1] must be a chain object",
        "networks[1] must be a chain object",
        "networks[1].id must be a positive safe integer",
        "networks[1].id must be a positive safe integer",
        "networks[1].id must be a positive safe integer",
        "networks[1].id must be a positive safe integer",
        "networks[1].name must be a non-empty string",
        "networks[1].nativeCurrency must be an object",
        "networks[1].nativeCurrency.name must be a non-empty string",
        "networks[1].nativeCurrency.symbol must be a non-empty string",
        "networks[1].nativeCurrency.decimals must be an integer from 0 to 36",
        "networks[1].nativeCurrency.decimals must be an integer from 0 to 36",
        "networks[1].nativeCurrency.decimals must be an integer from 0 to 36",
        "networks[1].rpcUrls.default.http must be a non-empty array of http(s) URLs",
        "networks[1].rpcUrls.default.http must be a non-empty array of http(s) URLs",
        "networks[1].rpcUrls.default.http must be a non-empty array of http(s) URLs",
        "networks[1].rpcUrls.default.http[0] must be an http(s) URL",
        "networks[1].rpcUrls.default.http[1] must be an http(s) URL",
        "networks[1].rpcUrls.default.http[0] must be an http(s) URL",
        "networks[1].blockExplorers.default must be an object",
        "networks[1].blockExplorers.default.name must be a non-empty string",
        "networks[1].blockExplorers.default.url must be an http(s) URL",
        "networks[1].testnet must be a boolean",
      ]
    `)
  })
})
