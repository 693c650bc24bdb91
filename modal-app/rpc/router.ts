import { defineChain, type EIP1193RequestFn, fallback, http, numberToHex } from 'viem'
import {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_POLL_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_STABILITY_WEIGHT,
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '../../shared/constants.js'
import { rpcErrors } from '../../shared/errors/codes.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import type { RequestArguments } from '../../shared/protocol.js'
import { classifyMethod } from '../../shared/rpc-policy.js'
import type { NetworkEntry } from '../config/types.js'
import type { Store } from '../state/store.js'

/** Checks the shape of a request from the host page, which is untrusted. */
export function parseRequest(args: unknown): RequestArguments {
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    throw new ProviderRpcError(-32600, 'Invalid request: expected an object { method, params }')
  const { method, params } = args as Record<string, unknown>
  if (typeof method !== 'string' || method === '')
    throw new ProviderRpcError(-32600, 'Invalid request: method must be a non-empty string')
  if (params !== undefined && (typeof params !== 'object' || params === null))
    throw new ProviderRpcError(-32602, 'Invalid params: params must be an array or an object')
  return params === undefined ? { method } : { method, params: params as RequestArguments['params'] }
}

/** The active network's RPC through viem transports, with SPEC §9's timeout, retries, batching and ranking. */
function createTransport(network: NetworkEntry): EIP1193RequestFn {
  const chain = defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
  })
  const transports = network.rpcUrls.default.http.map((url) =>
    http(url, {
      timeout: RPC_TIMEOUT_MS,
      retryCount: RPC_RETRY_COUNT,
      retryDelay: RPC_RETRY_DELAY_MS,
      batch: { batchSize: RPC_BATCH_SIZE },
    }),
  )
  const transport =
    transports.length === 1
      ? transports[0]!
      : fallback(transports, {
          rank: {
            interval: FALLBACK_POLL_INTERVAL_MS,
            sampleCount: FALLBACK_SAMPLE_COUNT,
            weights: { stability: FALLBACK_STABILITY_WEIGHT, latency: FALLBACK_LATENCY_WEIGHT },
          },
        })
  return transport({ chain, retryCount: RPC_RETRY_COUNT }).request
}

/** A node's error keeps its JSON-RPC code; a transport failure becomes -32603 with viem's short message. */
function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const { code, shortMessage, message, data } = error as {
    code?: unknown
    shortMessage?: string
    message?: string
    data?: unknown
  }
  const text = shortMessage ?? message ?? 'Something went wrong'
  return typeof code === 'number' ? new ProviderRpcError(code, text, data) : rpcErrors.internal(text)
}

/**
 * Answers the dapp's EIP-1193 requests (ARCHITECTURE.md, "RPC routing"). Wallet methods need a connected
 * wallet; until a connector is connected they answer 4100.
 */
export function createRpcRouter(store: Store) {
  const transports = new Map<string, EIP1193RequestFn>()
  const transportFor = (network: NetworkEntry) => {
    const transport = transports.get(network.caipNetworkId) ?? createTransport(network)
    transports.set(network.caipNetworkId, transport)
    return transport
  }

  return async function request(args: unknown): Promise<unknown> {
    const { method, params } = parseRequest(args)
    const { network, address, status } = store.get()
    const kind = classifyMethod(method)
    if (kind === 'disallowed') throw rpcErrors.notAllowed()
    if (network.chainNamespace !== 'eip155') throw rpcErrors.notAllowed()
    switch (method) {
      case 'eth_chainId':
        return numberToHex(Number(network.id))
      case 'net_version':
        return String(network.id)
      case 'eth_accounts':
        return status === 'connected' && address ? [address] : []
    }
    if (kind === 'safe') {
      try {
        return await transportFor(network)({ method, params } as Parameters<EIP1193RequestFn>[0])
      } catch (error) {
        throw toProviderError(error)
      }
    }
    throw rpcErrors.unauthorized('Connect a wallet first: no wallet is connected to this app')
  }
}
