import { describe, expect, test } from 'vitest'
import { createBlockchainApi, retryDelay } from './blockchainApi.js'
import { BlockchainApiError } from './errors.js'

const ACCOUNT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const identity = () => new Response(JSON.stringify({ name: 'holder.wallet', avatar: null }))

/** A client whose server answers `answers` in turn (the last one again after), with the waits recorded. */
function client(answers: (() => Response)[]) {
  const calls: string[] = []
  const waits: number[] = []
  const api = createBlockchainApi({
    baseUrl: 'https://api.example.com',
    projectId: 'p',
    fetch: async (url) => {
      calls.push(String(url))
      return (answers[calls.length - 1] ?? answers[answers.length - 1] ?? identity)()
    },
    sleep: async (ms) => void waits.push(ms),
  })
  return { api, calls, waits }
}
const status =
  (code: number, headers: Record<string, string> = {}, body: unknown = {}) =>
  () =>
    new Response(JSON.stringify(body), { status: code, headers })

describe('Blockchain API retries (SPEC §8, §9)', () => {
  test.each([403, 408, 413, 429, 500, 502, 503, 504])(
    'behavior: %i is tried again, then answers',
    async (code) => {
      const { api, calls, waits } = client([status(code), identity])
      expect(await api.identity(ACCOUNT)).toEqual({ name: 'holder.wallet', avatar: undefined })
      expect(calls).toHaveLength(2)
      expect(waits).toEqual([150])
    },
  )

  test('behavior: 3 retries with exponential delays from 150 ms, then the error with the status', async () => {
    const { api, calls, waits } = client([status(503)])
    const error = await api.identity(ACCOUNT).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BlockchainApiError)
    expect(error).toMatchObject({ status: 503 })
    expect(calls).toHaveLength(4)
    expect(waits).toEqual([150, 300, 600])
  })

  test('behavior: Retry-After (seconds, or a date) is waited for instead', async () => {
    const { api, waits } = client([status(429, { 'retry-after': '2' }), identity])
    await api.identity(ACCOUNT)
    expect(waits).toEqual([2000])
    expect(retryDelay(1, new Date(Date.UTC(2026, 0, 1, 0, 0, 5)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(
      5000,
    )
    expect(retryDelay(2, 'soon')).toBe(300)
    expect(retryDelay(3, null)).toBe(600)
  })

  test('error: a Retry-After over 10 s is not waited for: the call fails at once', async () => {
    const { api, calls, waits } = client([status(503, { 'retry-after': '120' }), identity])
    await expect(api.identity(ACCOUNT)).rejects.toMatchObject({ status: 503 })
    expect(calls).toHaveLength(1)
    expect(waits).toEqual([])
  })

  test('error: other statuses (400, 404) are not tried again', async () => {
    for (const code of [400, 401, 404]) {
      const { api, calls } = client([status(code), identity])
      await expect(api.identity(ACCOUNT)).rejects.toMatchObject({ status: code })
      expect(calls).toHaveLength(1)
    }
  })

  test('error: SPEC §8’s server messages say what to fix', async () => {
    const invalidKey = client([status(401, {}, { message: 'Unauthorized: invalid key' })])
    await expect(invalidKey.api.identity(ACCOUNT)).rejects.toThrow(
      "Invalid App Configuration: The project id is not valid: check `projectId` against the provider's cloud dashboard.",
    )
    const origin = client([status(403, {}, { error: 'Unauthorized: origin not allowed' })])
    await expect(origin.api.identity(ACCOUNT)).rejects.toThrow(
      /^Invalid App Configuration: Origin not in allowlist/,
    )
    expect(origin.calls).toHaveLength(4)
  })
})
