import type { ComponentType } from 'react'
import { VIEWS, type ViewName } from '../../shared/protocol.js'
import type { ResolvedConfig } from '../config/types.js'
import { Connect, ConnectNotes, ConnectWalletGroups } from './Connect/Connect.js'
import { type LazyView, lazyView, queriedView } from './lazyView.js'

// Connect (its host-wallet rows) is in the startup bundle; every other view is its own chunk (issue 11.3), the
// host-wallet path's ConnectingExternal too (issue 26: the startup bundle's budget; it loads in idle time after
// `ready`, long before a visitor picks a wallet, and a wallet's own prompt opens beside it anyway). The parts of the view the modal opens on (Connect's wallet groups, or Account
// when connected) load in idle time after `ready` (preloadOpeningView); the others in idle time or on first need. A new view: add it here with
// `lazyView`, or `queriedView` when it fetches.
const Account = queriedView(() => import('./Account/Account.js').then((module) => module.Account))
const ConnectingWalletConnect = queriedView(() =>
  import('./ConnectingWalletConnect/ConnectingWalletConnect.js').then(
    (module) => module.ConnectingWalletConnect,
  ),
)
const ConnectingWalletConnectBasic = queriedView(() =>
  import('./ConnectingWalletConnect/ConnectingWalletConnect.js').then(
    (module) => module.ConnectingWalletConnectBasic,
  ),
)
const SIWXSignMessage = lazyView(() =>
  import('./SIWXSignMessage/SIWXSignMessage.js').then((module) => module.SIWXSignMessage),
)

// The wallet's flows (issue 24): one chunk each, behind one small table (views/flowViews.ts).
const flowView = (name: keyof typeof import('./flowViews.js').FLOW_VIEWS) =>
  lazyView(() => import('./flowViews.js').then((module) => module.FLOW_VIEWS[name]()))

// Name registration (issue 25.1): its two views in one chunk, with React Query (they ask the Blockchain API).
const RegisterAccountName = queriedView(() =>
  import('./RegisterAccountName/RegisterAccountName.js').then((module) => module.RegisterAccountName),
)
const RegisterAccountNameSuccess = queriedView(() =>
  import('./RegisterAccountName/RegisterAccountNameSuccess.js').then(
    (module) => module.RegisterAccountNameSuccess,
  ),
)

export const VIEW_COMPONENTS: Partial<Record<ViewName, ComponentType>> = {
  Connect,
  ApproveTransaction: lazyView(() =>
    import('./ApproveTransaction/ApproveTransaction.js').then((module) => module.ApproveTransaction),
  ),
  Account,
  ConnectingExternal: lazyView(() =>
    import('./ConnectingExternal/ConnectingExternal.js').then((module) => module.ConnectingExternal),
  ),
  AllWallets: queriedView(() => import('./AllWallets/AllWallets.js').then((module) => module.AllWallets)),
  ConnectingWalletConnect,
  ConnectingSiwe: lazyView(() =>
    import('./ConnectingSiwe/ConnectingSiwe.js').then((module) => module.ConnectingSiwe),
  ),
  // Where manualWCControl opens on desktop (SPEC §2): the same pairing, without a chosen wallet.
  ConnectingWalletConnectBasic,
  Networks: lazyView(() => import('./Networks/Networks.js').then((module) => module.Networks)),
  SIWXSignMessage,
  UnsupportedChain: lazyView(() =>
    import('./UnsupportedChain/UnsupportedChain.js').then((module) => module.UnsupportedChain),
  ),
  RegisterAccountName,
  RegisterAccountNameSuccess,
  WalletSend: flowView('WalletSend'),
  WalletSendPreview: flowView('WalletSendPreview'),
  WalletReceive: flowView('WalletReceive'),
  Swap: flowView('Swap'),
  SwapSelectToken: flowView('SwapSelectToken'),
  SwapPreview: flowView('SwapPreview'),
  OnRampProviders: flowView('OnRampProviders'),
}

/** The `features` flags that switch the wallet's flows. */
type FlowFeatures = Record<'send' | 'receive' | 'swaps' | 'onramp', boolean>

/**
 * Whether `view` is on under the config's `features` (SPEC §1): the wallet's flows are switched by theirs (Send's two
 * views by `send`, Receive by `receive`, Swap's three by `swaps`, Buy by `onramp`); off, a flow's chunk is never
 * loaded and it cannot be opened.
 */
export const viewIsOn = (view: ViewName, features: FlowFeatures): boolean =>
  view.startsWith('Swap')
    ? features.swaps
    : view.startsWith('WalletSend')
      ? features.send
      : view === 'OnRampProviders'
        ? features.onramp
        : view !== 'WalletReceive' || features.receive

/** Views that can be shown; the bridge refuses to open any other. */
export const AVAILABLE_VIEWS: readonly ViewName[] = VIEWS.filter((view) => view in VIEW_COMPONENTS)

type OpeningConfig = Pick<ResolvedConfig, 'enableWallets'>

/**
 * The chunks a view the modal opens on needs beyond the startup bundle: Connect's notes and, unless wallets are off,
 * its wallet groups; or Account.
 */
const openingParts = (view: ViewName, config: OpeningConfig): Pick<LazyView, 'preload' | 'isLoaded'>[] =>
  view === 'Connect'
    ? config.enableWallets
      ? [ConnectWalletGroups, ConnectNotes]
      : [ConnectNotes]
    : view === 'Account'
      ? [Account]
      : []

/** Loads the chunks of `view`, a view the modal opens on (navigation/openingView.ts). Never rejects. */
export function preloadOpeningView(view: ViewName, config: OpeningConfig): Promise<unknown> {
  return Promise.allSettled(openingParts(view, config).map((part) => part.preload()))
}

/** Whether `view` renders at once: its chunks, if any, are loaded. */
export const openingViewLoaded = (view: ViewName, config: OpeningConfig): boolean =>
  openingParts(view, config).every((part) => part.isLoaded())

/** Loads the chunk of every lazy view that is on, so that none waits for the network when it is first shown. */
export function preloadViews(features: FlowFeatures): Promise<unknown> {
  const lazy = VIEWS.filter((name) => viewIsOn(name, features))
    .map((name) => VIEW_COMPONENTS[name])
    .filter(
      (view): view is LazyView =>
        view !== undefined && 'preload' in view && typeof view.preload === 'function',
    )
  return Promise.allSettled(lazy.map((view) => view.preload()))
}
