import { useState } from 'react'
import { AlertIcon } from '../../ui/Icon/icons.js'
import { useDebouncedValue } from '../../ui/useDebouncedValue.js'
import { AllWalletsGrid } from './AllWalletsGrid.js'
import { type AllWalletsList, useAllWalletsList } from './useAllWalletsList.js'
import { WalletSearchField } from './WalletSearchField.js'

/** Typing pause before a search is sent; SPEC §9 gives only the wait for its images (SEARCH_IMAGE_WAIT_MS). */
const SEARCH_DEBOUNCE_MS = 200

export function AllWallets() {
  const [input, setInput] = useState('')
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS)
  const list = useAllWalletsList(search)
  const settled = search === input.trim() && !list.searching && !list.pending

  return (
    <div className="flex flex-col">
      <WalletSearchField value={input} onChange={setInput} busy={list.searching || search !== input.trim()} />
      {list.fallback ? <DirectoryFallbackNotice onRetry={list.retry} /> : null}
      <AllWalletsGrid list={list} search={search} />
      <p role="status" className="sr-only">
        {listAnnouncement(list, search, settled)}
      </p>
    </div>
  )
}

/** The wallet directory failed and the built-in catalogue is shown instead. */
function DirectoryFallbackNotice({ onRetry }: { onRetry(): void }) {
  return (
    <div className="mx-4 mb-2 flex items-center gap-2 rounded-control bg-surface px-3 py-2 text-muted text-xs">
      <AlertIcon size={16} className="shrink-0 text-danger" />
      <span className="flex-1">The wallet directory is unreachable; showing the built-in list.</span>
      <button
        type="button"
        onClick={onRetry}
        className="shrink-0 font-semibold text-accent-text hover:underline"
      >
        Try again
      </button>
    </div>
  )
}

/** What the status region announces: loading, the number found, or nothing while a search is unsettled. */
function listAnnouncement(list: AllWalletsList, search: string, settled: boolean): string {
  if (list.pending) return 'Loading wallets'
  if (!settled) return ''
  if (search === '') return `${list.total} wallets`
  if (list.wallets.length === 0) return `No wallet found for ${search}`
  return `${list.wallets.length} ${list.wallets.length === 1 ? 'wallet' : 'wallets'} found`
}
