import { describe, expect, test } from 'vitest'
import type { ModalEvent } from '../../shared/protocol.js'
import type { Presentation } from '../presentation/presentation.js'
import type { Priming } from '../presentation/priming.js'
import { connectedOn, testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { emitStateChanges } from './stateEvents.js'

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const WALLET = {
  id: 'io.rabby',
  name: 'Rabby',
  icon: 'data:image/png;base64,AA==',
  type: 'ANNOUNCED',
} as const

/** The modal's state events for a store, with a dialog that is never shown and a closed screen never primed. */
function setup(config: Parameters<typeof testState>[1] = {}) {
  const store = createStore(testState({}, config))
  const still = { shown: false, primed: false, subscribe: () => () => {} }
  const posted: ModalEvent[] = []
  emitStateChanges(store, still as unknown as Presentation, still as unknown as Priming, (event) =>
    posted.push(event),
  )
  const states = () => posted.flatMap((event) => (event.type === 'state' ? [event.state] : []))
  return { store, states }
}

describe('the state the dapp reads (issue 25.8)', () => {
  test('behavior: the connected wallet is reported with its name, icon and kind, and goes with the connection', () => {
    const { store, states } = setup()
    const connected = connectedOn(ADDRESS)
    store.set({
      ...connected,
      accounts: { eip155: { status: 'connected', address: ADDRESS, wallet: WALLET } },
    })
    expect(states().at(-1)).toMatchObject({ status: 'connected', address: ADDRESS, wallet: WALLET })
    store.set({ accounts: {} })
    expect(states().at(-1)).toMatchObject({ status: 'disconnected', wallet: undefined })
  })

  test('behavior: the theme is reported as set, and a change of it is an event of its own', () => {
    const { store, states } = setup({ themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' } })
    store.set((state) => ({ config: { ...state.config, themeMode: 'dark' } }))
    expect(states()).toHaveLength(1)
    expect(states()[0]).toMatchObject({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0000' } })
  })

  test('behavior: a change that is not the dapp’s to see posts no state', () => {
    const { store, states } = setup()
    store.set({ toast: { id: 1, message: 'Copied', variant: 'success' } })
    expect(states()).toEqual([])
  })
})
