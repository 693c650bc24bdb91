import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Anvil, startAnvil } from './anvil.js'
import { createSiwxSessions, type SiwxSessionsOptions } from './siwxSessions.js'

// Anvil's account #0.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const DAPP = 'http://127.0.0.1:5174'
const T0 = Date.parse('2026-01-01T00:00:00Z')
let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil.stop())

function setup(overrides: Partial<SiwxSessionsOptions> = {}) {
  const clock = { now: T0 }
  const sessions = createSiwxSessions({
    dappOrigins: [DAPP],
    rpcUrls: { 31337: anvil.rpcUrl },
    sessionTtlMs: 60_000,
    now: () => clock.now,
    ...overrides,
  })
  return { sessions, clock }
}

/** A request as the modal makes it: the message for `origin`, signed by account #0. */
async function signedRequest(
  nonce: string,
  fields: { origin?: string; expirationTime?: Date; chainId?: number } = {},
) {
  const url = new URL(fields.origin ?? DAPP)
  const message = createSiweMessage({
    address: account.address,
    chainId: fields.chainId ?? 31337,
    domain: url.host,
    scheme: url.protocol.slice(0, -1),
    uri: url.origin,
    nonce,
    version: '1',
    issuedAt: new Date(T0),
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
  })
  const signature = await account.signMessage({ message })
  return { message, signature, address: account.address, caipNetworkId: `eip155:${fields.chainId ?? 31337}` }
}

describe('createSiwxSessions', () => {
  test('default', async () => {
    const { sessions } = setup()
    const { id, session } = await sessions.verify(await signedRequest(sessions.issueNonce()))
    expect(session).toEqual({
      address: account.address,
      caipNetworkId: 'eip155:31337',
      expiresAt: new Date(T0 + 60_000).toISOString(),
    })
    expect(sessions.session(id)).toEqual(session)
  })

  test('behavior: the message expiration shortens the session', async () => {
    const { sessions } = setup()
    const expirationTime = new Date(T0 + 10_000)
    const { session } = await sessions.verify(await signedRequest(sessions.issueNonce(), { expirationTime }))
    expect(session.expiresAt).toBe(expirationTime.toISOString())
  })

  test('behavior: a session expires', async () => {
    const { sessions, clock } = setup()
    const { id } = await sessions.verify(await signedRequest(sessions.issueNonce()))
    clock.now = T0 + 59_999
    expect(sessions.session(id)).toBeDefined()
    clock.now = T0 + 60_000
    expect(sessions.session(id)).toBeUndefined()
  })

  test('behavior: nonces are 128 random bits, in letters and digits, and none tells anything of the next', () => {
    const { sessions } = setup()
    const nonces = Array.from({ length: 1000 }, () => sessions.issueNonce())
    expect(new Set(nonces).size).toBe(1000)
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    // A nonce cut from a shared stream of random digits would repeat most of the previous one.
    for (const [index, nonce] of nonces.slice(1).entries()) {
      const previous = nonces[index]!
      for (let start = 0; start + 12 <= nonce.length; start++)
        expect(previous, `nonce ${index + 1}`).not.toContain(nonce.slice(start, start + 12))
    }
  })

  test('behavior: expired nonces are swept; at most maxNonces are kept, then 503 until the oldest expires', async () => {
    const { sessions, clock } = setup({ nonceTtlMs: 1_000, maxNonces: 3 })
    const stale = sessions.issueNonce()
    sessions.issueNonce()
    clock.now = T0 + 500
    sessions.issueNonce()
    expect(() => sessions.issueNonce()).toThrow(
      expect.objectContaining({ status: 503, message: 'too many sign-ins are waiting', retryAfterMs: 500 }),
    )
    expect(sessions.kept.nonces).toBe(3)
    clock.now = T0 + 1_001
    const fresh = sessions.issueNonce()
    expect(sessions.kept.nonces).toBe(2)
    await expect(sessions.verify(await signedRequest(stale))).rejects.toMatchObject({ status: 401 })
    await sessions.verify(await signedRequest(fresh))
    expect(sessions.kept.nonces).toBe(1)
    clock.now = T0 + 2_000
    sessions.issueNonce()
    expect(sessions.kept.nonces).toBe(1)
  })

  test('behavior: at most maxSessions are open; an expired one makes room', async () => {
    const { sessions, clock } = setup({ maxSessions: 1 })
    await sessions.verify(await signedRequest(sessions.issueNonce()))
    const second = await signedRequest(sessions.issueNonce())
    await expect(sessions.verify(second)).rejects.toMatchObject({
      status: 503,
      message: 'too many sessions are open',
    })
    clock.now = T0 + 60_000
    await sessions.verify(await signedRequest(sessions.issueNonce()))
    expect(sessions.kept.sessions).toBe(1)
  })

  test('error: a replayed nonce is refused', async () => {
    const { sessions } = setup()
    const request = await signedRequest(sessions.issueNonce())
    await sessions.verify(request)
    await expect(sessions.verify(request)).rejects.toMatchObject({
      status: 401,
      message: 'the nonce is unknown, used or expired',
    })
  })

  test('error: a nonce the backend never issued is refused', async () => {
    const { sessions } = setup()
    await expect(sessions.verify(await signedRequest('abcdefgh12345678'))).rejects.toMatchObject({
      status: 401,
    })
  })

  test('error: a failed attempt burns the nonce', async () => {
    const { sessions } = setup()
    const request = await signedRequest(sessions.issueNonce())
    const forged = { ...request, signature: await account.signMessage({ message: 'something else' }) }
    await expect(sessions.verify(forged)).rejects.toMatchObject({
      status: 401,
      message: 'the signature does not match the message',
    })
    await expect(sessions.verify(request)).rejects.toMatchObject({ status: 401 })
  })

  test('error: a stale nonce is refused', async () => {
    const { sessions, clock } = setup({ nonceTtlMs: 1_000 })
    const nonce = sessions.issueNonce()
    clock.now = T0 + 1_001
    await expect(sessions.verify(await signedRequest(nonce))).rejects.toMatchObject({ status: 401 })
  })

  test('error: an expired message is refused', async () => {
    const { sessions, clock } = setup()
    const request = await signedRequest(sessions.issueNonce(), { expirationTime: new Date(T0 + 500) })
    clock.now = T0 + 500
    await expect(sessions.verify(request)).rejects.toMatchObject({ status: 401 })
  })

  test('error: a message bound to another origin is refused', async () => {
    const { sessions } = setup()
    const request = await signedRequest(sessions.issueNonce(), { origin: 'https://evil.example' })
    await expect(sessions.verify(request)).rejects.toMatchObject({
      status: 403,
      message: 'sign-ins for https://evil.example are not accepted here',
    })
  })

  test('error: another address or chain than the message names', async () => {
    const { sessions } = setup()
    const request = await signedRequest(sessions.issueNonce())
    await expect(
      sessions.verify({ ...request, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
    ).rejects.toMatchObject({ status: 400, message: 'the message is for another address' })
    const other = await signedRequest(sessions.issueNonce())
    await expect(sessions.verify({ ...other, caipNetworkId: 'eip155:1' })).rejects.toMatchObject({
      status: 400,
      message: 'the message is for another chain',
    })
  })

  test('error: a malformed request', async () => {
    const { sessions } = setup()
    await expect(sessions.verify(null)).rejects.toMatchObject({ status: 400 })
    await expect(
      sessions.verify({ message: 'x', signature: 'nope', address: account.address }),
    ).rejects.toMatchObject({ status: 400, message: 'signature must be hex' })
  })
})
