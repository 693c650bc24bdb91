import * as v from 'valibot'
import { parseCaipNetworkId } from './caip.js'
import { droppingRecord, HTTP_URL, list } from './fieldSchemas.js'
import { isRecord } from './isRecord.js'

const TOKENS_MESSAGE = "must be an object of CAIP network ids, such as { 'eip155:1': { address: '0x…' } }"
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** One token of `tokens`: its contract address and, optionally, an icon URL. */
const tokenSchema = droppingRecord(
  {
    address: v.pipe(
      v.string('must be a 0x-prefixed 40-hex-digit address'),
      v.regex(EVM_ADDRESS, 'must be a 0x-prefixed 40-hex-digit address'),
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
    v.transform((tokens) =>
      Object.fromEntries(
        Object.entries(tokens).map(([network, value]) => [network, Array.isArray(value) ? value : [value]]),
      ),
    ),
  ),
  {},
)

function isCaipNetworkId(value: string): boolean {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
