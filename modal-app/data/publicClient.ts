import { createPublicClient, custom, defineChain, type PublicClient } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import { transportFor } from './nodeTransport.js'

const clients = new Map<string, PublicClient>()

/** A viem public client over the network's own RPC transport (SPEC §9's timeouts, retries, batching). */
export function publicClientFor(network: NetworkEntry): PublicClient {
  const existing = clients.get(network.caipNetworkId)
  if (existing) return existing
  const request = transportFor(network)
  const client = createPublicClient({
    chain: defineChain({
      id: Number(network.id),
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: network.rpcUrls.default.http } },
    }),
    // The transport already retries: one attempt here.
    transport: custom({ request }, { retryCount: 0 }),
  })
  clients.set(network.caipNetworkId, client)
  return client
}
