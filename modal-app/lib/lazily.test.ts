import { describe, expect, it, vi } from 'vitest'
import { lazily } from './lazily.js'

describe('lazily', () => {
  it('loads once, however often it is asked', async () => {
    const load = vi.fn(async () => 42)
    const get = lazily(load)
    expect(await Promise.all([get(), get()])).toEqual([42, 42])
    expect(await get()).toBe(42)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('fetches again after a failed load, and keeps the first success', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk')
    const get = lazily(load)
    await expect(get()).rejects.toThrow('offline')
    expect(await get()).toBe('chunk')
    expect(await get()).toBe('chunk')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
