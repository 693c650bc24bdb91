import { base } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { ConfigError } from './errors.js'
import { resolveConfig } from './resolveConfig.js'
import { configError, customChain, deployment } from './resolveConfigFixture.js'

describe('resolveConfig', () => {
  test('behavior: defaultNetwork as a chain object, matched by id', () => {
    expect(resolveConfig({ networks: [base], defaultNetwork: base }, deployment).defaultNetwork.id).toBe(8453)
    expect(
      resolveConfig(
        { networks: ['eip155:1', 'eip155:10'], defaultNetwork: { caipNetworkId: 'eip155:10' } },
        deployment,
      ).defaultNetwork.id,
    ).toBe(10)
  })

  test('error: networks', () => {
    expect(
      [
        {},
        [],
        [1],
        ['mainnet'],
        ['eip155:5'],
        ['eip155:1', 'eip155:1'],
        ['eip155:31337', { ...customChain, id: 31337 }],
        ['eip155:1', { ...customChain, rpcUrls: { default: { http: ['ftp://x'] } } }],
      ].map((networks) => configError(() => resolveConfig({ networks }, deployment))),
    ).toMatchInlineSnapshot(`
      [
        "networks must be a non-empty array",
        "networks must be a non-empty array",
        "networks[0] must be a chain object",
        "Network Not Found: networks[0] 'mainnet' is not a built-in network

      Pass a viem chain object for this network instead of its CAIP id.",
        "Network Not Found: networks[0] 'eip155:5' is not a built-in network

      Pass a viem chain object for this network instead of its CAIP id.",
        "networks[1] repeats eip155:1",
        "networks[1] repeats eip155:31337",
        "networks[1].rpcUrls.default.http[0] must be an http(s) URL",
      ]
    `)
  })

  test('behavior: a chain object may name its namespace, eip155', () => {
    const { networks } = resolveConfig(
      { networks: [{ ...customChain, chainNamespace: 'eip155' }] },
      deployment,
    )
    expect(networks.map((network) => network.caipNetworkId)).toEqual(['eip155:7777'])
  })

  test('error: a network of a namespace without an adapter (SPEC §5), as an object or a CAIP id', () => {
    expect(
      [
        ['eip155:1', { ...customChain, chainNamespace: 'cosmos', id: 1 }],
        [{ ...customChain, chainNamespace: 'polkadot' }],
        [{ ...customChain, chainNamespace: 'tezos' }],
        [{ ...customChain, chainNamespace: 5 }],
        ['eip155:1', 'polkadot:91b171bb158e2d3848fa23a9f1c25182'],
        ['cosmos:cosmoshub-4'],
      ].map((networks) => configError(() => resolveConfig({ networks }, deployment))),
    ).toMatchInlineSnapshot(`
      [
        "networks[1]'s namespace 'cosmos' has no adapter in this modal

      This modal's namespaces: 'eip155', 'solana', 'bip122'.",
        "networks[0]'s namespace 'polkadot' has no adapter in this modal

      This modal's namespaces: 'eip155', 'solana', 'bip122'.",
        "networks[0]'s namespace 'tezos' has no adapter in this modal

      This modal's namespaces: 'eip155', 'solana', 'bip122'.",
        "networks[0].chainNamespace must be one of 'eip155', 'solana', 'bip122'",
        "networks[1]'s namespace 'polkadot' has no adapter in this modal

      This modal's namespaces: 'eip155', 'solana', 'bip122'.",
        "networks[0]'s namespace 'cosmos' has no adapter in this modal

      This modal's namespaces: 'eip155', 'solana', 'bip122'.",
      ]
    `)
  })

  test('error: defaultNetwork not in networks', () => {
    const error = (() => {
      try {
        resolveConfig({ networks: ['eip155:1'], defaultNetwork: 'eip155:10' }, deployment)
      } catch (error) {
        return error as ConfigError
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    expect(error?.shortMessage).toBe('Network not found')
    expect(error?.message).toMatchInlineSnapshot(`
      "Network not found

      defaultNetwork 'eip155:10' must be one of networks."
    `)
    expect(configError(() => resolveConfig({ defaultNetwork: 'eip155:10' }, deployment))).toMatch(
      /^Network not found\n/,
    )
    expect(configError(() => resolveConfig({ defaultNetwork: 1 }, deployment))).toBe(
      'defaultNetwork must be a CAIP network id or a chain object',
    )
  })
})
