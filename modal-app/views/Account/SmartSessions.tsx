import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isUserRejection } from '../../../shared/errors/codes.js'
import { ProfileApiError, type SmartSession } from '../../data/profileApi.js'
import { revokeSession, sessionStatus } from '../../flows/sessions/revokeSession.js'
import { log } from '../../lib/log.js'
import { SIGNATURE_DECLINED } from '../../texts/messages.js'
import { Button } from '../../ui/Button/Button.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useActions, useWallet } from '../context.js'
import { useProfileApi } from './useBlockchainApi.js'

/** Sessions change when a dapp is granted one: read again after this long. */
const SESSIONS_STALE_MS = 30_000
const STATUS_TEXT = { active: 'Active', revoked: 'Revoked', expired: 'Expired' } as const
const dateOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/**
 * Account's smart sessions (SPEC §6, issue 25.2): the permissions dapps hold over the account
 * (`GET /v1/sessions/{address}`), each active one revocable with the account's signature. Its chunk loads only
 * where `features.smartSessions` is on (views/Account/Account.tsx).
 */
export function SmartSessions({ address }: { address: string }) {
  const api = useProfileApi()
  const wallet = useWallet()
  const actions = useActions()
  const queryClient = useQueryClient()
  const queryKey = ['smartSessions', address.toLowerCase(), api?.key ?? null] as const
  const sessions = useQuery({
    queryKey,
    queryFn: () => (api === undefined ? Promise.resolve([]) : api.sessions(address)),
    enabled: api !== undefined,
    staleTime: SESSIONS_STALE_MS,
  })
  const revoke = useMutation({
    mutationFn: (pci: string) => {
      if (api === undefined) throw new Error('No Blockchain API')
      return revokeSession({ api, address, pci, askWallet: wallet.signWithWallet })
    },
    onSuccess: () => {
      actions.showToast('Session revoked', 'success')
      return queryClient.invalidateQueries({ queryKey })
    },
    onError: (error) => {
      log.warn('revoking a session failed', error)
      const reason = error instanceof ProfileApiError ? error.reason : undefined
      actions.showToast(
        isUserRejection(error) ? SIGNATURE_DECLINED : (reason ?? 'Could not revoke the session'),
        'error',
      )
    },
  })
  if (api === undefined) return null

  return (
    <section aria-labelledby="smart-sessions-title" className="flex flex-col gap-2">
      <h2 id="smart-sessions-title" className="font-semibold text-sm">
        Smart sessions
      </h2>
      {sessions.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted text-sm">
          <Spinner size={14} /> Loading sessions…
        </p>
      ) : sessions.isError ? (
        <div className="flex items-center gap-3 text-sm">
          <p role="alert" className="flex-1 text-danger">
            Could not load the sessions.
          </p>
          <Button variant="secondary" onClick={() => sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : sessions.data.length === 0 ? (
        <p className="text-muted text-sm">No app holds a session on this account.</p>
      ) : (
        <ul aria-label="Smart sessions" className="flex flex-col gap-1">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.pci}
              session={session}
              revoking={revoke.isPending && revoke.variables === session.pci}
              busy={revoke.isPending}
              onRevoke={() => revoke.mutate(session.pci)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function SessionRow(props: { session: SmartSession; revoking: boolean; busy: boolean; onRevoke(): void }) {
  const { session } = props
  const status = sessionStatus(session, Date.now())
  return (
    <li className="flex items-center gap-3 rounded-card bg-surface px-3 py-2.5 text-sm">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{session.project.name}</p>
        <p className="truncate text-muted text-xs">
          {STATUS_TEXT[status]}
          {status === 'active' ? ` · until ${dateOf(session.expiry)}` : ''}
          {session.permissions.length > 0 ? ` · ${session.permissions.join(', ')}` : ''}
        </p>
      </div>
      {status === 'active' ? (
        <Button
          variant="secondary"
          disabled={props.busy}
          onClick={props.onRevoke}
          aria-label={`Revoke ${session.project.name}'s session`}
        >
          {props.revoking ? <Spinner size={14} /> : null}
          Revoke
        </Button>
      ) : null}
    </li>
  )
}
