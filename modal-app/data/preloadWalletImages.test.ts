import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { preloadWalletImages } from './preloadWalletImages.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return () => done
}

describe('preloadWalletImages', () => {
  test('default: resolves when every image has loaded, each loaded once', async () => {
    const load = vi.fn(async () => 'blob:x')
    const isDone = await settled(
      preloadWalletImages([{ image_id: 'a' }, { image_id: 'b' }, { image_id: 'a' }, {}], load),
    )
    expect(isDone()).toBe(true)
    expect(load.mock.calls).toEqual([['a'], ['b']])
  })

  test('behavior: a slow image holds the list back at most 2 s', async () => {
    const load = vi.fn((id: string) => (id === 'slow' ? new Promise(() => {}) : Promise.resolve('blob:x')))
    const isDone = await settled(preloadWalletImages([{ image_id: 'fast' }, { image_id: 'slow' }], load))
    expect(isDone()).toBe(false)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(isDone()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(isDone()).toBe(true)
  })

  test('behavior: a failed image does not fail the list; no images, no wait', async () => {
    expect(
      await preloadWalletImages([{ image_id: 'a' }], () => Promise.reject(new Error('404'))),
    ).toBeUndefined()
    const load = vi.fn()
    expect(await preloadWalletImages([{}], load)).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
  })
})
