import { defineChain, type EIP1193RequestFn, fallback, http } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_POLL_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_STABILITY_WEIGHT,
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from './rpcConstants.js'

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
  const [only] = transports
  const transport =
    only !== undefined && transports.length === 1
      ? only
      : fallback(transports, {
          rank: {
            interval: FALLBACK_POLL_INTERVAL_MS,
            sampleCount: FALLBACK_SAMPLE_COUNT,
            weights: { stability: FALLBACK_STABILITY_WEIGHT, latency: FALLBACK_LATENCY_WEIGHT },
          },
        })
  return transport({ chain, retryCount: RPC_RETRY_COUNT }).request
}

const transports = new Map<string, EIP1193RequestFn>()

/** One transport per network, kept for the modal's lifetime (its batching and ranking need that). */
export function transportFor(network: NetworkEntry): EIP1193RequestFn {
  const transport = transports.get(network.caipNetworkId) ?? createTransport(network)
  transports.set(network.caipNetworkId, transport)
  return transport
}
