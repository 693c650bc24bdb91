import { describe, expect, test, vi } from 'vitest'
import type { ApprovalRequest } from '../connectors/embedded/prepareRequest.js'
import { createActions } from '../navigation/actions.js'
import { testState } from '../store/appStateFixture.js'
import { createStore } from '../store/store.js'
import { createApprovals, MAX_PENDING_APPROVALS } from './approvals.js'

const request = (text: string): ApprovalRequest => ({
  method: 'personal_sign',
  chainId: 1,
  shown: { kind: 'message', text, hex: '0x', foreignSignIn: undefined },
})

function setup(open = false) {
  const store = createStore(testState({ open, stack: ['Account'] }))
  const actions = createActions(store, { selectNamespace: () => {}, isMobile: () => false })
  const page = new EventTarget()
  return { store, page, approvals: createApprovals({ store, actions, page }) }
}

const current = (store: ReturnType<typeof setup>['store']) => store.get().approvals?.current

describe('createApprovals', () => {
  test('default: opens ApproveTransaction on the first request, runs the work once approved, then closes again', async () => {
    const { store, approvals } = setup()
    const work = vi.fn(async () => '0xsig')
    const answer = approvals.submit(request('hello'), work)
    expect(store.get().open).toBe(true)
    expect(store.get().stack.at(-1)).toBe('ApproveTransaction')
    const shown = current(store)
    expect(shown).toMatchObject({ phase: 'idle', request: request('hello') })
    expect(work).not.toHaveBeenCalled()
    approvals.decide(shown?.id ?? -1, true)
    expect(current(store)?.phase).toBe('working')
    await expect(answer).resolves.toBe('0xsig')
    expect(store.get()).toMatchObject({ open: false, approvals: { current: undefined, waiting: 0 } })
  })

  test('behavior: one at a time; the others wait, counted, in order', async () => {
    const { store, approvals } = setup(true)
    const first = approvals.submit(request('one'), async () => 1)
    const second = approvals.submit(request('two'), async () => 2)
    expect(store.get().approvals).toMatchObject({ current: { request: request('one') }, waiting: 1 })
    approvals.decide(current(store)?.id ?? -1, true)
    await expect(first).resolves.toBe(1)
    expect(store.get().approvals).toMatchObject({ current: { request: request('two') }, waiting: 0 })
    expect(store.get().stack).toEqual(['Account', 'ApproveTransaction'])
    approvals.decide(current(store)?.id ?? -1, true)
    await expect(second).resolves.toBe(2)
    // Opened before the request: it stays open, back where it was.
    expect(store.get()).toMatchObject({ open: true, stack: ['Account'] })
  })

  test('behavior: a stale id (a request no longer on show) decides nothing', async () => {
    const { store, approvals } = setup(true)
    const work = vi.fn(async () => 1)
    void approvals.submit(request('one'), work)
    const id = current(store)?.id ?? -1
    approvals.decide(id + 1, true)
    approvals.decide(id - 1, true)
    expect(work).not.toHaveBeenCalled()
    expect(current(store)?.phase).toBe('idle')
  })

  test('error: reject answers 4001 "Signature declined" and shows the next', async () => {
    const { store, approvals } = setup(true)
    const first = approvals.submit(request('one'), async () => 1)
    void approvals.submit(request('two'), async () => 2)
    approvals.decide(current(store)?.id ?? -1, false)
    await expect(first).rejects.toMatchObject({ code: 4001, message: 'Signature declined' })
    expect(current(store)?.request).toEqual(request('two'))
  })

  test('error: closing the modal rejects every pending request with 4001, never approves it', async () => {
    const { store, approvals } = setup()
    const work = vi.fn(async () => 1)
    const answers = [approvals.submit(request('one'), work), approvals.submit(request('two'), work)]
    store.set({ open: false })
    for (const answer of answers) await expect(answer).rejects.toMatchObject({ code: 4001 })
    expect(work).not.toHaveBeenCalled()
    expect(store.get().approvals).toEqual({ current: undefined, waiting: 0 })
  })

  test('error: the page going away (a frame reload) rejects every pending request with 4001', async () => {
    const { approvals, page } = setup(true)
    const answer = approvals.submit(request('one'), async () => 1)
    page.dispatchEvent(new Event('pagehide'))
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  test(`error: past ${MAX_PENDING_APPROVALS} pending, a request is refused with -32005`, async () => {
    const { store, approvals } = setup(true)
    for (let index = 0; index < MAX_PENDING_APPROVALS; index++)
      void approvals.submit(request(`${index}`), async () => index)
    await expect(approvals.submit(request('one too many'), async () => 0)).rejects.toMatchObject({
      code: -32005,
    })
    expect(store.get().approvals?.waiting).toBe(MAX_PENDING_APPROVALS - 1)
  })

  test('behavior: a cancelled passkey prompt keeps the request on show, with why, to approve again or reject', async () => {
    const { store, approvals } = setup(true)
    const cancelled = Object.assign(new Error('The passkey request was cancelled or timed out'), {
      retryable: true,
    })
    const work = vi.fn().mockRejectedValueOnce(cancelled).mockResolvedValueOnce('0xsig')
    const answer = approvals.submit(request('one'), work)
    approvals.decide(current(store)?.id ?? -1, true)
    await vi.waitFor(() => expect(current(store)?.phase).toBe('idle'))
    expect(current(store)?.error).toBe('The passkey request was cancelled or timed out')
    approvals.decide(current(store)?.id ?? -1, true)
    await expect(answer).resolves.toBe('0xsig')
  })

  test('error: a failed signature rejects with its error and moves on', async () => {
    const { store, approvals } = setup(true)
    const answer = approvals.submit(request('one'), async () => {
      throw new Error('nonce too low')
    })
    approvals.decide(current(store)?.id ?? -1, true)
    await expect(answer).rejects.toMatchObject({ message: expect.stringContaining('nonce too low') })
    expect(current(store)).toBeUndefined()
  })
})
