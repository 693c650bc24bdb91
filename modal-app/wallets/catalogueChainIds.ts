// CAIP-2 ids of the networks the catalogue names. A wallet's `chains` lists those it is known to support; the
// lists are not exhaustive (most EVM wallets also add custom networks), they drive SPEC §5's chain filter.
export const ETHEREUM = 'eip155:1'
export const OPTIMISM = 'eip155:10'
export const BSC = 'eip155:56'
export const POLYGON = 'eip155:137'
export const BASE = 'eip155:8453'
export const ARBITRUM = 'eip155:42161'
export const AVALANCHE = 'eip155:43114'
export const RONIN = 'eip155:2020'
export const CELO = 'eip155:42220'
export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
export const COSMOS_HUB = 'cosmos:cosmoshub-4'

export const EVM = [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE]
