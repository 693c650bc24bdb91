import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { isRecord } from '../../../shared/guards.js'
import { cleanTokenName, cleanTokenSymbol } from '../../data/displayText.js'
import { BlockchainApiError } from '../../data/errors.js'

// The convert API's answers (SPEC §7), checked by hand as they are read (valibot's functions would land in the startup
// bundle): amounts become bigints exactly, never numbers. A bad answer is a BlockchainApiError naming the endpoint and,
// in its details, the first field that is wrong and why: nothing is silently dropped or rounded.

/** A field that is not what the contract says; `at` is its path in the answer. */
class Malformed extends Error {}

const fail = (at: string, expected: string): never => {
  throw new Malformed(`${at} must be ${expected}`)
}

/** Reads `answer` with `read`; a wrong field becomes the endpoint's malformed-answer error, the field named. */
export function readAnswer<T>(endpoint: string, answer: unknown, read: (answer: unknown) => T): T {
  try {
    return read(answer)
  } catch (error) {
    if (!(error instanceof Malformed)) throw error
    throw new BlockchainApiError(`The Blockchain API's answer to ${endpoint} is malformed`, {
      details: error.message,
    })
  }
}

const field = (value: unknown, at: string): Record<string, unknown> =>
  isRecord(value) ? value : fail(at, 'an object')

/** An integer amount: a decimal string of digits, or a 0x hex string (as BigInt reads them; up to 2^256). */
function amount(value: unknown, at: string): bigint {
  if (typeof value === 'string' && (/^[0-9]{1,78}$/.test(value) || /^0x[0-9a-fA-F]{1,64}$/.test(value)))
    return BigInt(value)
  return fail(at, 'an integer amount as a decimal or 0x-hex string')
}

const text = (value: unknown, at: string): string =>
  typeof value === 'string' ? value : fail(at, 'a string')

const address = (value: unknown, at: string): Address =>
  typeof value === 'string' && isAddress(value, { strict: false })
    ? getAddress(value)
    : fail(at, 'an address')

/** A CAIP-10 account id of an eip155 chain: `eip155:<chain>:0x…`. */
const CAIP10 = /^eip155:[0-9]{1,32}:0x[0-9a-fA-F]{40}$/

export type ConvertToken = {
  name: string
  symbol: string
  /** CAIP-10 (`eip155:1:0x…`). */
  address: string
  decimals: number
  logoUri: string
}

/** `GET /v1/convert/tokens` → `{ tokens: [{ name, symbol, address, decimals, logoUri? }] }`. */
export function readTokens(answer: unknown): ConvertToken[] {
  const tokens = field(answer, 'the answer').tokens
  if (!Array.isArray(tokens)) return fail('tokens', 'an array')
  return tokens.map((entry, index) => {
    const at = `tokens[${index}]`
    const token = field(entry, at)
    const decimals = token.decimals
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 36)
      fail(`${at}.decimals`, 'an integer from 0 to 36')
    const id = text(token.address, `${at}.address`)
    if (!CAIP10.test(id)) fail(`${at}.address`, 'a CAIP-10 address (eip155:<chain>:0x…)')
    const logoUri = token.logoUri
    if (logoUri !== undefined && logoUri !== null && typeof logoUri !== 'string')
      fail(`${at}.logoUri`, 'a string')
    return {
      name: cleanTokenName(text(token.name, `${at}.name`)),
      symbol: cleanTokenSymbol(text(token.symbol, `${at}.symbol`)),
      address: id,
      decimals: decimals as number,
      logoUri: typeof logoUri === 'string' ? logoUri : '',
    }
  })
}

export type ConvertQuote = { fromAmount: bigint; toAmount: bigint }

/** `GET /v1/convert/quotes` → `{ quotes: [{ fromAmount, toAmount, … }] }`: the first quote. */
export function readQuote(answer: unknown): ConvertQuote {
  const quotes = field(answer, 'the answer').quotes
  if (!Array.isArray(quotes) || quotes.length === 0) return fail('quotes', 'a non-empty array')
  const quote = field(quotes[0], 'quotes[0]')
  return {
    fromAmount: amount(quote.fromAmount, 'quotes[0].fromAmount'),
    toAmount: amount(quote.toAmount, 'quotes[0].toAmount'),
  }
}

/** `GET /v1/convert/gas-price` → `{ standard, fast, instant }` in wei: the standard price. */
export function readGasPrice(answer: unknown): bigint {
  return amount(field(answer, 'the answer').standard, 'standard')
}

/** `GET /v1/convert/allowance` → `{ allowance }`. */
export function readAllowance(answer: unknown): bigint {
  return amount(field(answer, 'the answer').allowance, 'allowance')
}

export type ConvertTx = {
  from: Address
  to: Address
  data: Hex
  value: bigint
  gas?: bigint
  gasPrice?: bigint
}

/** `build-approve` and `build-transaction` → `{ tx: { from, to, data, value, eip155: { gas?, gasPrice? } } }`. */
export function readTx(answer: unknown): ConvertTx {
  const tx = field(field(answer, 'the answer').tx, 'tx')
  const data = text(tx.data, 'tx.data')
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) fail('tx.data', 'hex bytes (0x…)')
  const eip155 = tx.eip155 === undefined || tx.eip155 === null ? {} : field(tx.eip155, 'tx.eip155')
  const gas =
    eip155.gas === undefined || eip155.gas === null ? undefined : amount(eip155.gas, 'tx.eip155.gas')
  const gasPrice =
    eip155.gasPrice === undefined || eip155.gasPrice === null
      ? undefined
      : amount(eip155.gasPrice, 'tx.eip155.gasPrice')
  return {
    from: address(tx.from, 'tx.from'),
    to: address(tx.to, 'tx.to'),
    data: data as Hex,
    value: tx.value === undefined || tx.value === null ? 0n : amount(tx.value, 'tx.value'),
    ...(gas === undefined ? {} : { gas }),
    ...(gasPrice === undefined ? {} : { gasPrice }),
  }
}
