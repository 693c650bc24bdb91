import { toProviderError } from '../../shared/errors/codec.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import { rpcErrors } from '../../shared/errors/rpcErrors.js'
import { isRecord } from '../../shared/guards.js'
import type { ApprovalRequest } from '../connectors/embedded/prepareRequest.js'
import type { Actions } from '../navigation/actions.js'
import { currentView, type PendingApproval, type Store } from '../store/store.js'
import { SIGNATURE_DECLINED } from '../texts/messages.js'

/** @internal Exported for its test. SPEC §9: at most this many requests wait for approval at once (the one on show included). */
export const MAX_PENDING_APPROVALS = 99
/**
 * SPEC §8: said instead of 'Signature declined' when the account is a smart account. Kept here, in the approvals'
 * lazy chunk, rather than in texts/messages.ts, whose strings load at startup (issue 26's budget).
 */
const SMART_ACCOUNT_DECLINED = 'This application might not support Smart Accounts'
/** JSON-RPC's "limit exceeded" (EIP-1474). */
const LIMIT_EXCEEDED = -32005

type Entry = PendingApproval & {
  work(): Promise<unknown>
  resolve(value: unknown): void
  reject(error: Error): void
}

/**
 * The embedded wallet's requests waiting for the user (ARCHITECTURE.md, "Approvals"): one on show at a time, the
 * others queued (the view says how many), at most 99. Only `decide` with the shown request's id approves it; a
 * close, a frame unload or a reject answers 4001. The modal opens ApproveTransaction itself, on top of where it was.
 */
export function createApprovals({
  store,
  actions,
  page = typeof window === 'undefined' ? undefined : window,
}: {
  store: Store
  actions: Actions
  /** The frame's window, whose `pagehide` rejects what waits. */
  page?: EventTarget | undefined
}) {
  let queue: Entry[] = []
  let nextId = 0
  /** Whether the modal was closed when the first request came: it closes again when the last is answered. */
  let openedForApproval = false

  const publish = () => {
    const [first] = queue
    const current = first && { id: first.id, request: first.request, phase: first.phase, error: first.error }
    store.set({ approvals: { current, waiting: Math.max(queue.length - 1, 0) } })
  }
  const show = () => {
    if (!store.get().open) {
      openedForApproval = true
      actions.open({})
    }
    actions.push('ApproveTransaction')
  }
  const settleFirst = (settle: (entry: Entry) => void) => {
    const [first, ...rest] = queue
    if (!first) return
    queue = rest
    settle(first)
    publish()
    if (queue.length > 0) return
    if (openedForApproval) {
      openedForApproval = false
      actions.close({ force: true })
    } else if (currentView(store.get()) === 'ApproveTransaction') actions.back()
  }
  const rejectAll = () => {
    const pending = queue
    queue = []
    openedForApproval = false
    for (const entry of pending) entry.reject(rpcErrors.userRejected())
    if (pending.length > 0) publish()
  }

  // Closed (closeWalletModal, a forced close) with requests pending: they are rejected, never approved.
  store.subscribe(() => {
    if (!store.get().open && queue.length > 0) rejectAll()
  })
  // A frame reload or removal answers what waits, before the page goes.
  page?.addEventListener('pagehide', rejectAll)

  return {
    /**
     * Queues `request`; once the user approves it, runs `work` (unlock, sign, send) and answers with its result.
     * @throws {ProviderRpcError} 4001 when rejected or closed; -32005 past 99 pending; what `work` throws.
     */
    submit<T>(request: ApprovalRequest, work: () => Promise<T>): Promise<T> {
      if (queue.length >= MAX_PENDING_APPROVALS)
        return Promise.reject(
          new ProviderRpcError(
            LIMIT_EXCEEDED,
            `At most ${MAX_PENDING_APPROVALS} requests may wait for approval`,
          ),
        )
      return new Promise<T>((resolve, reject) => {
        const first = queue.length === 0
        queue.push({
          id: ++nextId,
          request,
          phase: 'idle',
          work,
          resolve: (value) => resolve(value as T),
          reject,
        })
        if (first) show()
        publish()
      })
    },
    /** The user's answer to the request on show, `id`; any other id is stale and ignored. */
    decide(id: number, approved: boolean) {
      const [first] = queue
      if (!first || first.id !== id || first.phase === 'working') return
      if (!approved) {
        // SPEC §8: a smart account's declined signature hints that the app might not support smart accounts.
        const declined = first.request.smartAccount ? SMART_ACCOUNT_DECLINED : SIGNATURE_DECLINED
        actions.showToast(declined, 'error')
        return settleFirst((entry) => entry.reject(rpcErrors.userRejected(declined)))
      }
      first.phase = 'working'
      first.error = undefined
      publish()
      first.work().then(
        (value) => {
          if (queue[0] === first) settleFirst((entry) => entry.resolve(value))
        },
        (error: unknown) => {
          if (queue[0] !== first) return
          if (isRecord(error) && error.retryable === true) {
            first.phase = 'idle'
            first.error = String(error.message)
            return publish()
          }
          settleFirst((entry) => entry.reject(toProviderError(error)))
        },
      )
    },
    rejectAll,
  }
}
