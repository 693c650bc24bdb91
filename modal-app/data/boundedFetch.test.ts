import { describe, expect, test } from 'vitest'
import { fetchBounded, isExpectedType, readBounded } from './boundedFetch.js'

/** A stream of `count` chunks of `size` bytes, counting the chunks pulled and whether it was cancelled. */
function countingStream(count: number, size: number) {
  const seen = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === count) return controller.close()
      seen.pulled++
      controller.enqueue(new Uint8Array(size).fill(seen.pulled))
    },
    cancel() {
      seen.cancelled = true
    },
  })
  return { stream, seen }
}

/** A fetch that answers `body` with `headers`, recording the init it was called with. */
function fakeFetch(
  body: BodyInit | ReadableStream<Uint8Array> | null,
  headers: Record<string, string>,
  status = 200,
) {
  const calls: RequestInit[] = []
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push(init)
    return new Response(body as BodyInit, { status, headers })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

describe('readBounded', () => {
  test('default: a body within the limit is read whole', async () => {
    const { stream } = countingStream(3, 4)
    expect(await readBounded(stream, 12)).toEqual(new Uint8Array([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]))
  })

  test('behavior: reading stops at the first chunk past the limit, and the stream is cancelled', async () => {
    // 200 chunks of 1 MB: only what passes the limit is pulled.
    const { stream, seen } = countingStream(200, 1024 * 1024)
    expect(await readBounded(stream, 256 * 1024)).toBeUndefined()
    expect(seen.pulled).toBeLessThanOrEqual(2)
    expect(seen.cancelled).toBe(true)
  })
})

describe('isExpectedType', () => {
  test('behavior: JSON and +json types for documents, image/* for images, parameters and case ignored', () => {
    expect(
      ['application/json', 'Application/JSON; charset=utf-8', 'application/ld+json'].map((type) =>
        isExpectedType('json', type),
      ),
    ).toEqual([true, true, true])
    expect(['image/png', 'image/svg+xml', 'IMAGE/WEBP'].map((type) => isExpectedType('image', type))).toEqual(
      [true, true, true],
    )
  })

  test('error: anything else, or no type, is refused', () => {
    expect(
      [
        ['json', 'text/html'],
        ['json', 'text/plain'],
        ['json', null],
        ['image', 'text/html'],
        ['image', 'application/json'],
        ['image', 'image/'],
      ].map(([kind, type]) => isExpectedType(kind as 'json' | 'image', type ?? null)),
    ).toEqual([false, false, false, false, false, false])
  })
})

describe('fetchBounded', () => {
  test('default: no cookies, no referrer, no redirects for a stranger’s URL; the bytes and type', async () => {
    const { fetch, calls } = fakeFetch('{"name":"x"}', { 'content-type': 'application/json; charset=utf-8' })
    const body = await fetchBounded('https://nft.example/1', {
      kind: 'json',
      maxBytes: 100,
      trusted: false,
      fetch,
    })
    expect(new TextDecoder().decode(body?.bytes)).toBe('{"name":"x"}')
    expect(body?.type).toBe('application/json')
    expect(calls[0]).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer', redirect: 'error' })
  })

  test('behavior: redirects are followed for the app’s own choices (its gateway)', async () => {
    const { fetch, calls } = fakeFetch('{}', { 'content-type': 'application/json' })
    await fetchBounded('https://ipfs.io/ipfs/bafy', { kind: 'json', maxBytes: 100, trusted: true, fetch })
    expect(calls[0]?.redirect).toBe('follow')
  })

  test('error: a wrong content type is refused unread', async () => {
    const { stream, seen } = countingStream(10, 10)
    const { fetch } = fakeFetch(stream, { 'content-type': 'text/html' })
    expect(
      await fetchBounded('https://nft.example/1', { kind: 'json', maxBytes: 1000, trusted: false, fetch }),
    ).toBeUndefined()
    expect(seen.pulled).toBeLessThanOrEqual(1)
  })

  test('error: a body past the limit, announced or streamed, and an error status give nothing', async () => {
    const announced = fakeFetch('x'.repeat(10), {
      'content-type': 'image/png',
      'content-length': '5000000000',
    })
    expect(
      await fetchBounded('https://a.example/i', {
        kind: 'image',
        maxBytes: 100,
        trusted: false,
        fetch: announced.fetch,
      }),
    ).toBeUndefined()
    const { stream, seen } = countingStream(1000, 1024)
    const streamed = fakeFetch(stream, { 'content-type': 'image/png' })
    expect(
      await fetchBounded('https://a.example/i', {
        kind: 'image',
        maxBytes: 4096,
        trusted: false,
        fetch: streamed.fetch,
      }),
    ).toBeUndefined()
    expect(seen.pulled).toBeLessThan(10)
    const failed = fakeFetch('{}', { 'content-type': 'application/json' }, 404)
    expect(
      await fetchBounded('https://a.example/m', {
        kind: 'json',
        maxBytes: 100,
        trusted: false,
        fetch: failed.fetch,
      }),
    ).toBeUndefined()
  })
})
