import { useQuery } from '@tanstack/react-query'
import type { OwnedNft } from '../../data/accountTypes.js'
import type { AssetPolicy } from '../../data/assetUrl.js'
import { ImageIcon } from '../../ui/Icon/viewIcons.js'
import { useApp } from '../context.js'
import { nftMetadataQueryOptions } from './nftsQuery.js'

/** One NFT: its image and name from its metadata once read (else a placeholder and `{collection} #{id}`). */
export function NftCard({ nft, policy }: { nft: OwnedNft; policy: AssetPolicy }) {
  const open = useApp((state) => state.open)
  const metadata = useQuery(nftMetadataQueryOptions({ uri: nft.uri, policy, open })).data
  const name = metadata?.name ?? nft.name
  return (
    <li className="flex flex-col gap-2 rounded-control bg-surface p-2">
      {metadata?.imageUrl === undefined ? (
        <div
          aria-hidden="true"
          className="flex aspect-square w-full items-center justify-center rounded-inner bg-surface-strong text-muted"
        >
          <ImageIcon />
        </div>
      ) : (
        <img
          src={metadata.imageUrl}
          alt={name}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="aspect-square w-full rounded-inner bg-surface-strong object-cover"
        />
      )}
      <div className="min-w-0 px-1">
        <p className="truncate font-semibold text-sm">{name}</p>
        <p className="truncate text-muted text-xs">{nft.collection}</p>
      </div>
    </li>
  )
}
