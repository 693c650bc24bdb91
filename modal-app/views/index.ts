import type { ComponentType } from 'react'
import { VIEWS, type ViewName } from '../../shared/protocol.js'
import type { ResolvedConfig } from '../config/types.js'
import { ConnectNotes, ConnectWalletGroups } from './Connect/connectParts.js'
import { type LazyView, lazyView, queriedView } from './lazyView.js'

// Every view is its own chunk (issue 11.3; Connect too since issue 26, for the startup bundle's budget). The parts of
// the view the modal opens on (Connect, its wallet groups and notes, or Account when connected) load in idle time after `ready`
// (preloadOpeningView); the others in idle time or on first need, through one of two small tables (issue 26: the
// startup bundle's budget holds their names, not each one's import): views/laterViews.ts, and the wallet's flows
// (issue 24) in views/flowViews.ts, which load only where their `features` flag is on. A new view: add it to a table,
// or here with `lazyView` (`queriedView` when it fetches) when the modal opens on it.
/** Connect itself (its host-wallet rows, WalletConnect's row, the footer); its groups and notes are chunks apart. */
const ConnectView = lazyView(() => import('./Connect/Connect.js').then((module) => module.Connect))
const Account = queriedView(() => import('./Account/Account.js').then((module) => module.Account))

type LaterView = keyof typeof import('./laterViews.js').LATER_VIEWS
const laterView = (name: LaterView) =>
  lazyView(() => import('./laterViews.js').then((module) => module.LATER_VIEWS[name]()))

type FlowView = keyof typeof import('./flowViews.js').FLOW_VIEWS
const flowView = (name: FlowView) =>
  lazyView(() => import('./flowViews.js').then((module) => module.FLOW_VIEWS[name]()))

const LATER = [
  'ApproveTransaction',
  'ConnectingExternal',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingSiwe',
  'ConnectingWalletConnectBasic',
  'Networks',
  'SIWXSignMessage',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const satisfies readonly LaterView[]

const FLOWS = [
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
] as const satisfies readonly FlowView[]

export const VIEW_COMPONENTS: Partial<Record<ViewName, ComponentType>> = {
  Connect: ConnectView,
  Account,
  ...Object.fromEntries(LATER.map((name) => [name, laterView(name)])),
  ...Object.fromEntries(FLOWS.map((name) => [name, flowView(name)])),
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
 * The chunks a view the modal opens on needs beyond the startup bundle: Connect, its notes and, unless wallets are
 * off, its wallet groups; or Account.
 */
const openingParts = (view: ViewName, config: OpeningConfig): Pick<LazyView, 'preload' | 'isLoaded'>[] =>
  view === 'Connect'
    ? config.enableWallets
      ? [ConnectView, ConnectWalletGroups, ConnectNotes]
      : [ConnectView, ConnectNotes]
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

/**
 * Loads the chunk of every lazy view that is on, so that none waits for the network when it is first shown: the
 * views the modal never opens on, or (`flows`) the wallet's flows that `features` turns on. The flows wait for the
 * dapp's `features` (presentation/rendering.ts): before its `init` is answered, the deployment's defaults have them
 * all on, and a flow the dapp turns off must never be fetched.
 */
export function preloadViews(features: FlowFeatures, flows: boolean): Promise<unknown> {
  const lazy = (flows ? FLOWS.filter((name) => viewIsOn(name, features)) : LATER).map(
    (name) => VIEW_COMPONENTS[name] as LazyView,
  )
  return Promise.allSettled(lazy.map((view) => view.preload()))
}
