import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useApp } from '../../state/context.js'
import { useIsMobile } from '../../state/useIsMobile.js'
import { Button, IconButton } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon, CloseIcon, SearchIcon, WalletIcon } from '../../ui/Icon/icons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useDebouncedValue } from '../../ui/useDebouncedValue.js'
import { VirtualGrid } from '../../ui/VirtualGrid/VirtualGrid.js'
import { useChooseWallet } from '../../wallets/useChooseWallet.js'
import { useAllWalletsList } from './useAllWalletsList.js'
import { WalletTile, WalletTileSkeleton } from './WalletTile.js'

const COLUMNS = 4
const ROW_HEIGHT = 116
/** Typing pause before a search is sent; SPEC §9 gives only the wait for its images (SEARCH_IMAGE_WAIT_MS). */
const SEARCH_DEBOUNCE_MS = 200
/** The list scrolls inside a fixed-height box, below the header and the search field. */
const LIST_HEIGHT = 'h-[min(432px,calc(var(--wm-card-max)_-_8.5rem))]'

export function AllWallets() {
  const [input, setInput] = useState('')
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS)
  const list = useAllWalletsList(search)
  const choose = useChooseWallet()
  const networks = useApp((state) => state.config.networks)
  const isMobile = useIsMobile()
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()

  // On a phone the keyboard would cover the list: focus the search only on larger screens.
  useEffect(() => {
    if (!isMobile) inputRef.current?.focus({ preventScroll: true })
  }, [isMobile])

  const settled = search === input.trim() && !list.searching && !list.pending
  const announcement = list.pending
    ? 'Loading wallets'
    : !settled
      ? ''
      : search !== ''
        ? list.wallets.length === 0
          ? `No wallet found for ${search}`
          : `${list.wallets.length} ${list.wallets.length === 1 ? 'wallet' : 'wallets'} found`
        : `${list.total} wallets`

  let body: ReactNode
  if (list.pending) {
    body = (
      <div
        aria-hidden="true"
        className={`grid grid-cols-4 content-start overflow-hidden px-3 ${LIST_HEIGHT}`}
      >
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be keyed by.
          <div key={index} className="h-[116px]">
            <WalletTileSkeleton />
          </div>
        ))}
      </div>
    )
  } else if (list.failed) {
    body = (
      <div className={`flex items-center justify-center px-4 ${LIST_HEIGHT}`}>
        <EmptyState
          icon={<AlertIcon />}
          title="Wallets could not be loaded"
          description="Check your connection, then try again."
          action={<Button onClick={list.retry}>Try again</Button>}
        />
      </div>
    )
  } else if (list.wallets.length === 0) {
    body = (
      <div className={`flex items-center justify-center px-4 ${LIST_HEIGHT}`}>
        {search !== '' ? (
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
  } else {
    body = (
      <VirtualGrid
        label={search === '' ? 'Wallets' : 'Search results'}
        itemCount={list.wallets.length}
        setSize={list.total}
        columns={COLUMNS}
        rowHeight={ROW_HEIGHT}
        resetKey={search}
        onEndReached={list.loadMore}
        className={`px-3 ${LIST_HEIGHT}`}
        renderItem={(index) => <WalletTile wallet={list.wallets[index]!} onChoose={choose} />}
        footer={
          list.loadingMore ? (
            <p className="flex h-14 items-center justify-center gap-2 text-muted text-sm">
              <Spinner size={16} /> Loading more wallets
            </p>
          ) : list.loadMoreFailed ? (
            <div className="flex h-14 items-center justify-center gap-3 text-muted text-sm">
              More wallets could not be loaded.
              <Button variant="secondary" onClick={list.loadMore}>
                Try again
              </Button>
            </div>
          ) : null
        }
      />
    )
  }

  return (
    <div className="flex flex-col">
      <div className="px-4 pb-2">
        <label htmlFor={inputId} className="sr-only">
          Search wallets
        </label>
        <div className="relative">
          <SearchIcon
            size={18}
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="Search wallet"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={64}
            className="h-11 w-full rounded-control border border-line bg-surface pr-10 pl-10 text-base outline-none transition-colors duration-150 placeholder:text-muted focus:border-accent [&::-webkit-search-cancel-button]:appearance-none"
          />
          {list.searching || search !== input.trim() ? (
            <Spinner size={16} className="absolute top-1/2 right-3.5 -translate-y-1/2 text-muted" />
          ) : input !== '' ? (
            <IconButton
              label="Clear search"
              onClick={() => {
                setInput('')
                inputRef.current?.focus()
              }}
              className="absolute top-1/2 right-0.5 size-9 -translate-y-1/2"
            >
              <CloseIcon size={16} />
            </IconButton>
          ) : null}
        </div>
      </div>
      {list.fallback ? (
        <div className="mx-4 mb-2 flex items-center gap-2 rounded-control bg-surface px-3 py-2 text-muted text-xs">
          <AlertIcon size={16} className="shrink-0 text-danger" />
          <span className="flex-1">The wallet directory is unreachable; showing the built-in list.</span>
          <button
            type="button"
            onClick={list.retry}
            className="shrink-0 font-semibold text-accent-text hover:underline"
          >
            Try again
          </button>
        </div>
      ) : null}
      {body}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

/** "Anvil", "Anvil and Base", "Anvil, Base and OP Mainnet". */
function networkNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? 'these networks'
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}
