import * as v from 'valibot'
import { DEFAULT_CHAIN } from './defaults.js'
import { atIndex, list } from './fieldSchemas.js'
import { isRecord } from './isRecord.js'
import { isSupportedNamespace, NAMESPACE_RULES, PROVIDER_NAMESPACE } from './namespaces/index.js'
import type { NetworkEntry } from './networkEntry.js'
import { getBuiltinNetwork } from './networks.js'
import { shortenForMessage } from './shortenForMessage.js'

const NETWORKS_MESSAGE = 'must be a non-empty array'

/** A CAIP id names a built-in network; an unknown one says how to pass the network instead. */
const builtinNetwork = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const network = getBuiltinNetwork(dataset.value)
    if (network) return network
    const id = shortenForMessage(dataset.value)
    addIssue({
      message: `Network Not Found: {path} '${id}' is not a built-in network\n\nPass a viem chain object for this network instead of its CAIP id.`,
    })
    return NEVER
  }),
)

/**
 * The namespace a network object names with its `chainNamespace` (a Solana or Bitcoin one); undefined for the rest,
 * viem chains, which are the provider's (eip155).
 */
const taggedNamespace = (value: unknown) =>
  isRecord(value) && value.chainNamespace !== PROVIDER_NAMESPACE && isSupportedNamespace(value.chainNamespace)
    ? value.chainNamespace
    : undefined

/** The schema of a network object by its `chainNamespace`: its namespace's, else a viem chain's. */
const networkObject = (value: unknown) =>
  NAMESPACE_RULES[taggedNamespace(value) ?? PROVIDER_NAMESPACE].networkSchema

/**
 * `networks`: viem `Chain`-shaped objects, network objects of another namespace (with its `chainNamespace`) or
 * CAIP ids of built-ins, each once; Ethereum when unset.
 */
export const networksSchema = v.optional(
  v.pipe(
    list(
      v.lazy((value) => (typeof value === 'string' ? builtinNetwork : networkObject(value))),
      NETWORKS_MESSAGE,
    ),
    v.minLength(1, NETWORKS_MESSAGE),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const ids = dataset.value.map((network: NetworkEntry) => network.caipNetworkId)
      const index = ids.findIndex((id, index) => ids.indexOf(id) !== index)
      if (index !== -1) addIssue({ message: `repeats ${ids[index]}`, path: atIndex(dataset.value, index) })
    }),
  ),
  () => [DEFAULT_CHAIN],
)

type NetworkReference =
  | string
  | v.InferInput<(typeof NAMESPACE_RULES)[keyof typeof NAMESPACE_RULES]['networkSchema']>
  | Pick<NetworkEntry, 'caipNetworkId'>

/** `defaultNetwork`, as the CAIP id it names: a CAIP id, a chain object (by `id`) or a network entry. */
export const defaultNetworkSchema = v.optional(
  v.pipe(
    v.custom<NetworkReference>(
      (value) =>
        typeof value === 'string' ||
        (isRecord(value) &&
          (typeof value.caipNetworkId === 'string' ||
            typeof value.id === 'number' ||
            (taggedNamespace(value) !== undefined && typeof value.id === 'string'))),
      'must be a CAIP network id or a chain object',
    ),
    v.transform((value) => {
      if (typeof value === 'string') return value
      if ('caipNetworkId' in value && typeof value.caipNetworkId === 'string') return value.caipNetworkId
      return `${taggedNamespace(value) ?? PROVIDER_NAMESPACE}:${(value as { id: number | string }).id}`
    }),
  ),
)
