import { DISCONNECTED } from '../../shared/errors/codes.js'
import type { ModalEvent, ModalState, ProviderEventName } from '../../shared/protocol.js'
import { PROVIDER_NAMESPACE } from '../config/namespaces/index.js'
import type { Presentation } from '../presentation/presentation.js'
import type { Priming } from '../presentation/priming.js'
import { toModalState } from '../store/modalState.js'
import { type AppState, activeAccount, addressOf, networkOf, type Store } from '../store/store.js'
import { browserMatchMedia, DARK_QUERY, resolveThemeMode } from '../theme/applyTheme.js'

function sameState(a: ModalState, b: ModalState) {
  return (Object.keys(a) as (keyof ModalState)[]).every((key) => a[key] === b[key])
}

/**
 * The state the host sees: `open` only once the dialog is on screen (presentation/presentation.ts); the connected
 * wallet and the theme as shown (issue 25.8, for the dapp's hooks). Every member is a value or a reference the store
 * keeps, so that an unchanged state compares equal member by member.
 */
export function reportedState(store: Store, presentation: Presentation): ModalState {
  const state = store.get()
  const { themeMode, themeVariables } = state.config
  const account = activeAccount(state)
  const smart = state.smartAccount?.address === account.address ? state.smartAccount : undefined
  return {
    ...toModalState(state),
    open: presentation.shown,
    wallet: account.wallet,
    themeMode: resolveThemeMode(themeMode, browserMatchMedia()),
    themeVariables,
    preferredAccountType: smart?.preferredAccountType,
    smartAccountDeployed: smart?.smartAccountDeployed,
  }
}

/** What the EIP-1193 provider speaks for: the eip155 namespace, whichever namespace is active. */
function evmView(state: AppState): { address: string | undefined; chainId: number | undefined } {
  const network = networkOf(state, PROVIDER_NAMESPACE)
  return { address: addressOf(state, PROVIDER_NAMESPACE), chainId: network ? Number(network.id) : undefined }
}

/**
 * Tells the host about every change: the state, and the EIP-1193 events a dapp expects (`connect`,
 * `accountsChanged`, `chainChanged`, `disconnect`), derived from the eip155 namespace's state so they never disagree
 * with it (another namespace's connection or network is not the provider's).
 */
export function emitStateChanges(
  store: Store,
  presentation: Presentation,
  priming: Priming,
  post: (event: ModalEvent) => void,
) {
  let last = reportedState(store, presentation)
  let lastPrimed = priming.primed
  let lastEvm = evmView(store.get())
  const provider = (name: ProviderEventName, data: unknown) => post({ type: 'provider', name, data })
  const report = () => {
    const next = reportedState(store, presentation)
    const { primed } = priming
    if (!sameState(next, last) || primed !== lastPrimed) post({ type: 'state', state: next, primed })
    last = next
    lastPrimed = primed
    const previous = lastEvm
    const evm = evmView(store.get())
    lastEvm = evm
    const hexChainId = evm.chainId === undefined ? undefined : `0x${evm.chainId.toString(16)}`
    if (evm.address && !previous.address) provider('connect', { chainId: hexChainId })
    if (evm.address !== previous.address) provider('accountsChanged', evm.address ? [evm.address] : [])
    if (evm.chainId !== previous.chainId && hexChainId) provider('chainChanged', hexChainId)
    if (!evm.address && previous.address)
      provider('disconnect', { code: DISCONNECTED, message: 'The wallet disconnected from this app' })
  }
  store.subscribe(report)
  presentation.subscribe(report)
  priming.subscribe(report)
  // A 'system' theme turns with the visitor's preference.
  if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).addEventListener('change', report)
}
