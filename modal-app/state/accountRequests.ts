import { rpcErrors } from '../../shared/errors/codes.js'
import type { Actions } from './actions.js'
import type { Session } from './session.js'
import { activeAccount, connectedAddress, type Store } from './store.js'

type Waiter = { resolve(accounts: string[]): void; reject(error: Error): void }

/**
 * `eth_requestAccounts`: answers at once when connected; otherwise opens Connect and answers when a wallet
 * connects, or with 4001 when the user closes the modal without connecting.
 */
export function createAccountRequests(deps: {
  store: Store
  session: Session
  actions: Actions
  /** Settles when the silent reconnect at startup has finished or given up. */
  settled: Promise<void>
}) {
  const { store, session, actions } = deps
  let waiters: Waiter[] = []
  const settle = (run: (waiter: Waiter) => void) => {
    const current = waiters
    waiters = []
    for (const waiter of current) run(waiter)
  }
  session.subscribe((event) => {
    if (event.type === 'connected') settle((waiter) => waiter.resolve([event.address]))
  })
  store.subscribe(() => {
    const state = store.get()
    if (state.open || activeAccount(state).status === 'connected' || waiters.length === 0) return
    settle((waiter) => waiter.reject(rpcErrors.userRejected()))
  })
  return async function requestAccounts(): Promise<string[]> {
    await deps.settled
    const address = connectedAddress(store.get())
    if (address !== undefined) return [address]
    const accounts = new Promise<string[]>((resolve, reject) => waiters.push({ resolve, reject }))
    if (!store.get().open) actions.open({})
    return accounts
  }
}
