import * as v from 'valibot'
import { droppingRecord, HTTP_URL, list, NON_EMPTY_STRING } from './fieldSchemas.js'
import type { NetworkEntry } from './networkEntry.js'

const HTTP_URLS_MESSAGE = 'must be a non-empty array of http(s) URLs'
/** CAIP-2's reference: Solana's is the first 32 characters of the cluster's genesis hash. */
const ID_MESSAGE = 'must be a CAIP-2 reference: 1 to 32 letters, digits, - or _'
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/**
 * A Solana network the app defines itself (a local validator, a private cluster), as AppKit's custom networks are
 * written: `{ chainNamespace: 'solana', id, name, rpcUrls, nativeCurrency?, blockExplorers?, testnet? }`. The
 * result is a {@link NetworkEntry} with `caipNetworkId` `solana:{id}` and SOL (9 decimals) unless it says otherwise.
 */
export const solanaNetworkSchema = v.pipe(
  droppingRecord(
    {
      chainNamespace: v.literal('solana', "must be 'solana'"),
      id: v.pipe(v.string(ID_MESSAGE), v.regex(/^[-_a-zA-Z0-9]{1,32}$/, ID_MESSAGE)),
      name: NON_EMPTY_STRING,
      nativeCurrency: v.optional(
        droppingRecord(
          {
            name: NON_EMPTY_STRING,
            symbol: NON_EMPTY_STRING,
            decimals: v.literal(9, 'must be 9: lamports'),
          },
          'must be an object',
        ),
      ),
      rpcUrls: droppingRecord(
        {
          default: droppingRecord(
            { http: v.pipe(list(HTTP_URL, HTTP_URLS_MESSAGE), v.minLength(1, HTTP_URLS_MESSAGE)) },
            `{path}.http ${HTTP_URLS_MESSAGE}`,
          ),
        },
        `{path}.default.http ${HTTP_URLS_MESSAGE}`,
      ),
      blockExplorers: v.optional(
        droppingRecord(
          { default: droppingRecord({ name: NON_EMPTY_STRING, url: HTTP_URL }, 'must be an object') },
          '{path}.default must be an object',
        ),
      ),
      testnet: v.optional(v.boolean('must be a boolean')),
    },
    'must be a network object',
  ),
  v.transform(({ id, name, nativeCurrency, rpcUrls, blockExplorers, testnet }): NetworkEntry => {
    const entry: NetworkEntry = {
      id,
      name,
      caipNetworkId: `solana:${id}`,
      chainNamespace: 'solana',
      nativeCurrency: nativeCurrency ?? SOL,
      rpcUrls: { default: { http: rpcUrls.default.http } },
      testnet: testnet ?? false,
    }
    if (blockExplorers) entry.blockExplorers = blockExplorers
    return entry
  }),
)
