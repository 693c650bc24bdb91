import { createSolanaSignInRequest } from '../flows/signIn/siwxSolanaSignIn.js'
import type { Actions } from '../navigation/actions.js'
import type { Session } from '../state/session.js'
import type { Store } from '../store/store.js'
import { createAccountRequests } from './accountRequests.js'
import type { RouterWallet } from './router.js'
import { createRpcRouter } from './router.js'

/**
 * The answerer of the dapp's requests (rpc/router.ts) with what it calls: its own chunk, loaded right after
 * `ready` (main.tsx), since opening needs none of it (issue 11.3). A request that comes first waits for it.
 */
export function createDappRequests(deps: {
  store: Store
  session: Session
  actions: Actions
  wallet: Omit<RouterWallet, 'requestAccounts' | 'connected' | 'signIn'>
}) {
  const { store, session, actions, wallet } = deps
  const requestAccounts = createAccountRequests({ store, session, actions, ...wallet })
  return createRpcRouter(
    store,
    {
      ...wallet,
      requestAccounts,
      connected: session.connector,
      signIn: createSolanaSignInRequest({ store, session, requestAccounts }),
    },
    actions,
  )
}
