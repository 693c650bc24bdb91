import { ProviderRpcError, toRpcError } from './transactions.js'
import type { ApprovalOutcome, PendingRequest } from './types.js'

type Pending = PendingRequest & { run: () => Promise<unknown>; settle: (outcome: ApprovalOutcome) => void }
type Waiter = { method?: string; resolve: (request: PendingRequest) => void }

const view = ({ id, method, params }: PendingRequest): PendingRequest => ({ id, method, params })

/** Removes and returns the pending request `id` (the oldest by default). */
function take(queue: Pending[], id?: number): Pending {
  const index = id === undefined ? 0 : queue.findIndex((request) => request.id === id)
  const request = queue[index]
  if (index < 0 || !request) {
    throw new Error(`testWallet: no pending request${id === undefined ? '' : ` with id ${id}`}`)
  }
  queue.splice(index, 1)
  return request
}

/** Runs an approved request and settles the dapp's promise with how it ended. */
async function carryOut(request: Pending): Promise<ApprovalOutcome> {
  let outcome: ApprovalOutcome
  try {
    outcome = { ok: true, result: await request.run() }
  } catch (error) {
    outcome = { ok: false, error: toRpcError(error) }
  }
  request.settle(outcome)
  return outcome
}

/** Hands a new request to the `nextPending` waiters that wait for its method (or any). */
function wakeWaiters(waiters: Waiter[], request: Pending) {
  for (const waiter of [...waiters]) {
    if (waiter.method !== undefined && waiter.method !== request.method) continue
    waiters.splice(waiters.indexOf(waiter), 1)
    waiter.resolve(view(request))
  }
}

/** Requests that wait for the user: approved or rejected from `window.testWallet`, or at once in auto mode. */
export function createApprovalQueue(autoApprove: boolean) {
  const queue: Pending[] = []
  const waiters: Waiter[] = []
  let auto = autoApprove
  return {
    /** Queues `run` until the user approves it; the dapp's promise settles with its outcome. */
    needsApproval: ({ id, method, params }: PendingRequest, run: () => Promise<unknown>): Promise<unknown> =>
      new Promise((resolve, reject) => {
        const request: Pending = {
          id,
          method,
          params,
          run,
          settle: (outcome) => {
            if (outcome.ok) resolve(outcome.result)
            else reject(new ProviderRpcError(outcome.error.code, outcome.error.message, outcome.error.data))
          },
        }
        queue.push(request)
        wakeWaiters(waiters, request)
        if (auto) void carryOut(take(queue, request.id))
      }),
    pending: () => queue.map(view),
    approve: (id?: number) => carryOut(take(queue, id)),
    reject: (id?: number) =>
      take(queue, id).settle({ ok: false, error: { code: 4001, message: 'User rejected the request.' } }),
    autoApprove: (on: boolean) => {
      auto = on
      if (on) for (const request of queue.splice(0)) void carryOut(request)
    },
    nextPending: (method?: string) =>
      new Promise<PendingRequest>((resolve) => {
        const waiting = queue.find((request) => method === undefined || request.method === method)
        if (waiting) resolve(view(waiting))
        else waiters.push({ ...(method === undefined ? {} : { method }), resolve })
      }),
  }
}

export type ApprovalQueue = ReturnType<typeof createApprovalQueue>
