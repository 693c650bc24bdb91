import { useMemo } from 'react'
import type { BrowserWallet } from '../../store/store.js'
import { useIsMobile } from '../../ui/viewport.js'
import { connectGroups } from '../../wallets/connectGroups.js'
import { orderConnectorGroups } from '../../wallets/orderConnectorGroups.js'
import type { ConnectorGroup } from '../../wallets/types.js'
import { useApp, useCanOpen } from '../context.js'
import { useRecentWalletIds } from '../recentWalletQueries.js'
import { useChooseWallet } from '../useChooseWallet.js'
import { useRecommendedWallets, useWalletPages, useWalletsById } from '../walletQueries.js'
import { AllWalletsRow } from './AllWalletsRow.js'
import { CatalogueWalletRows } from './CatalogueWalletRows.js'
import { PasskeyRow } from './PasskeyRow.js'
import { useWalletConnectRow, WalletConnectRow } from './WalletConnectRow.js'
import { WalletList } from './WalletList.js'

const GROUP_LABELS: Record<Exclude<ConnectorGroup, 'injected'>, string> = {
  walletConnect: 'WalletConnect',
  recent: 'Recent wallets',
  featured: 'Featured wallets',
  custom: "The app's wallets",
  external: 'Other wallets',
  recommended: 'Recommended wallets',
}

/**
 * The Connect view's wallet method: SPEC §3's connector groups in order (the app may override it), the host page's
 * wallets among them, then "All wallets" when the `allWallets` option allows it.
 */
export function WalletGroups({ wallets: announced }: { wallets: readonly BrowserWallet[] }) {
  const featuredIds = useApp((state) => state.config.featuredWalletIds)
  const excludeIds = useApp((state) => state.config.excludeWalletIds)
  const custom = useApp((state) => state.config.customWallets)
  const order = useApp((state) => state.config.connectorGroupOrder)
  const allWallets = useApp((state) => state.config.allWallets)
  const canListWallets = useCanOpen('AllWallets')
  const isMobile = useIsMobile()
  const choose = useChooseWallet()
  const walletConnect = useWalletConnectRow()

  const recentIds = useRecentWalletIds()
  const recent = useWalletsById(recentIds)
  const featured = useWalletsById(featuredIds)
  const excluded = useWalletsById(excludeIds)
  const notRecommended = useMemo(() => [...featuredIds, ...recentIds], [featuredIds, recentIds])
  const recommended = useRecommendedWallets(notRecommended)

  const showAllWallets =
    canListWallets && (allWallets === 'SHOW' || (allWallets === 'ONLY_MOBILE' && isMobile))
  const pages = useWalletPages(showAllWallets)
  const firstPage = pages.data?.pages[0]
  const count = firstPage === undefined ? undefined : firstPage.count + custom.length

  const groups = connectGroups({
    order: orderConnectorGroups(order),
    announced,
    recent,
    featured,
    custom,
    recommended,
    exclusions: { ids: excludeIds, wallets: excluded },
    isMobile,
  })

  // With no host wallet, WalletList says so; only worth the room when there is no other wallet to offer.
  const hasOtherRows =
    walletConnect || groups.some((entry) => entry.group !== 'injected' && entry.wallets.length > 0)

  return (
    <div className="flex flex-col gap-2">
      {/* The passkey wallet first, where the deployment offers it: in this chunk, not the startup bundle. */}
      <PasskeyRow />
      {groups.map((entry) =>
        entry.group === 'walletConnect' ? (
          <WalletConnectRow key={entry.group} />
        ) : entry.group === 'injected' ? (
          entry.wallets.length === 0 && hasOtherRows ? null : (
            <WalletList key={entry.group} wallets={entry.wallets} />
          )
        ) : entry.wallets.length === 0 ? null : (
          <CatalogueWalletRows
            key={entry.group}
            label={GROUP_LABELS[entry.group]}
            wallets={entry.wallets}
            tag={entry.group === 'recent' ? 'Recent' : undefined}
            onChoose={choose}
          />
        ),
      )}
      {showAllWallets ? <AllWalletsRow count={count} /> : null}
    </div>
  )
}
