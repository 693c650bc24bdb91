import { describe, expect, test, vi } from 'vitest'
import { fetchAllowedOrigins } from './fetchAllowedOrigins.js'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function answering(answer: () => Response | Promise<Response>) {
  const urls: URL[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    urls.push(new URL(String(input)))
    return answer()
  }
  return { urls, fetch }
}

const base = { baseUrl: 'https://dir.example', projectId: 'p1' }

describe('fetchAllowedOrigins', () => {
  test('default: GET /projects/v1/origins with the project and SDK query; the patterns back', async () => {
    const { urls, fetch } = answering(() =>
      json({ allowedOrigins: ['https://app.example.com', 'https://*.example.org', 'http://localhost:*'] }),
    )
    expect(await fetchAllowedOrigins({ ...base, fetch })).toEqual([
      'https://app.example.com',
      'https://*.example.org',
      'http://localhost:*',
    ])
    expect(urls[0]?.href).toBe(
      'https://dir.example/projects/v1/origins?projectId=p1&st=wallet-modal&sv=wallet-modal-0.1.0',
    )
  })

  test('behavior: entries that are not origin patterns are dropped, the others kept', async () => {
    const { fetch } = answering(() =>
      json({
        allowedOrigins: ['*', 'https://*', 'javascript:alert(1)', 'https://a.*.com', 'https://ok.example'],
      }),
    )
    expect(await fetchAllowedOrigins({ ...base, fetch })).toEqual(['https://ok.example'])
  })

  const failures: [string, () => Response | Promise<Response>][] = [
    ['an error status', () => json({ allowedOrigins: ['https://app.example.com'] }, 500)],
    ['a list of the wrong shape', () => json({ allowedOrigins: 'https://app.example.com' })],
    ['a list with a non-string', () => json({ allowedOrigins: ['https://app.example.com', 1] })],
    ['no list', () => json({ origins: ['https://app.example.com'] })],
    ['more than 1000 entries', () => json({ allowedOrigins: Array(1001).fill('https://app.example.com') })],
    ['an answer that is not JSON', () => new Response('<!doctype html>')],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ]
  for (const [name, answer] of failures)
    test(`error: ${name} adds nothing`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const { fetch } = answering(answer)
      expect(await fetchAllowedOrigins({ ...base, fetch })).toEqual([])
    })
})
