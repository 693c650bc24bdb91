import type { ComponentType } from 'react'
import type { ViewName } from '../../shared/protocol.js'
import { Account } from './Account/Account.js'
import { Connect } from './Connect/Connect.js'
import { ConnectingExternal } from './ConnectingExternal/ConnectingExternal.js'
import { type LazyView, lazyView } from './lazyView.js'

// The views the modal opens on (Connect, Account) and the host-wallet path (ConnectingExternal) are in the startup
// bundle; every other view is its own chunk (issue 11.3), loaded after `ready` in idle time or on first need. A new
// view: add it here with `lazyView`.
const ConnectingWalletConnect = lazyView(() =>
  import('./ConnectingWalletConnect/ConnectingWalletConnect.js').then(
    (module) => module.ConnectingWalletConnect,
  ),
)
const SIWXSignMessage = lazyView(() =>
  import('./SIWXSignMessage/SIWXSignMessage.js').then((module) => module.SIWXSignMessage),
)

export const VIEW_COMPONENTS: Partial<Record<ViewName, ComponentType>> = {
  Connect,
  Account,
  ConnectingExternal,
  AllWallets: lazyView(() => import('./AllWallets/AllWallets.js').then((module) => module.AllWallets)),
  ConnectingWalletConnect,
  ConnectingSiwe: lazyView(() =>
    import('./ConnectingSiwe/ConnectingSiwe.js').then((module) => module.ConnectingSiwe),
  ),
  // Basic mode (SPEC §2's opening rule for manual control): the same pairing, without a chosen wallet.
  ConnectingWalletConnectBasic: ConnectingWalletConnect,
  Networks: lazyView(() => import('./Networks/Networks.js').then((module) => module.Networks)),
  SIWXSignMessage,
  UnsupportedChain: lazyView(() =>
    import('./UnsupportedChain/UnsupportedChain.js').then((module) => module.UnsupportedChain),
  ),
}

/** Views that can be shown; the bridge refuses to open any other. */
export const AVAILABLE_VIEWS: readonly ViewName[] = Object.keys(VIEW_COMPONENTS) as ViewName[]

/** Loads every lazy view's chunk, so that none waits for the network when it is first shown. */
export function preloadViews(): Promise<unknown> {
  const lazy = Object.values(VIEW_COMPONENTS).filter(
    (view): view is LazyView => typeof (view as Partial<LazyView> | undefined)?.preload === 'function',
  )
  return Promise.allSettled(lazy.map((view) => view.preload()))
}
