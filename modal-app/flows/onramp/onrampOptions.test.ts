import { describe, expect, test } from 'vitest'
import { getBuiltinNetwork } from '../../config/networks.js'
import type { NetworkEntry } from '../../config/types.js'
import { fallbackOnrampOptions, parseOnrampOptions, purchaseChoicesOn } from './onrampOptions.js'

const ethereum = getBuiltinNetwork('eip155:1')!
const solana = getBuiltinNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')!
const local: NetworkEntry = { ...ethereum, id: 31339, caipNetworkId: 'eip155:31339', name: 'Account Chain' }

const answer = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'CARD', min: '5.00', max: '500.00' }] }],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      extra: true,
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b8' },
        { name: 'solana', display_name: 'Solana', chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }],
    },
  ],
}

describe('parseOnrampOptions', () => {
  test('default', () => {
    const options = parseOnrampOptions(answer)
    expect(options.fallback).toBe(false)
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', limits: [{ id: 'CARD', min: '5.00', max: '500.00' }] },
    ])
    expect(options.purchaseCurrencies[0]?.networks).toEqual([
      { name: 'ethereum', displayName: 'Ethereum', chainId: '1', contractAddress: '0xA0b8' },
      {
        name: 'solana',
        displayName: 'Solana',
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        contractAddress: '',
      },
    ])
  })

  test('error: a bad answer names the field', () => {
    const bad = (value: unknown) => () => parseOnrampOptions(value)
    const prefix = "The Blockchain API's answer to v1/onramp/options is malformed: "
    expect(bad(null)).toThrow(`${prefix}the answer is not an object`)
    expect(bad({ paymentCurrencies: {}, purchaseCurrencies: [] })).toThrow(
      `${prefix}answer.paymentCurrencies is not a list`,
    )
    expect(bad({ ...answer, paymentCurrencies: [{ id: 'USD' }] })).toThrow(
      `${prefix}paymentCurrencies[0].payment_method_limits is not a list`,
    )
    expect(
      bad({
        ...answer,
        paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'CARD', min: '50', max: '5' }] }],
      }),
    ).toThrow(`${prefix}paymentCurrencies[0].payment_method_limits[0] is not a range of amounts`)
    expect(
      bad({
        ...answer,
        paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'CARD', min: '-1', max: '5' }] }],
      }),
    ).toThrow('is not a range of amounts')
    expect(bad({ ...answer, purchaseCurrencies: [{ id: 'X', name: 'X', symbol: 7, networks: [] }] })).toThrow(
      `${prefix}purchaseCurrencies[0].symbol is not text`,
    )
    expect(
      bad({ ...answer, purchaseCurrencies: [{ id: 'X', name: 'a\u0000b', symbol: 'X', networks: [] }] }),
    ).toThrow(`${prefix}purchaseCurrencies[0].name is not a short text`)
  })
})

describe('fallbackOnrampOptions', () => {
  test("default: USD and EUR with SPEC's limits, the network's own currency", () => {
    const options = fallbackOnrampOptions(local)
    expect(options.fallback).toBe(true)
    expect(options.paymentCurrencies.map(({ id }) => id)).toEqual(['USD', 'EUR'])
    for (const currency of options.paymentCurrencies)
      expect(currency.limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
    expect(purchaseChoicesOn(options, local)).toEqual([
      {
        currency: expect.objectContaining({ symbol: 'ETH' }),
        network: {
          name: 'account chain',
          displayName: 'Account Chain',
          chainId: '31339',
          contractAddress: '',
        },
      },
    ])
  })

  test('behavior: well-known networks go by the provider name', () => {
    expect(purchaseChoicesOn(fallbackOnrampOptions(ethereum), ethereum)[0]?.network.name).toBe('ethereum')
    expect(purchaseChoicesOn(fallbackOnrampOptions(solana), solana)[0]).toMatchObject({
      currency: { symbol: 'SOL' },
      network: { name: 'solana' },
    })
  })
})

describe('purchaseChoicesOn', () => {
  test('behavior: only the tokens listed on the network, by chain id', () => {
    const options = parseOnrampOptions(answer)
    expect(purchaseChoicesOn(options, ethereum).map(({ currency }) => currency.id)).toEqual(['USDC'])
    expect(purchaseChoicesOn(options, solana).map(({ network }) => network.name)).toEqual(['solana'])
    expect(purchaseChoicesOn(options, local)).toEqual([])
  })
})
