import { createSolanaSignInRequest } from '../flows/signIn/siwxSolanaSignIn.js'
import type { Actions } from '../navigation/actions.js'
import { readDeepLinkChoice } from '../state/deepLinkChoice.js'
import type { Session } from '../state/session.js'
import type { KeyValueStorage } from '../storage/storage.js'
import type { Store } from '../store/store.js'
import { isMobileViewport } from '../ui/viewport.js'
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
  /** Where the deep-link choice is kept (state/deepLinkChoice.ts). */
  storage: KeyValueStorage
  /** Opens a wallet's link at the top level, through the loader (`walletActions.openLink`). */
  openLink(url: string): void
  wallet: Omit<RouterWallet, 'requestAccounts' | 'connected' | 'signIn' | 'walletApp'>
}) {
  const { store, session, actions, storage, wallet } = deps
  const requestAccounts = createAccountRequests({ store, session, actions, ...wallet })
  return createRpcRouter(
    store,
    {
      ...wallet,
      requestAccounts,
      connected: session.connector,
      signIn: createSolanaSignInRequest({ store, session, requestAccounts }),
      walletApp: {
        isMobile: isMobileViewport,
        choice: () => readDeepLinkChoice(storage),
        open: deps.openLink,
      },
    },
    actions,
  )
}
