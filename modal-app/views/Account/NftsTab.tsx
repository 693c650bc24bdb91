import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { rulesOf } from '../../config/namespaces/index.js'
import type { NetworkEntry } from '../../config/types.js'
import type { OwnedNft } from '../../data/accountTypes.js'
import type { AssetPolicy } from '../../data/assetUrl.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { ImageIcon } from '../../ui/Icon/viewIcons.js'
import { useApp } from '../context.js'
import { NftCard } from './NftCard.js'
import { nftsQueryOptions } from './nftsQuery.js'
import { TabError, TabLoading } from './TabStatus.js'

/**
 * The NFTs tab: image, name and collection of each NFT the account holds on the network (SPEC §2). NFTs from
 * contracts the account never used are hidden as spam until the user shows them.
 */
export function NftsTab({ network, address }: { network: NetworkEntry; address: string }) {
  const open = useApp((state) => state.open)
  const gateway = useApp((state) => state.config.ipfsGateway)
  const nfts = useQuery(nftsQueryOptions({ network, address, open }))
  // The network's own RPC may serve its tokens' metadata (a local chain's does), whatever its host.
  const policy = useMemo<AssetPolicy>(
    () => ({ gateway, trustedOrigins: network.rpcUrls.default.http.map((url) => new URL(url).origin) }),
    [gateway, network],
  )

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
  const shown = nfts.data.filter((nft) => !nft.spam)
  const hidden = nfts.data.filter((nft) => nft.spam)
  return (
    <div className="flex flex-col gap-1 py-3">
      {shown.length > 0 ? (
        <NftGrid label="NFTs" nfts={shown} policy={policy} />
      ) : (
        <EmptyState
          headingLevel={3}
          icon={<ImageIcon />}
          title="No NFTs yet"
          description="Collectibles you own will show up here."
        />
      )}
      {hidden.length > 0 ? <HiddenNfts nfts={hidden} policy={policy} /> : null}
    </div>
  )
}

function NftGrid({
  label,
  nfts,
  policy,
  id,
}: {
  label: string
  nfts: OwnedNft[]
  policy: AssetPolicy
  id?: string
}) {
  return (
    <ul id={id} aria-label={label} className="grid grid-cols-2 gap-3">
      {nfts.map((nft) => (
        <NftCard key={`${nft.contract}:${nft.tokenId}`} nft={nft} policy={policy} />
      ))}
    </ul>
  )
}

/** The NFTs hidden as spam, behind a disclosure button: their metadata is read only once they are shown. */
function HiddenNfts({ nfts, policy }: { nfts: OwnedNft[]; policy: AssetPolicy }) {
  const [showing, setShowing] = useState(false)
  const listId = useId()
  const hintId = useId()
  return (
    <div className="mt-3 flex flex-col gap-3">
      <div className="flex flex-col items-center gap-1 text-center">
        <button
          type="button"
          aria-expanded={showing}
          aria-controls={showing ? listId : undefined}
          aria-describedby={hintId}
          onClick={() => setShowing((value) => !value)}
          className="h-9 rounded-full bg-surface px-4 font-semibold text-sm transition-colors duration-150 hover:bg-surface-strong"
        >
          {showing ? `Hide ${nfts.length} hidden` : `Show ${nfts.length} hidden`}
        </button>
        <p id={hintId} className="text-muted text-xs">
          From contracts you never used: possibly spam.
        </p>
      </div>
      {showing ? <NftGrid id={listId} label="Possible spam" nfts={nfts} policy={policy} /> : null}
    </div>
  )
}
