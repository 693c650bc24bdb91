import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { NameSuggestion } from '../../data/profileApi.js'
import {
  ERROR_FETCHING_SUGGESTIONS,
  labelOf,
  NAME_SUFFIX,
  NAME_ZONE,
  nameProblem,
} from '../../lib/profileNames.js'
import { activeNetwork, connectedAddress } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { AlertIcon, CheckIcon } from '../../ui/Icon/icons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useDebouncedValue } from '../../ui/useDebouncedValue.js'
import { useProfileApi } from '../Account/useBlockchainApi.js'
import { useApp } from '../context.js'
import { NoWalletConnected } from '../NoWalletConnected.js'
import { useRegisterName } from './useRegisterName.js'

/** Suggestions are asked once typing pauses this long. */
const SUGGESTIONS_DEBOUNCE_MS = 300
const SUGGESTIONS_STALE_MS = 30_000

const FIELD_CLASS = 'h-12 min-w-0 flex-1 bg-transparent px-3 text-base outline-none placeholder:text-muted'

/** SPEC §2's RegisterAccountName: a name for the connected eip155 account, with suggestions as the user types. */
export function RegisterAccountName() {
  const address = useApp(connectedAddress)
  const network = useApp(activeNetwork)
  const api = useProfileApi()
  if (address === undefined)
    return <NoWalletConnected description="Connect a wallet to choose a name for its account." />
  if (network.chainNamespace !== 'eip155' || api === undefined)
    return (
      <p role="status" className="px-6 py-10 text-center text-muted text-sm">
        {api === undefined
          ? 'Names need the Blockchain API: the app has no project id.'
          : 'Names are for Ethereum-compatible accounts: switch to an EVM network to choose one.'}
      </p>
    )
  return <NameForm />
}

function NameForm() {
  const api = useProfileApi()
  const register = useRegisterName()
  const pending = useApp((state) => state.nameRegistration?.phase === 'pending')
  // Back from a failed registration (SPEC §4), the name the user chose is there to change or try again.
  const failed = useApp((state) =>
    state.nameRegistration?.phase === 'failed' ? state.nameRegistration.name : undefined,
  )
  const [typed, setTyped] = useState(() => (failed === undefined ? '' : labelOf(failed)))
  const [touched, setTouched] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const label = labelOf(typed)
  const settled = useDebouncedValue(label, SUGGESTIONS_DEBOUNCE_MS)
  const problem = nameProblem(label)
  const suggestions = useQuery({
    queryKey: ['nameSuggestions', settled, api?.key ?? null] as const,
    queryFn: () => (api === undefined ? Promise.resolve([]) : api.suggestions(settled, NAME_ZONE)),
    enabled: api !== undefined && settled !== '' && nameProblem(settled) === undefined,
    staleTime: SUGGESTIONS_STALE_MS,
  })
  const current = settled === label && suggestions.data !== undefined ? suggestions.data : undefined
  const exact = current?.find((entry) => entry.name === `${label}${NAME_SUFFIX}`)
  const taken = exact?.registered === true
  const checking = problem === undefined && label !== '' && current === undefined && !suggestions.isError
  const shownProblem = touched || label.length >= 4 ? problem : undefined
  const error = shownProblem ?? (taken ? `${label}${NAME_SUFFIX} is taken` : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (problem !== undefined || taken || checking || pending) return
    register(label)
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 px-4 pb-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="font-semibold text-sm">
          Name
        </label>
        <div className="flex items-center rounded-control border border-line bg-surface focus-within:border-accent has-[[aria-invalid=true]]:border-danger">
          <input
            id={inputId}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            placeholder="yourname"
            value={typed}
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? hintId : `${errorId} ${hintId}`}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => setTouched(label !== '')}
            className={FIELD_CLASS}
          />
          <span className="shrink-0 pr-3 text-muted text-sm" aria-hidden="true">
            {NAME_SUFFIX}
          </span>
        </div>
        <p id={hintId} className="text-muted text-xs">
          At least 4 letters, digits or hyphens. It ends in {NAME_SUFFIX}.
        </p>
        {error === undefined ? null : (
          <p id={errorId} role="alert" className="flex items-start gap-1.5 text-danger text-sm">
            <AlertIcon size={14} className="mt-0.5 shrink-0" />
            <span>{error}</span>
          </p>
        )}
      </div>

      <Suggestions
        label={label}
        problem={problem}
        checking={checking}
        failed={suggestions.isError && settled === label}
        list={current}
        onPick={(name) => setTyped(name.slice(0, -NAME_SUFFIX.length))}
      />

      <Button type="submit" size="lg" fullWidth disabled={pending || taken || checking}>
        {pending ? <Spinner size={18} /> : null}
        <span className="min-w-0 truncate">
          {label === '' || problem !== undefined ? 'Register name' : `Register ${label}${NAME_SUFFIX}`}
        </span>
      </Button>
    </form>
  )
}

function Suggestions(props: {
  label: string
  problem: string | undefined
  checking: boolean
  failed: boolean
  list: NameSuggestion[] | undefined
  onPick(name: string): void
}) {
  if (props.label === '' || props.problem !== undefined) return null
  if (props.failed)
    return (
      <p role="alert" className="text-danger text-sm">
        {ERROR_FETCHING_SUGGESTIONS}
      </p>
    )
  if (props.checking || props.list === undefined)
    return (
      <p role="status" className="flex items-center gap-2 text-muted text-sm">
        <Spinner size={14} /> Checking availability…
      </p>
    )
  if (props.list.length === 0) return <p className="text-muted text-sm">No suggestions for this name.</p>
  return (
    <section aria-label="Suggestions" className="flex flex-col gap-1">
      <h2 className="font-semibold text-muted text-xs uppercase tracking-wide">Suggestions</h2>
      <ul className="flex flex-col gap-1">
        {props.list.map((entry) => (
          <li key={entry.name}>
            <button
              type="button"
              disabled={entry.registered}
              onClick={() => props.onPick(entry.name)}
              className="flex w-full items-center justify-between gap-2 rounded-control bg-surface px-3 py-2.5 text-left text-sm transition-colors duration-150 enabled:hover:bg-surface-strong disabled:cursor-default"
            >
              <span className="min-w-0 truncate">{entry.name}</span>
              {entry.registered ? (
                <span className="shrink-0 text-muted text-xs">Registered</span>
              ) : (
                <span className="flex shrink-0 items-center gap-1 text-success text-xs">
                  <CheckIcon size={12} /> Available
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
