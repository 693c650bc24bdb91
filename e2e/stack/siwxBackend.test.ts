import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Anvil, startAnvil } from './anvil.js'
import { type SiwxBackend, startSiwxBackend } from './siwxBackend.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const DAPP = 'http://127.0.0.1:5174'
const MODAL = 'http://localhost:5173'
let anvil: Anvil
let backend: SiwxBackend

beforeAll(async () => {
  anvil = await startAnvil()
  backend = await startSiwxBackend({
    dappOrigins: [DAPP],
    modalOrigins: [MODAL],
    rpcUrls: { 31337: anvil.rpcUrl },
  })
})
afterAll(async () => {
  await backend.close()
  await anvil.stop()
})

async function signIn() {
  const { nonce } = (await (await fetch(backend.urls.nonceUrl)).json()) as { nonce: string }
  const message = createSiweMessage({
    address: account.address,
    chainId: 31337,
    domain: '127.0.0.1:5174',
    scheme: 'http',
    uri: DAPP,
    nonce,
    version: '1',
  })
  const signature = await account.signMessage({ message })
  const body = JSON.stringify({ message, signature, address: account.address, caipNetworkId: 'eip155:31337' })
  const post = () =>
    fetch(backend.urls.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: MODAL },
      body,
    })
  return { response: await post(), post, proof: { message, signature } }
}

describe('startSiwxBackend', () => {
  test('default', async () => {
    const { response } = await signIn()
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(MODAL)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    const { session } = (await response.json()) as { session: { address: string } }
    expect(session.address).toBe(account.address)
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!
    const current = await fetch(backend.urls.sessionUrl, { headers: { cookie } })
    expect(await current.json()).toEqual({ session })
  })

  test('behavior: the session cookie is __Host-, Secure, HttpOnly, SameSite=Lax, on /, for the session’s length', async () => {
    const { response } = await signIn()
    const [pair, ...attributes] = response.headers.get('set-cookie')!.split('; ')
    expect(pair).toMatch(/^__Host-siwx_session=[\w-]{32}$/)
    expect(attributes).toEqual(['Max-Age=86400', 'Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax'])
  })

  test('behavior: the dapp page claims a verified sign-in once, by its message and signature, and gets the cookie', async () => {
    const { response, proof } = await signIn()
    const { session } = (await response.json()) as { session: unknown }
    const claim = (body: unknown) =>
      fetch(`${backend.url}/siwx/claim`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: DAPP },
        body: JSON.stringify(body),
      })
    const claimed = await claim(proof)
    expect(claimed.status).toBe(200)
    expect(claimed.headers.get('access-control-allow-origin')).toBe(DAPP)
    expect(await claimed.json()).toEqual({ session })
    const cookie = claimed.headers.get('set-cookie')!.split(';')[0]!
    expect(cookie).toMatch(/^__Host-siwx_session=[\w-]{32}$/)
    expect(await (await fetch(backend.urls.sessionUrl, { headers: { cookie } })).json()).toEqual({ session })
    // Once only, and only for exactly what this backend verified.
    expect((await claim(proof)).status).toBe(401)
    const other = await signIn()
    expect((await claim({ ...other.proof, signature: proof.signature })).status).toBe(401)
    expect((await claim({ message: other.proof.message })).status).toBe(401)
    expect((await claim(other.proof)).status).toBe(200)
  })

  test('behavior: no cookie, no session (404); signing out ends it', async () => {
    expect((await fetch(backend.urls.sessionUrl)).status).toBe(404)
    const { response } = await signIn()
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!
    const signOut = await fetch(backend.urls.sessionUrl, { method: 'DELETE', headers: { cookie } })
    expect(signOut.headers.get('set-cookie')).toBe(
      '__Host-siwx_session=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax',
    )
    expect((await fetch(backend.urls.sessionUrl, { headers: { cookie } })).status).toBe(404)
  })

  test('error: past its limit a client gets 429 with Retry-After; at the cap of nonces, 503', async () => {
    const limited = await startSiwxBackend({
      dappOrigins: [DAPP],
      modalOrigins: [MODAL],
      rpcUrls: {},
      nonceRateLimit: { limit: 3, windowMs: 60_000 },
    })
    const capped = await startSiwxBackend({
      dappOrigins: [DAPP],
      modalOrigins: [MODAL],
      rpcUrls: {},
      maxNonces: 2,
    })
    try {
      const nonce = () => fetch(limited.urls.nonceUrl, { headers: { Origin: MODAL } })
      for (let count = 0; count < 3; count++) expect((await nonce()).status).toBe(200)
      const refused = await nonce()
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55)
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      // The modal reads the refusal: CORS headers are on it too.
      expect(refused.headers.get('access-control-allow-origin')).toBe(MODAL)
      expect(await refused.json()).toEqual({ error: 'too many requests' })

      for (let count = 0; count < 2; count++) expect((await fetch(capped.urls.nonceUrl)).status).toBe(200)
      const full = await fetch(capped.urls.nonceUrl)
      expect(full.status).toBe(503)
      expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(295)
      expect(await full.json()).toEqual({ error: 'too many sign-ins are waiting' })
    } finally {
      await limited.close()
      await capped.close()
    }
  })

  test('behavior: the preflight admits only the modal origins (the dapp page: only to claim and read its session)', async () => {
    const preflight = (origin: string) =>
      fetch(backend.urls.verifyUrl, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      })
    const allowed = await preflight(MODAL)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(MODAL)
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type')
    expect((await preflight(DAPP)).headers.get('access-control-allow-origin')).toBeNull()
    const claim = await fetch(`${backend.url}/siwx/claim`, {
      method: 'OPTIONS',
      headers: { Origin: DAPP, 'Access-Control-Request-Method': 'POST' },
    })
    expect(claim.headers.get('access-control-allow-origin')).toBe(DAPP)
  })

  test('error: a replayed request is refused with 401', async () => {
    const { response, post } = await signIn()
    expect(response.status).toBe(200)
    const replay = await post()
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: 'the nonce is unknown, used or expired' })
  })

  test('error: a body that is not JSON', async () => {
    const response = await fetch(backend.urls.verifyUrl, { method: 'POST', body: 'message=hi' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'the body must be JSON' })
  })
})
