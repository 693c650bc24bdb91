import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Deployment } from '../config/loadDeployment.js'
import { resolveConfig } from '../config/resolveConfig.js'
import type { DeploymentConfig } from '../config/types.js'
import { hostRefusal } from './hostRefusal.js'

function deploymentOf(json: Partial<DeploymentConfig>): Deployment {
  const deployment = { allowedOrigins: [], defaultOrigins: false, defaults: {}, ...json }
  return { deployment, config: resolveConfig({}, deployment) }
}

/** The wallet directory's answer to `/projects/v1/origins`, and the URLs asked. */
function projectAnswers(answer: () => Promise<Response>) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(String(input))
    return answer()
  })
  return asked
}

const origins = (allowedOrigins: unknown) => async () =>
  new Response(JSON.stringify({ allowedOrigins }), { headers: { 'content-type': 'application/json' } })

const withProject = (allowedOrigins: string[], defaultOrigins = false) =>
  deploymentOf({
    allowedOrigins,
    defaultOrigins,
    defaults: { projectId: 'p1', walletDirectoryUrl: 'https://dir.example' },
  })

const notAllowed = (origin: string) => `origin ${origin} is not in this deployment's allowedOrigins`
/** SPEC §8's unverified-domain alert, told to a page refused after the project's list was asked. */
const unverified = (refusal: string) =>
  `${refusal}. This domain is not verified: make sure it is allowed in the provider's cloud dashboard (cloud.reown.com).`

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('hostRefusal', () => {
  test('default: a page config.json allows connects without asking the project', async () => {
    const asked = projectAnswers(origins([]))
    const judge = hostRefusal(Promise.resolve(withProject(['https://app.example.com'])))
    expect(await judge('https://app.example.com', [])).toBeUndefined()
    expect(asked).toEqual([])
  })

  test("behavior: a page only the project's list allows connects, by a wildcard", async () => {
    const asked = projectAnswers(origins(['https://*.example.org']))
    const judge = hostRefusal(Promise.resolve(withProject(['https://app.example.com'])))
    expect(await judge('https://shop.eu.example.org', [])).toBeUndefined()
    expect(asked).toEqual([
      'https://dir.example/projects/v1/origins?projectId=p1&st=wallet-modal&sv=wallet-modal-0.1.0',
    ])
  })

  test('behavior: every ancestor is judged against the joined list', async () => {
    projectAnswers(origins(['https://outer.example.org']))
    const judge = hostRefusal(Promise.resolve(withProject(['https://app.example.com'])))
    expect(await judge('https://app.example.com', ['https://outer.example.org'])).toBeUndefined()
    expect(await judge('https://app.example.com', ['https://evil.example'])).toBe(
      unverified(
        "origin https://evil.example (an ancestor of the embedding page) is not in this deployment's allowedOrigins",
      ),
    )
  })

  test("behavior: SPEC's defaults join too, when config.json turns them on", async () => {
    projectAnswers(origins(['https://shop.example.org']))
    const judge = hostRefusal(Promise.resolve(withProject([], true)))
    expect(await judge('http://localhost:5173', ['https://shop.example.org'])).toBeUndefined()
  })

  test('error: a page neither list allows is refused', async () => {
    projectAnswers(origins(['https://*.example.org']))
    const judge = hostRefusal(Promise.resolve(withProject(['https://app.example.com'])))
    expect(await judge('https://example.org', [])).toBe(unverified(notAllowed('https://example.org')))
    expect(await judge('https://evil.example', [])).toBe(unverified(notAllowed('https://evil.example')))
  })

  const failures: [string, () => Promise<Response>][] = [
    ['a failed fetch', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an error status', async () => new Response('{}', { status: 503 })],
    ['a malformed list', origins('https://evil.example')],
  ]
  for (const [name, answer] of failures)
    test(`error: ${name} adds nothing: the page stays refused`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      projectAnswers(answer)
      const judge = hostRefusal(Promise.resolve(withProject(['https://app.example.com'])))
      expect(await judge('https://evil.example', [])).toBe(unverified(notAllowed('https://evil.example')))
    })

  test('error: without a project id there is no second look', async () => {
    const asked = projectAnswers(origins(['https://evil.example']))
    const judge = hostRefusal(Promise.resolve(deploymentOf({ allowedOrigins: ['https://app.example.com'] })))
    expect(await judge('https://evil.example', [])).toBe(notAllowed('https://evil.example'))
    expect(asked).toEqual([])
  })

  test('error: a broken config.json refuses every page, without asking', async () => {
    const asked = projectAnswers(origins(['https://evil.example']))
    const judge = hostRefusal(Promise.resolve({ refusal: "this deployment's config.json answered HTTP 404" }))
    expect(await judge('https://evil.example', [])).toBe("this deployment's config.json answered HTTP 404")
    expect(asked).toEqual([])
  })
})
