import type { NetworkEntry } from '../../config/types.js'

/** SPEC §8's messages of a network the swap calls do not serve. */
export const SWAPS_NOT_SUPPORTED = 'Network not supported for Swaps'
export const GAS_PRICE_NOT_SUPPORTED = 'Network not supported for Gas Price'

/** SPEC §9's swap-supported eip155 chain ids. */
const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

/**
 * Whether swaps are offered on `network`: one of SPEC §9's chains, or one the deployment's Blockchain API serves
 * swaps on (`swapNetworks`, such as a local chain).
 */
export const swapsOn = (
  network: Pick<NetworkEntry, 'caipNetworkId'>,
  swapNetworks: readonly string[],
): boolean =>
  swapNetworks.includes(network.caipNetworkId) ||
  SWAP_CHAIN_IDS.some((id) => network.caipNetworkId === `eip155:${id}`)
