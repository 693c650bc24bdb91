import { DISCONNECTED } from '../../shared/errors/codes.js'
import type { ModalEvent, ModalState, ProviderEventName } from '../../shared/protocol.js'
import { type Store, toModalState } from '../state/store.js'
import type { Presentation } from './presentation.js'

function sameState(a: ModalState, b: ModalState) {
  return (Object.keys(a) as (keyof ModalState)[]).every((key) => a[key] === b[key])
}

/** The state the host sees: `open` only once the dialog is on screen (bridge/presentation.ts). */
export function reportedState(store: Store, presentation: Presentation): ModalState {
  return { ...toModalState(store.get()), open: presentation.shown }
}

/**
 * Tells the host about every change: the state, and the EIP-1193 events a dapp expects (`connect`,
 * `accountsChanged`, `chainChanged`, `disconnect`), derived from the state so they never disagree with it.
 */
export function emitStateChanges(
  store: Store,
  presentation: Presentation,
  post: (event: ModalEvent) => void,
) {
  let last = reportedState(store, presentation)
  const provider = (name: ProviderEventName, data: unknown) => post({ type: 'provider', name, data })
  const report = () => {
    const next = reportedState(store, presentation)
    if (sameState(next, last)) return
    const previous = last
    last = next
    post({ type: 'state', state: next })
    const hexChainId = typeof next.chainId === 'number' ? `0x${next.chainId.toString(16)}` : undefined
    if (next.address && !previous.address) provider('connect', { chainId: hexChainId })
    if (next.address !== previous.address) provider('accountsChanged', next.address ? [next.address] : [])
    if (next.chainId !== previous.chainId && hexChainId) provider('chainChanged', hexChainId)
    if (!next.address && previous.address)
      provider('disconnect', { code: DISCONNECTED, message: 'The wallet disconnected from this app' })
  }
  store.subscribe(report)
  presentation.subscribe(report)
}
