import { describe, expect, test } from 'vitest'
import { createSiwxRateLimit } from './siwxRateLimit.js'

function limitAt(options: { limit: number; maxClients?: number }) {
  const clock = { now: 1_000_000 }
  const limit = createSiwxRateLimit({ windowMs: 60_000, maxClients: 100, ...options, now: () => clock.now })
  return { limit, clock }
}

describe('createSiwxRateLimit', () => {
  test('default: `limit` requests a window per client, then 429 until the window ends', () => {
    const { limit, clock } = limitAt({ limit: 2 })
    limit.take('a')
    clock.now += 10_000
    limit.take('a')
    expect(() => limit.take('a')).toThrow(expect.objectContaining({ status: 429, retryAfterMs: 50_000 }))
    limit.take('b')
    clock.now += 50_000
    limit.take('a')
  })

  test('behavior: at most `maxClients` are counted in a window; a new one waits for the next', () => {
    const { limit, clock } = limitAt({ limit: 5, maxClients: 2 })
    limit.take('a')
    limit.take('b')
    expect(() => limit.take('c')).toThrow(expect.objectContaining({ status: 429, retryAfterMs: 60_000 }))
    limit.take('a')
    clock.now += 60_000
    limit.take('c')
  })
})
