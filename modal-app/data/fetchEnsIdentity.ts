import { createPublicClient, custom, isAddress } from 'viem'
import { mainnet } from 'viem/chains'
import { normalize } from 'viem/ens'
import type { NetworkEntry } from '../config/types.js'
import type { Identity } from './blockchainApi.js'
import { transportFor } from './nodeTransport.js'

/**
 * The account's ENS name and avatar, read over the network's own RPC: only on Ethereum mainnet, the chain ENS
 * lives on (SPEC §7's fallback); other chains have none, and are not asked.
 */
export async function fetchEnsIdentity(network: NetworkEntry, address: string): Promise<Identity> {
  if (network.caipNetworkId !== 'eip155:1' || !isAddress(address, { strict: false }))
    return { name: undefined, avatar: undefined }
  const client = createPublicClient({ chain: mainnet, transport: custom({ request: transportFor(network) }) })
  const name = await client.getEnsName({ address })
  if (!name) return { name: undefined, avatar: undefined }
  const avatar = await client.getEnsAvatar({ name: normalize(name) }).catch(() => null)
  return { name, avatar: avatar ?? undefined }
}
