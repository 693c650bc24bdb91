import * as v from 'valibot'
import { droppingRecord, HTTP_URL, list, NON_EMPTY_STRING } from './fieldSchemas.js'
import type { SupportedNamespace } from './namespaces/supportedNamespace.js'
import type { NetworkEntry } from './networkEntry.js'

const HTTP_URLS_MESSAGE = 'must be a non-empty array of http(s) URLs'

/**
 * The fields every network object shares, whatever its namespace: where its reads go (`rpcUrls`, the messages
 * naming the URL list whatever is missing on the way to it), its explorer and whether it is a testnet.
 */
export const NETWORK_ENDPOINT_FIELDS = {
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
}

type Checked = {
  id: NetworkEntry['id']
  name: string
  nativeCurrency: NetworkEntry['nativeCurrency']
  rpcUrls: { default: { http: string[] } }
  blockExplorers?: NetworkEntry['blockExplorers']
  testnet?: boolean | undefined
}

/** The {@link NetworkEntry} of a checked network object on `namespace` (other fields are dropped). */
export function networkEntryOf(namespace: SupportedNamespace, checked: Checked): NetworkEntry {
  const { id, name, nativeCurrency, rpcUrls, blockExplorers, testnet } = checked
  const entry: NetworkEntry = {
    id,
    name,
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    nativeCurrency,
    rpcUrls: { default: { http: rpcUrls.default.http } },
    testnet: testnet ?? false,
  }
  if (blockExplorers) entry.blockExplorers = blockExplorers
  return entry
}
