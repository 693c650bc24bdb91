import type { NetworkEntry } from '../../config/types.js'
import { BlockchainApiError } from '../../data/errors.js'

/** A payment method's limits in one fiat currency, as decimal text (`'10.00'`). */
export type PaymentMethodLimit = { id: string; min: string; max: string }
/** A fiat currency the provider takes (`USD`), with its payment methods' limits. */
type PaymentCurrency = { id: string; limits: PaymentMethodLimit[] }
/** A network a token can be bought on, by the provider's name for it (`ethereum`) and its chain id. */
type PurchaseNetwork = { name: string; displayName: string; chainId: string; contractAddress: string }
/** A token the provider sells. */
type PurchaseCurrency = { id: string; name: string; symbol: string; networks: PurchaseNetwork[] }
/** `GET /v1/onramp/options`'s answer, or SPEC's built-in list (`fallback`) when the call failed. */
export type OnrampOptions = {
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrencies: PurchaseCurrency[]
  fallback: boolean
}

const malformed = (what: string) =>
  new BlockchainApiError(`The Blockchain API's answer to v1/onramp/options is malformed: ${what}`)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A decimal amount as text: digits, at most one point. */
const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/

function textField(record: Record<string, unknown>, key: string, where: string, optional = false): string {
  const value = record[key]
  if (optional && (value === undefined || value === null)) return ''
  if (typeof value !== 'string') throw malformed(`${where}.${key} is not text`)
  // Shown to the user: bounded, and without control characters.
  if (value.length > 100 || /\p{Cc}/u.test(value)) throw malformed(`${where}.${key} is not a short text`)
  return value
}

function listField(record: Record<string, unknown>, key: string, where: string): unknown[] {
  const value = record[key]
  if (!Array.isArray(value)) throw malformed(`${where}.${key} is not a list`)
  return value
}

function objectAt(value: unknown, where: string): Record<string, unknown> {
  if (!isObject(value)) throw malformed(`${where} is not an object`)
  return value
}

/**
 * Checks `GET /v1/onramp/options`'s answer: `{ paymentCurrencies: [{ id, payment_method_limits: [{ id, min, max }] }],
 * purchaseCurrencies: [{ id, name, symbol, networks: [{ name, display_name, chain_id, contract_address }] }] }`.
 * Unknown fields are ignored.
 * @throws {BlockchainApiError} naming the first field that is not of that shape.
 */
export function parseOnrampOptions(answer: unknown): OnrampOptions {
  const root = objectAt(answer, 'the answer')
  const paymentCurrencies = listField(root, 'paymentCurrencies', 'answer').map((item, index) => {
    const where = `paymentCurrencies[${index}]`
    const currency = objectAt(item, where)
    return {
      id: textField(currency, 'id', where),
      limits: listField(currency, 'payment_method_limits', where).map((limitItem, limitIndex) => {
        const limitWhere = `${where}.payment_method_limits[${limitIndex}]`
        const limit = objectAt(limitItem, limitWhere)
        const min = textField(limit, 'min', limitWhere)
        const max = textField(limit, 'max', limitWhere)
        if (!DECIMAL.test(min) || !DECIMAL.test(max) || Number(min) > Number(max))
          throw malformed(`${limitWhere} is not a range of amounts`)
        return { id: textField(limit, 'id', limitWhere), min, max }
      }),
    }
  })
  const purchaseCurrencies = listField(root, 'purchaseCurrencies', 'answer').map((item, index) => {
    const where = `purchaseCurrencies[${index}]`
    const currency = objectAt(item, where)
    return {
      id: textField(currency, 'id', where),
      name: textField(currency, 'name', where),
      symbol: textField(currency, 'symbol', where),
      networks: listField(currency, 'networks', where).map((networkItem, networkIndex) => {
        const networkWhere = `${where}.networks[${networkIndex}]`
        const network = objectAt(networkItem, networkWhere)
        return {
          name: textField(network, 'name', networkWhere),
          displayName: textField(network, 'display_name', networkWhere),
          chainId: textField(network, 'chain_id', networkWhere),
          contractAddress: textField(network, 'contract_address', networkWhere, true),
        }
      }),
    }
  })
  return { paymentCurrencies, purchaseCurrencies, fallback: false }
}

/** SPEC §9's fallback limits, the same in USD and EUR: card 10.00 to 7500.00, bank account 10.00 to 25000.00. */
const FALLBACK_LIMITS: PaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** The provider's names of well-known networks, by CAIP-2 id; others go by their own name, lower-cased. */
const PROVIDER_NETWORK_NAMES: Record<string, string> = {
  'eip155:1': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:137': 'polygon',
  'eip155:8453': 'base',
  'eip155:42161': 'arbitrum',
  'eip155:43114': 'avalanche-c-chain',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
}

/** The chain id the provider lists `network` under: the eip155 number, or the CAIP-2 reference. */
const providerChainId = (network: NetworkEntry): string => network.caipNetworkId.split(':')[1] ?? ''

/**
 * SPEC's built-in list, for when `GET /v1/onramp/options` fails: USD and EUR with SPEC §9's limits, and the
 * active network's own currency to buy.
 */
export function fallbackOnrampOptions(network: NetworkEntry): OnrampOptions {
  const { symbol, name } = network.nativeCurrency
  return {
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, limits: FALLBACK_LIMITS })),
    purchaseCurrencies: [
      {
        id: symbol,
        name,
        symbol,
        networks: [
          {
            name: PROVIDER_NETWORK_NAMES[network.caipNetworkId] ?? network.name.toLowerCase(),
            displayName: network.name,
            chainId: providerChainId(network),
            contractAddress: '',
          },
        ],
      },
    ],
    fallback: true,
  }
}

/** A token to buy on the active network: the currency, and the provider's entry for that network. */
export type PurchaseChoice = { currency: PurchaseCurrency; network: PurchaseNetwork }

/** The tokens of `options` that can be bought on `network` (matched by chain id), in the provider's order. */
export function purchaseChoicesOn(options: OnrampOptions, network: NetworkEntry): PurchaseChoice[] {
  const chainId = providerChainId(network)
  return options.purchaseCurrencies.flatMap((currency) => {
    const on = currency.networks.find((entry) => entry.chainId === chainId)
    return on === undefined ? [] : [{ currency, network: on }]
  })
}
