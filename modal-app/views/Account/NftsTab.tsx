import { useQuery } from '@tanstack/react-query'
import { rulesOf } from '../../config/namespaces/index.js'
import type { NetworkEntry } from '../../config/types.js'
import type { OwnedNft } from '../../data/accountTypes.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { ImageIcon } from '../../ui/Icon/icons.js'
import { nftsQueryOptions } from './nftsQuery.js'
import { TabError, TabLoading } from './TabStatus.js'

/** The NFTs tab: image, name and collection of each NFT the account holds on the network (SPEC §2). */
export function NftsTab({ network, address }: { network: NetworkEntry; address: string }) {
  const nfts = useQuery(nftsQueryOptions({ network, address }))

  if (!rulesOf(network).portfolio)
    return (
      <EmptyState
        headingLevel={3}
        icon={<ImageIcon />}
        title="NFTs unavailable"
        description={`NFTs are not available on ${network.name}.`}
      />
    )
  if (nfts.isPending) return <TabLoading label="Loading NFTs" rows={2} />
  if (nfts.isError)
    return (
      <TabError
        title="NFTs unavailable"
        description={`Could not read your NFTs on ${network.name}.`}
        onRetry={() => nfts.refetch()}
        retrying={nfts.isFetching}
      />
    )
  if (nfts.data.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        icon={<ImageIcon />}
        title="No NFTs yet"
        description="Collectibles you own will show up here."
      />
    )
  return (
    <ul aria-label="NFTs" className="grid grid-cols-2 gap-3 py-3">
      {nfts.data.map((nft) => (
        <NftCard key={`${nft.contract}:${nft.tokenId}`} nft={nft} />
      ))}
    </ul>
  )
}

function NftCard({ nft }: { nft: OwnedNft }) {
  return (
    <li className="flex flex-col gap-2 rounded-control bg-surface p-2">
      {nft.imageUrl === undefined ? (
        <div
          aria-hidden="true"
          className="flex aspect-square w-full items-center justify-center rounded-inner bg-surface-strong text-muted"
        >
          <ImageIcon />
        </div>
      ) : (
        <img
          src={nft.imageUrl}
          alt={nft.name}
          loading="lazy"
          className="aspect-square w-full rounded-inner bg-surface-strong object-cover"
        />
      )}
      <div className="min-w-0 px-1">
        <p className="truncate font-semibold text-sm">{nft.name}</p>
        <p className="truncate text-muted text-xs">{nft.collection}</p>
      </div>
    </li>
  )
}
