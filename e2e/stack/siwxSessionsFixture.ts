import { expect, test } from 'vitest'
import { createSiwxSessions, type SiwxSessionsOptions } from './siwxSessions.js'

// The reference backend's tests per namespace (siwxSolana.test.ts, siwxBitcoin.test.ts): a clock, the dapp, and
// the refusals that do not depend on the namespace.

export const DAPP = 'http://127.0.0.1:5174'
export const T0 = Date.parse('2026-01-01T00:00:00Z')

/** The backend's sign-in logic for DAPP on a clock at T0; no chain (solana and bip122 verify without one). */
export function sessionsAt(sessionTtlMs: number, overrides: Partial<SiwxSessionsOptions> = {}) {
  const clock = { now: T0 }
  const sessions = createSiwxSessions({
    dappOrigins: [DAPP],
    rpcUrls: {},
    sessionTtlMs,
    now: () => clock.now,
    ...overrides,
  })
  return { sessions, clock }
}

type SignedRequest = (
  nonce: string,
  options?: { origin?: string },
) => { message: string; signature: string; address: string; caipNetworkId: string }

/** A replayed or stale nonce and a message for another domain are refused, whatever the namespace. */
export function testNamespaceRefusals(signedRequest: SignedRequest) {
  test('error: a replayed nonce', async () => {
    const { sessions } = sessionsAt(60_000)
    const request = signedRequest(sessions.issueNonce())
    await sessions.verify(request)
    await expect(sessions.verify(request)).rejects.toMatchObject({
      status: 401,
      message: 'the nonce is unknown, used or expired',
    })
  })

  test('error: an expired nonce', async () => {
    const { sessions, clock } = sessionsAt(60_000)
    const request = signedRequest(sessions.issueNonce())
    clock.now += 5 * 60_000 + 1
    await expect(sessions.verify(request)).rejects.toMatchObject({ status: 401 })
  })

  test('error: a message for another domain', async () => {
    const { sessions } = sessionsAt(60_000)
    const request = signedRequest(sessions.issueNonce(), { origin: 'https://evil.example' })
    await expect(sessions.verify(request)).rejects.toMatchObject({
      status: 403,
      message: 'sign-ins for https://evil.example are not accepted here',
    })
  })
}
