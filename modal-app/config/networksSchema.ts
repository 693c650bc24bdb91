import * as v from 'valibot'
import { isOneOf } from '../../shared/guards.js'
import { NAMESPACES } from '../../shared/protocol.js'
import { DEFAULT_CHAIN } from './defaults.js'
import { atIndex, list } from './fieldSchemas.js'
import { isRecord } from './isRecord.js'
import {
  isSupportedNamespace,
  NAMESPACE_RULES,
  PROVIDER_NAMESPACE,
  SUPPORTED_NAMESPACES,
} from './namespaces/index.js'
import type { NetworkEntry } from './networkEntry.js'
import { getBuiltinNetwork } from './networks.js'
import { shortenForMessage } from './shortenForMessage.js'

const NETWORKS_MESSAGE = 'must be a non-empty array'

const NAMESPACE_NAMES = SUPPORTED_NAMESPACES.map((namespace) => `'${namespace}'`).join(', ')

/**
 * SPEC §5: a network of a namespace the modal has no adapter for (SPEC §3's polkadot and cosmos, or one it does not
 * know) is refused, never read as another namespace's.
 */
const noAdapterMessage = (namespace: string) =>
  `{path}'s namespace '${shortenForMessage(namespace)}' has no adapter in this modal\n\nThis modal's namespaces: ${NAMESPACE_NAMES}.`

/**
 * A CAIP id names a built-in network; an unknown one says how to pass the network instead, or, of a namespace without
 * an adapter, that it has none.
 */
const builtinNetwork = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const network = getBuiltinNetwork(dataset.value)
    if (network) return network
    const namespace = dataset.value.split(':')[0]
    if (dataset.value.includes(':') && isOneOf(NAMESPACES, namespace) && !isSupportedNamespace(namespace)) {
      addIssue({ message: noAdapterMessage(namespace) })
      return NEVER
    }
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

/**
 * The schema of a network object by its `chainNamespace`: its namespace's, else (none given) a viem chain's. A
 * `chainNamespace` the modal has no adapter for is refused: read as a viem chain, it would become an eip155 network.
 */
const networkObject = (value: unknown) => {
  const namespace = isRecord(value) ? value.chainNamespace : undefined
  if (namespace === undefined || isSupportedNamespace(namespace))
    return NAMESPACE_RULES[namespace ?? PROVIDER_NAMESPACE].networkSchema
  return v.custom<never>(
    () => false,
    typeof namespace === 'string'
      ? noAdapterMessage(namespace)
      : `{path}.chainNamespace must be one of ${NAMESPACE_NAMES}`,
  )
}

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
