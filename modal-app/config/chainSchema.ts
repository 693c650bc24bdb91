import * as v from 'valibot'
import { droppingRecord, NON_EMPTY_STRING } from './fieldSchemas.js'
import { NETWORK_ENDPOINT_FIELDS, networkEntryOf } from './networkEndpointsSchema.js'
import type { NetworkEntry } from './networkEntry.js'

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
      ...NETWORK_ENDPOINT_FIELDS,
    },
    'must be a chain object',
  ),
  v.transform((checked): NetworkEntry => networkEntryOf('eip155', checked)),
)
