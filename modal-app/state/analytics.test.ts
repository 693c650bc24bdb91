import { describe, expect, test, vi } from 'vitest'
import type { ResolvedConfig } from '../config/types.js'
import type { AnalyticsApiOptions, AnalyticsBody } from '../data/analyticsApi.js'
import { trackEvent } from '../data/analyticsEvents.js'
import { testConfig, testState } from '../store/appStateFixture.js'
import { type AccountState, createStore } from '../store/store.js'
import { startAnalytics } from './analytics.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wallet = { id: 'w', name: 'Test Wallet', icon: 'data:image/svg+xml,', type: 'ANNOUNCED' as const }
const ON = { projectId: 'p1', features: { ...testConfig().features, analytics: true }, debug: true }

/** A project's fake analytics API: its switch, the status `/e` answers, and what was asked. */
function setup(config: Partial<ResolvedConfig> = ON, project = { enabled: true, status: 202 }) {
  const store = createStore(testState({}, config))
  const showToast = vi.fn()
  const made: AnalyticsApiOptions[] = []
  const sent: AnalyticsBody[] = []
  let id = 0
  startAnalytics({
    store,
    actions: { showToast },
    createApi: (options) => {
      made.push(options)
      return {
        isEnabled: async () => project.enabled,
        send: async (body) => {
          sent.push(body)
          return project.status
        },
      }
    },
    newEventId: () => `event-${++id}`,
    now: () => 1_700_000_000_000,
  })
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
  const events = async () => {
    await settled()
    return sent.map(({ props }) => [props.event, props.properties])
  }
  return { store, showToast, made, sent, events, settled }
}

const account = (status: AccountState['status']): AccountState =>
  status === 'connected'
    ? { status, address: ADDRESS, wallet }
    : { status, address: undefined, wallet: undefined }

describe('startAnalytics', () => {
  test('default: an opening and a closing, in SPEC §7’s body', async () => {
    const { store, sent, events } = setup()
    store.set({ open: true })
    store.set({ open: false })
    expect(await events()).toEqual([
      ['MODAL_OPEN', { connected: false }],
      ['MODAL_CLOSE', { connected: false }],
    ])
    expect(sent[0]).toEqual({
      eventId: 'event-1',
      url: 'https://app.example.com',
      domain: 'app.example.com',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: undefined },
    })
  })

  test('behavior: a user’s connection and disconnection, with the address', async () => {
    const { store, sent, events } = setup()
    store.set({ accounts: { eip155: account('connected') } })
    store.set({ accounts: { eip155: account('disconnected') } })
    expect(await events()).toEqual([
      ['CONNECT_SUCCESS', { namespace: 'eip155', method: 'ANNOUNCED', name: 'Test Wallet' }],
      ['DISCONNECT_SUCCESS', { namespace: 'eip155' }],
    ])
    expect(sent[0]?.props.address).toBe(ADDRESS)
  })

  test('behavior: a silent reconnect at startup is not a connection', async () => {
    const { store, events } = setup()
    store.set({ accounts: { eip155: account('connecting') } })
    store.set({ accounts: { eip155: account('connected') } })
    expect(await events()).toEqual([])
  })

  test('behavior: a failed connection or pairing, its reason cleaned and bounded', async () => {
    const { store, events } = setup()
    const shown = { walletId: 'w', name: 'Test Wallet', icon: '' }
    store.set({ connecting: { ...shown, phase: 'pending' } })
    store.set({ connecting: { ...shown, phase: 'declined', message: 'Connection declined' } })
    store.set({ pairingError: `Relay\u202e down ${'x'.repeat(300)}` })
    const sent = await events()
    expect(sent[0]).toEqual(['CONNECT_ERROR', { message: 'Connection declined' }])
    expect(sent[1]?.[0]).toBe('CONNECT_ERROR')
    const message = JSON.stringify(sent[1]?.[1])
    expect(message).not.toContain('\u202e')
    expect(message.length).toBeLessThan(200)
  })

  test('behavior: events tracked elsewhere are sent too', async () => {
    const { events } = setup()
    const properties = { namespace: 'solana', message: 'Failed to disconnect chain solana: gone' }
    trackEvent({ event: 'DISCONNECT_ERROR', properties })
    expect(await events()).toEqual([['DISCONNECT_ERROR', properties]])
  })

  test('behavior: the project’s switch is asked once, of the config’s directory and service', async () => {
    const { store, made, events } = setup()
    store.set({ open: true })
    store.set({ open: false })
    await events()
    expect(made).toEqual([
      expect.objectContaining({
        directoryUrl: 'https://api.web3modal.org',
        analyticsUrl: 'https://pulse.walletconnect.org',
        projectId: 'p1',
      }),
    ])
  })

  test('error: features.analytics off sends nothing and asks nothing, also after a config that had it on', async () => {
    const { store, made, events } = setup()
    store.set({ config: testConfig({ ...ON, features: { ...ON.features, analytics: false } }) })
    store.set({ open: true })
    expect(await events()).toEqual([])
    expect(made).toEqual([])
  })

  test('error: without a project id nothing is sent or asked', async () => {
    const { store, made, events } = setup({ ...ON, projectId: undefined })
    store.set({ open: true })
    expect(await events()).toEqual([])
    expect(made).toEqual([])
  })

  test('error: the project’s analytics off sends nothing', async () => {
    const { store, events } = setup(ON, { enabled: false, status: 202 })
    store.set({ open: true })
    expect(await events()).toEqual([])
  })

  test('error: a 403 shows Invalid App Configuration once, and nothing more is sent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { store, showToast, events } = setup(ON, { enabled: true, status: 403 })
    store.set({ open: true })
    await events()
    store.set({ open: false })
    store.set({ open: true })
    expect(await events()).toEqual([['MODAL_OPEN', { connected: false }]])
    expect(showToast.mock.calls).toEqual([['Invalid App Configuration', 'error']])
  })

  test('error: events waiting behind a refused one are not sent, and a second refused project shows no second alert', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { store, showToast, events } = setup(ON, { enabled: true, status: 403 })
    store.set({ open: true })
    store.set({ open: false })
    expect(await events()).toEqual([['MODAL_OPEN', { connected: false }]])
    store.set({ config: testConfig({ ...ON, projectId: 'p2' }) })
    store.set({ open: true })
    expect(await events()).toHaveLength(2)
    expect(showToast).toHaveBeenCalledTimes(1)
  })

  test('behavior: changes made while the chunk loaded are reported first, in order', async () => {
    const store = createStore(testState({}, ON))
    const since = [store.get()]
    store.set({ open: true })
    since.push(store.get())
    store.set({ open: false })
    since.push(store.get())
    const sent: string[] = []
    startAnalytics({
      store,
      actions: { showToast: vi.fn() },
      since,
      createApi: () => ({
        isEnabled: async () => true,
        send: async (body) => {
          sent.push(body.props.event)
          return 202
        },
      }),
    })
    store.set({ open: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sent).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
  })

  test('behavior: a project refused does not silence the next config’s project', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const project = { enabled: true, status: 403 }
    const { store, events } = setup(ON, project)
    store.set({ open: true })
    await events()
    project.status = 202
    store.set({ config: testConfig({ ...ON, projectId: 'p2' }) })
    store.set({ open: false })
    expect(await events()).toEqual([
      ['MODAL_OPEN', { connected: false }],
      ['MODAL_CLOSE', { connected: false }],
    ])
  })

  test('error: with debug off, a 403 is only logged (an error: SPEC §9 logs errors by default)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { store, showToast, events } = setup({ ...ON, debug: false }, { enabled: true, status: 403 })
    store.set({ open: true })
    await events()
    expect(showToast).not.toHaveBeenCalled()
    expect(error.mock.calls[0]?.join(' ')).toContain('Invalid App Configuration')
  })
})
