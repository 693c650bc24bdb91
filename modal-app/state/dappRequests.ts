import type { RouterWallet } from '../rpc/router.js'
import { createRpcRouter } from '../rpc/router.js'
import { createAccountRequests } from './accountRequests.js'
import type { Actions } from './actions.js'
import type { Session } from './session.js'
import { createSolanaSignInRequest } from './siwxSolanaSignIn.js'
import type { Store } from './store.js'

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
