import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon, WalletIcon } from '../../ui/Icon/icons.js'
import { SearchIcon } from '../../ui/Icon/viewIcons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { VirtualGrid } from '../../ui/VirtualGrid/VirtualGrid.js'
import { useApp } from '../context.js'
import { useChooseWallet } from '../useChooseWallet.js'
import type { AllWalletsList } from './useAllWalletsList.js'
import { WalletTile, WalletTileSkeleton } from './WalletTile.js'

const COLUMNS = 4
const ROW_HEIGHT = 116
/** The list scrolls inside a fixed-height box, below the header and the search field. */
const LIST_HEIGHT = 'h-[min(432px,calc(var(--wm-card-max)_-_8.5rem))]'

/** Placeholder tiles while the first page loads (hidden from assistive technology: the status says it). */
function WalletGridSkeleton() {
  return (
    <div aria-hidden="true" className={`grid grid-cols-4 content-start overflow-hidden px-3 ${LIST_HEIGHT}`}>
      {Array.from({ length: 12 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be keyed by.
        <div key={index} className="h-[116px]">
          <WalletTileSkeleton />
        </div>
      ))}
    </div>
  )
}

/** Nothing to list: loading failed, the search matched nothing, or no wallet supports the app's networks. */
function WalletGridEmpty({ list, search }: { list: AllWalletsList; search: string }) {
  const networks = useApp((state) => state.config.networks)
  return (
    <div className={`flex items-center justify-center px-4 ${LIST_HEIGHT}`}>
      {list.failed ? (
        <EmptyState
          icon={<AlertIcon />}
          title="Wallets could not be loaded"
          description="Check your connection, then try again."
          action={<Button onClick={list.retry}>Try again</Button>}
        />
      ) : search !== '' ? (
        <EmptyState
          icon={<SearchIcon />}
          title="No wallet found"
          description={`No wallet matches “${search}”. Check the spelling, or search for another name.`}
        />
      ) : (
        <EmptyState
          icon={<WalletIcon />}
          title="No wallets for these networks"
          description={`No wallet in the catalogue supports ${networkNames(networks.map((network) => network.name))}.`}
        />
      )}
    </div>
  )
}

/** Below the last row: the next page loading, or its failure with a retry. */
function LoadMoreFooter({ list }: { list: AllWalletsList }) {
  if (list.loadingMore)
    return (
      <p className="flex h-14 items-center justify-center gap-2 text-muted text-sm">
        <Spinner size={16} /> Loading more wallets
      </p>
    )
  if (list.loadMoreFailed)
    return (
      <div className="flex h-14 items-center justify-center gap-3 text-muted text-sm">
        More wallets could not be loaded.
        <Button variant="secondary" onClick={list.loadMore}>
          Try again
        </Button>
      </div>
    )
  return null
}

/** AllWallets' list: placeholders, an empty state, or the virtualised grid of wallet tiles. */
export function AllWalletsGrid({ list, search }: { list: AllWalletsList; search: string }) {
  const choose = useChooseWallet()
  if (list.pending) return <WalletGridSkeleton />
  if (list.failed || list.wallets.length === 0) return <WalletGridEmpty list={list} search={search} />
  return (
    <VirtualGrid
      label={search === '' ? 'Wallets' : 'Search results'}
      itemCount={list.wallets.length}
      setSize={list.total}
      columns={COLUMNS}
      rowHeight={ROW_HEIGHT}
      resetKey={search}
      onEndReached={list.loadMore}
      className={`px-3 ${LIST_HEIGHT}`}
      renderItem={(index) => {
        const wallet = list.wallets[index]
        return wallet && <WalletTile wallet={wallet} onChoose={choose} />
      }}
      footer={<LoadMoreFooter list={list} />}
    />
  )
}

/** "Anvil", "Anvil and Base", "Anvil, Base and OP Mainnet". */
function networkNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? 'these networks'
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}
