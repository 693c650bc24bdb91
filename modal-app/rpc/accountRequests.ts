import { rpcErrors } from '../../shared/errors/rpcErrors.js'
import { PROVIDER_NAMESPACE, type SupportedNamespace } from '../config/namespaces/index.js'
import type { Actions } from '../navigation/actions.js'
import type { Session } from '../state/session.js'
import { type StartupSettled, settledOn } from '../state/startupReconnect.js'
import { addressOf, type Store } from '../store/store.js'

type Waiter = { namespace: SupportedNamespace; resolve(accounts: string[]): void; reject(error: Error): void }

/**
 * `eth_requestAccounts` (and `solana_requestAccounts`, Wallet Standard's `standard:connect`): answers at once when
 * the namespace is connected; otherwise opens Connect for that namespace and answers when a wallet connects on it,
 * or with 4001 when the user closes the modal without connecting it.
 */
export function createAccountRequests(deps: {
  store: Store
  session: Session
  actions: Actions
  /** Per namespace, settles when the silent reconnect at startup has finished or given up. */
  settled: StartupSettled
}) {
  const { store, session, actions } = deps
  let waiters: Waiter[] = []
  const settle = (which: (waiter: Waiter) => boolean, run: (waiter: Waiter) => void) => {
    const settled = waiters.filter(which)
    waiters = waiters.filter((waiter) => !which(waiter))
    for (const waiter of settled) run(waiter)
  }
  session.subscribe((event) => {
    if (event.type === 'connected')
      settle(
        (waiter) => waiter.namespace === event.namespace,
        (waiter) => waiter.resolve([event.address]),
      )
  })
  store.subscribe(() => {
    const state = store.get()
    if (state.open || waiters.length === 0) return
    settle(
      (waiter) => addressOf(state, waiter.namespace) === undefined,
      (waiter) => waiter.reject(rpcErrors.userRejected()),
    )
  })
  return async function requestAccounts(
    namespace: SupportedNamespace = PROVIDER_NAMESPACE,
  ): Promise<string[]> {
    await settledOn(deps, namespace)
    const address = addressOf(store.get(), namespace)
    if (address !== undefined) return [address]
    // Opened before waiting: moving to the namespace changes the state while the modal is still closed.
    const { open, namespace: active } = store.get()
    if (!open || active !== namespace) actions.open({ namespace })
    return new Promise<string[]>((resolve, reject) => waiters.push({ namespace, resolve, reject }))
  }
}
