import * as v from 'valibot'
import { droppingRecord, NON_EMPTY_STRING } from './fieldSchemas.js'
import type { SupportedNamespace } from './namespaces/supportedNamespace.js'
import { NETWORK_ENDPOINT_FIELDS, networkEntryOf } from './networkEndpointsSchema.js'
import type { NetworkEntry } from './networkEntry.js'

/** What sets one namespace's network objects apart: its CAIP-2 references and its native currency. */
type NetworkObjectRules = {
  namespace: SupportedNamespace
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
export function namespaceNetworkSchema({ namespace, id, currency, decimalsMessage }: NetworkObjectRules) {
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
        ...NETWORK_ENDPOINT_FIELDS,
      },
      'must be a network object',
    ),
    v.transform(
      ({ nativeCurrency, ...checked }): NetworkEntry =>
        networkEntryOf(namespace, { ...checked, nativeCurrency: nativeCurrency ?? currency }),
    ),
  )
}
