import { queryOptions } from '@tanstack/react-query'
import { rulesOf } from '../../config/namespaces/index.js'
import type { NetworkEntry } from '../../config/types.js'
import type { AssetPolicy } from '../../data/assetUrl.js'
import { CACHE_PORTFOLIO_MS } from '../../data/constants.js'
import { fetchOnChainNfts } from '../../data/fetchOnChainNfts.js'
import { fetchNftMetadata } from '../../data/nftMetadata.js'

/**
 * The NFTs tab's tokens (portfolio: cached 30 s, SPEC §9), read only while the modal is open: Account stays drawn
 * while closed, with the NFTs tab perhaps the one selected, and a refetch then would read for nobody.
 */
export function nftsQueryOptions({
  network,
  address,
  open,
}: {
  network: NetworkEntry
  address: string
  open: boolean
}) {
  return queryOptions({
    queryKey: ['nfts', network.caipNetworkId, address] as const,
    queryFn: () => fetchOnChainNfts(network, address),
    staleTime: CACHE_PORTFOLIO_MS,
    enabled: open && rulesOf(network).portfolio,
  })
}

/**
 * One token's name and image from its metadata (a stranger's host, read under data/assetUrl.ts's rules), asked by
 * its card once drawn in an open modal; kept for the visit.
 */
export function nftMetadataQueryOptions({
  uri,
  policy,
  open,
}: {
  uri: string
  policy: AssetPolicy
  open: boolean
}) {
  return queryOptions({
    queryKey: ['nftMetadata', uri, policy] as const,
    queryFn: ({ signal }) => fetchNftMetadata(uri, policy, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: open && uri !== '',
  })
}
