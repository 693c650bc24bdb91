import * as v from 'valibot'
import { parseCaipNetworkId } from './caip.js'
import { droppingRecord, HTTP_URL, list } from './fieldSchemas.js'
import { isRecord } from './isRecord.js'
import { isSolanaAddress } from './solanaAddress.js'

const TOKENS_MESSAGE = "must be an object of CAIP network ids, such as { 'eip155:1': { address: '0x…' } }"
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const ADDRESS_MESSAGE = "must be a token's address: 0x and 40 hex digits on eip155, a base58 mint on solana"

/** One token of `tokens`: its contract address (an SPL mint's on solana) and, optionally, an icon URL. */
const tokenSchema = droppingRecord(
  {
    address: v.pipe(
      v.string(ADDRESS_MESSAGE),
      v.check((address) => EVM_ADDRESS.test(address) || isSolanaAddress(address), ADDRESS_MESSAGE),
    ),
    image: v.optional(HTTP_URL),
  },
  'must be an object with an address',
)

/** AppKit's one token per network, or a list of them. */
const tokensOfNetwork = v.lazy((value) =>
  Array.isArray(value) ? list(tokenSchema, 'must be an array of { address, image? }') : tokenSchema,
)

/**
 * `tokens` (AppKit's shape): `{ [caipNetworkId]: { address, image? } }` (or a list per network), the tokens whose
 * balances the Account view reads on chain when no Blockchain API answers. `{}` when unset. The output is always a
 * list per network.
 */
export const tokensSchema = v.optional(
  v.pipe(
    v.custom<Record<string, v.InferInput<typeof tokensOfNetwork>>>(isRecord, TOKENS_MESSAGE),
    v.record(
      v.pipe(
        v.string(),
        v.check((key) => isCaipNetworkId(key), 'is not a CAIP network id such as eip155:1'),
      ),
      tokensOfNetwork,
      TOKENS_MESSAGE,
    ),
    v.check(
      (tokens) => wrongKind(tokens) === undefined,
      (issue) => `has ${wrongKind(issue.input as never)} addresses ${KIND_MESSAGE}`,
    ),
    v.transform((tokens) =>
      Object.fromEntries(
        Object.entries(tokens).map(([network, value]) => [network, Array.isArray(value) ? value : [value]]),
      ),
    ),
  ),
  {},
)

const KIND_MESSAGE = 'of the wrong kind: they must be 0x and 40 hex digits on eip155, a base58 mint on solana'

/** The first network whose token addresses are not of its namespace's kind, if any. */
function wrongKind(tokens: Record<string, { address: string } | { address: string }[]>): string | undefined {
  return Object.entries(tokens).find(([network, value]) =>
    (Array.isArray(value) ? value : [value]).some((token) =>
      network.startsWith('solana:') ? !isSolanaAddress(token.address) : !EVM_ADDRESS.test(token.address),
    ),
  )?.[0]
}

function isCaipNetworkId(value: string): boolean {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
