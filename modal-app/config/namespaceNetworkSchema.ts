import * as v from 'valibot'
import type { Namespace } from '../../shared/protocol.js'
import { droppingRecord, HTTP_URL, list, NON_EMPTY_STRING } from './fieldSchemas.js'
import type { NetworkEntry } from './networkEntry.js'

const HTTP_URLS_MESSAGE = 'must be a non-empty array of http(s) URLs'

/** What sets one namespace's network objects apart: its CAIP-2 references and its native currency. */
type NamespaceRules = {
  namespace: Exclude<Namespace, 'eip155'>
  id: { pattern: RegExp; message: string }
  currency: { name: string; symbol: string; decimals: number }
  /** Why the decimals are fixed, for the error: `must be 9: lamports`. */
  decimalsMessage: string
}

/**
 * A network of a namespace other than eip155 that the app defines itself (a local validator or node, a private
 * chain), as AppKit's custom networks are written: `{ chainNamespace, id, name, rpcUrls, nativeCurrency?,
 * blockExplorers?, testnet? }`. The result is a {@link NetworkEntry} with `caipNetworkId` `{namespace}:{id}` and the
 * namespace's currency unless it says otherwise (with the same decimals).
 */
export function namespaceNetworkSchema({ namespace, id, currency, decimalsMessage }: NamespaceRules) {
  return v.pipe(
    droppingRecord(
      {
        chainNamespace: v.literal(namespace, `must be '${namespace}'`),
        id: v.pipe(v.string(id.message), v.regex(id.pattern, id.message)),
        name: NON_EMPTY_STRING,
        nativeCurrency: v.optional(
          droppingRecord(
            {
              name: NON_EMPTY_STRING,
              symbol: NON_EMPTY_STRING,
              decimals: v.literal(currency.decimals, decimalsMessage),
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
        caipNetworkId: `${namespace}:${id}`,
        chainNamespace: namespace,
        nativeCurrency: nativeCurrency ?? currency,
        rpcUrls: { default: { http: rpcUrls.default.http } },
        testnet: testnet ?? false,
      }
      if (blockExplorers) entry.blockExplorers = blockExplorers
      return entry
    }),
  )
}
