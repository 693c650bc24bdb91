import { useEffect, useId, useRef } from 'react'
import { IconButton } from '../../ui/Button/Button.js'
import { CloseIcon } from '../../ui/Icon/icons.js'
import { SearchIcon } from '../../ui/Icon/viewIcons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useIsMobile } from '../../ui/viewport.js'

/** AllWallets' search field: a spinner while a search is on its way, else a clear button once something is typed. */
export function WalletSearchField({
  value,
  onChange,
  busy,
}: {
  value: string
  onChange(value: string): void
  /** A search is debouncing or loading. */
  busy: boolean
}) {
  const isMobile = useIsMobile()
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()

  // On a phone the keyboard would cover the list: focus the search only on larger screens. Only when the frame
  // has focus (the visitor came here in the modal), never taking it from the dapp's page.
  useEffect(() => {
    if (!isMobile && document.hasFocus()) inputRef.current?.focus({ preventScroll: true })
  }, [isMobile])

  return (
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
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search wallet"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={64}
          className="h-11 w-full rounded-control border border-line bg-surface pr-10 pl-10 text-base outline-none transition-colors duration-150 placeholder:text-muted focus:border-accent [&::-webkit-search-cancel-button]:appearance-none"
        />
        {busy ? (
          <Spinner size={16} className="absolute top-1/2 right-3.5 -translate-y-1/2 text-muted" />
        ) : value !== '' ? (
          <IconButton
            label="Clear search"
            onClick={() => {
              onChange('')
              inputRef.current?.focus()
            }}
            className="absolute top-1/2 right-0.5 size-9 -translate-y-1/2"
          >
            <CloseIcon size={16} />
          </IconButton>
        ) : null}
      </div>
    </div>
  )
}
