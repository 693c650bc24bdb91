import * as v from 'valibot'
import { droppingRecord, HTTP_URL, list, NON_EMPTY_STRING } from './fieldSchemas.js'
import type { NetworkEntry } from './networkEntry.js'

const HTTP_URLS_MESSAGE = 'must be a non-empty array of http(s) URLs'
const DECIMALS_MESSAGE = 'must be an integer from 0 to 36'
const ID_MESSAGE = 'must be a positive safe integer'

/**
 * A viem-`Chain`-shaped network (eip155), as a dapp passes it in `networks`; the result is a {@link NetworkEntry}
 * with its CAIP fields, and other fields (contracts, fees, formatters) are dropped.
 */
export const chainSchema = v.pipe(
  droppingRecord(
    {
      id: v.pipe(v.number(ID_MESSAGE), v.safeInteger(ID_MESSAGE), v.minValue(1, ID_MESSAGE)),
      name: NON_EMPTY_STRING,
      nativeCurrency: droppingRecord(
        {
          name: NON_EMPTY_STRING,
          symbol: NON_EMPTY_STRING,
          decimals: v.pipe(
            v.number(DECIMALS_MESSAGE),
            v.integer(DECIMALS_MESSAGE),
            v.minValue(0, DECIMALS_MESSAGE),
            v.maxValue(36, DECIMALS_MESSAGE),
          ),
        },
        'must be an object',
      ),
      // Whatever is missing on the way to the URL list, the message names the list.
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
    'must be a chain object',
  ),
  v.transform(({ id, name, nativeCurrency, rpcUrls, blockExplorers, testnet }): NetworkEntry => {
    const entry: NetworkEntry = {
      id,
      name,
      caipNetworkId: `eip155:${id}`,
      chainNamespace: 'eip155',
      nativeCurrency,
      rpcUrls: { default: { http: rpcUrls.default.http } },
      testnet: testnet ?? false,
    }
    if (blockExplorers) entry.blockExplorers = blockExplorers
    return entry
  }),
)
