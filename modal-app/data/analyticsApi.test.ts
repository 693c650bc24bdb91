import { describe, expect, test } from 'vitest'
import { type AnalyticsBody, createAnalyticsApi } from './analyticsApi.js'

type Call = { url: URL; init: RequestInit | undefined }

function fakeFetch(answer: (url: URL) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    calls.push({ url, init })
    return answer(url)
  }
  return { calls, fetch }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const options = {
  directoryUrl: 'https://dir.example',
  analyticsUrl: 'https://pulse.example',
  projectId: 'p1',
}

const body: AnalyticsBody = {
  eventId: 'e1',
  url: 'https://app.example.com',
  domain: 'app.example.com',
  timestamp: 1,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: undefined },
}

describe('isEnabled', () => {
  test('default: asks the directory with the project and SDK query, no cookies', async () => {
    const { calls, fetch } = fakeFetch(() => json({ isAnalyticsEnabled: true }))
    expect(await createAnalyticsApi({ ...options, fetch }).isEnabled()).toBe(true)
    expect(`${calls[0]?.url.origin}${calls[0]?.url.pathname}`).toBe('https://dir.example/getAnalyticsConfig')
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'wallet-modal',
      sv: 'wallet-modal-0.1.0',
    })
    expect(calls[0]?.init?.credentials).toBe('omit')
  })

  test('behavior: the client id is added when known', async () => {
    const { calls, fetch } = fakeFetch(() => json({ isAnalyticsEnabled: false }))
    await createAnalyticsApi({ ...options, fetch, clientId: () => 'did:key:z6Mk' }).isEnabled()
    expect(calls[0]?.url.searchParams.get('clientId')).toBe('did:key:z6Mk')
  })

  test('behavior: the project turning it off', async () => {
    const { fetch } = fakeFetch(() => json({ isAnalyticsEnabled: false }))
    expect(await createAnalyticsApi({ ...options, fetch }).isEnabled()).toBe(false)
  })

  const failures: [string, () => Response | Promise<Response>][] = [
    ['an error status', () => json({ isAnalyticsEnabled: true }, 500)],
    ['a malformed answer', () => json({ isAnalyticsEnabled: 'yes' })],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ]
  for (const [name, answer] of failures)
    test(`error: ${name} turns analytics off`, async () => {
      const { fetch } = fakeFetch(answer)
      expect(await createAnalyticsApi({ ...options, fetch }).isEnabled()).toBe(false)
    })
})

describe('send', () => {
  test('default: POST /e on the analytics service with the JSON body; the status back', async () => {
    const { calls, fetch } = fakeFetch(() => new Response(null, { status: 202 }))
    expect(await createAnalyticsApi({ ...options, fetch }).send(body)).toBe(202)
    expect(`${calls[0]?.url.origin}${calls[0]?.url.pathname}`).toBe('https://pulse.example/e')
    expect(calls[0]?.url.searchParams.get('projectId')).toBe('p1')
    expect(calls[0]?.init?.method).toBe('POST')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(JSON.parse(JSON.stringify(body)))
    expect(calls[0]?.init?.referrerPolicy).toBe('no-referrer')
  })

  test('behavior: a 403 is told as such', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'origin not allowed' }, 403))
    expect(await createAnalyticsApi({ ...options, fetch }).send(body)).toBe(403)
  })

  test('error: no answer is undefined, not a throw', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await createAnalyticsApi({ ...options, fetch }).send(body)).toBeUndefined()
  })
})
