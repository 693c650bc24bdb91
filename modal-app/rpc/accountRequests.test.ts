import { beforeAll, describe, expect, test } from 'vitest'
import { createFakeConnector } from '../connectors/fakeConnector.js'
import type { Actions } from '../navigation/actions.js'
import { createSession, loadReportChecks } from '../state/session.js'
import { createMemoryStorage } from '../storage/context.js'
import { testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { createAccountRequests } from './accountRequests.js'

// The wallet reports' checks: a chunk the modal loads after `ready`, and every path to `accept` waits for it.
beforeAll(() => loadReportChecks())

const SOLANA_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const EVM_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

function setup() {
  const store = createStore(testState())
  const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
  // As actions.open does: the namespace moves first, then the modal opens.
  const actions = {
    open: ({ namespace }: { namespace?: 'eip155' | 'solana' }) => {
      if (namespace) session.selectNamespace(namespace)
      store.set({ open: true })
    },
  } as unknown as Actions
  const requestAccounts = createAccountRequests({
    store,
    session,
    actions,
    settled: { eip155: Promise.resolve() },
  })
  return { store, session, requestAccounts }
}

const solanaConnector = () => ({
  ...createFakeConnector('s').connector,
  namespace: 'solana' as const,
})

describe('createAccountRequests', () => {
  test('default: a namespace’s request opens Connect on it and answers when a wallet connects there', async () => {
    const { store, session, requestAccounts } = setup()
    // Asked first, while the modal is closed: moving to solana must not count as the user closing it.
    const solana = requestAccounts('solana')
    await Promise.resolve()
    expect(store.get()).toMatchObject({ open: true, namespace: 'solana' })
    const evm = requestAccounts('eip155')
    await Promise.resolve()
    session.accept(solanaConnector() as never, { address: SOLANA_ADDRESS })
    expect(await solana).toEqual([SOLANA_ADDRESS])
    session.accept(createFakeConnector('a').connector, { address: EVM_ADDRESS, chainId: 1 })
    expect(await evm).toEqual([EVM_ADDRESS])
  })

  test('error: closing the modal rejects only the requests of namespaces still disconnected', async () => {
    const { store, session, requestAccounts } = setup()
    const solana = requestAccounts('solana')
    const evm = requestAccounts('eip155')
    await Promise.resolve()
    session.accept(createFakeConnector('a').connector, { address: EVM_ADDRESS, chainId: 1 })
    store.set({ open: false })
    await expect(solana).rejects.toMatchObject({ code: 4001 })
    expect(await evm).toEqual([EVM_ADDRESS])
  })
})
