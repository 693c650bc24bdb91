import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { whenNoPairingPending } from './pairingPending.js'

const LIMIT = 500

describe('whenNoPairingPending', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const pairing = () =>
    createStore(testState({ open: true, stack: ['Connect', 'ConnectingWalletConnect'] }, { projectId: 'p' }))

  it('runs in idle time when no pairing is being prepared', () => {
    const run = vi.fn()
    whenNoPairingPending(createStore(testState()), run, LIMIT)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(LIMIT)
    expect(run).toHaveBeenCalledOnce()
  })

  it('waits while the pairing view has neither its QR nor its error, then runs once the QR is there', () => {
    const store = pairing()
    const run = vi.fn()
    whenNoPairingPending(store, run, LIMIT)
    vi.advanceTimersByTime(LIMIT * 4)
    expect(run).not.toHaveBeenCalled()
    store.set({ pairingUri: 'wc:topic@2?relay-protocol=irn&symKey=key' })
    vi.advanceTimersByTime(LIMIT)
    expect(run).toHaveBeenCalledOnce()
  })

  it('runs once the pairing failed, or the view was left', () => {
    const failed = pairing()
    const left = pairing()
    const runs = [vi.fn(), vi.fn()] as const
    whenNoPairingPending(failed, runs[0], LIMIT)
    whenNoPairingPending(left, runs[1], LIMIT)
    vi.advanceTimersByTime(LIMIT * 2)
    failed.set({ pairingError: 'Relay unreachable' })
    left.set({ open: false })
    vi.advanceTimersByTime(LIMIT)
    expect(runs[0]).toHaveBeenCalledOnce()
    expect(runs[1]).toHaveBeenCalledOnce()
  })

  it('does not wait without a project id (the view says WalletConnect is not available)', () => {
    const store = createStore(testState({ open: true, stack: ['Connect', 'ConnectingWalletConnect'] }))
    const run = vi.fn()
    whenNoPairingPending(store, run, LIMIT)
    vi.advanceTimersByTime(LIMIT)
    expect(run).toHaveBeenCalledOnce()
  })
})
