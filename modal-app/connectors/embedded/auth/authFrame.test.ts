import { afterEach, describe, expect, test, vi } from 'vitest'
import { authAlertOf } from './authAlerts.js'
import { AuthServerError } from './authApi.js'
import { serveAuthClient } from './authClient.js'
import { AuthRequestError, AuthTimeoutError, createAuthFrame } from './authFrame.js'
import type { AuthRequestMessage } from './authMessages.js'

afterEach(() => {
  vi.useRealTimers()
})

/** The frame on one port of a channel, and what reaches the other. */
function channel() {
  const { port1, port2 } = new MessageChannel()
  const seen: AuthRequestMessage[] = []
  port2.onmessage = (event: MessageEvent<AuthRequestMessage>) => seen.push(event.data)
  return { frame: createAuthFrame(port1, 1000), port: port2, seen }
}

describe('createAuthFrame (SPEC §4: random ids, matching answers, SPEC §9 timeout)', () => {
  test('behavior: each request has its own random id and is settled only by the answer with that id', async () => {
    const { frame, port, seen } = channel()
    const first = frame.request('CONNECT_EMAIL', { email: 'a@example.com' })
    const second = frame.request('IS_CONNECTED', {})
    await vi.waitFor(() => expect(seen).toHaveLength(2))
    const [a, b] = seen as [AuthRequestMessage, AuthRequestMessage]
    expect(a.id).not.toBe(b.id)
    expect(a).toMatchObject({ type: 'CONNECT_EMAIL', payload: { email: 'a@example.com' } })
    port.postMessage({ type: 'IS_CONNECTED_SUCCESS', id: 'not-an-id', payload: { isConnected: true } })
    port.postMessage({ type: 'IS_CONNECTED_SUCCESS', id: b.id, payload: { isConnected: false } })
    port.postMessage({
      type: 'CONNECT_EMAIL_ERROR',
      id: a.id,
      payload: { kind: 'server', message: 'Please try again after 12 seconds', status: 429, retryAfter: 12 },
    })
    expect(await second).toEqual({ isConnected: false })
    const error = await first.catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(AuthRequestError)
    expect((error as AuthRequestError).detail.retryAfter).toBe(12)
    port.close()
  })

  test('error: no answer within the timeout rejects with the request timed out alert', async () => {
    vi.useFakeTimers()
    const { frame, port } = channel()
    const pending = frame.request('CONNECT_OTP', { otp: '123456' }).catch((failure: unknown) => failure)
    await vi.advanceTimersByTimeAsync(1000)
    const error = await pending
    expect(error).toBeInstanceOf(AuthTimeoutError)
    expect(authAlertOf(error)?.shortMessage).toBe('Embedded Wallet Request Timed Out')
    port.close()
  })

  test('behavior: user() is the latest answer that carried a user, and sign-out clears it; subscribers hear both', async () => {
    const { frame, port, seen } = channel()
    const heard = vi.fn()
    const unsubscribe = frame.subscribe(heard)
    expect(frame.user()).toBeUndefined()
    const alice = { id: 'u1', email: 'alice@example.com', wallet: null }
    const login = frame.request('CONNECT_OTP', { otp: '123456' })
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    port.postMessage({ type: 'CONNECT_OTP_SUCCESS', id: seen[0]?.id, payload: { user: alice } })
    await login
    expect(frame.user()).toEqual(alice)
    expect(frame.signedIn()).toBe(true)

    const updated = frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: '654321' })
    await vi.waitFor(() => expect(seen).toHaveLength(2))
    const renamed = { ...alice, email: 'alice@new.example' }
    port.postMessage({
      type: 'UPDATE_EMAIL_SECONDARY_OTP_SUCCESS',
      id: seen[1]?.id,
      payload: { user: renamed },
    })
    await updated
    expect(frame.user()?.email).toBe('alice@new.example')

    const out = frame.request('SIGN_OUT', {})
    await vi.waitFor(() => expect(seen).toHaveLength(3))
    port.postMessage({ type: 'SIGN_OUT_SUCCESS', id: seen[2]?.id, payload: {} })
    await out
    expect(frame.user()).toBeUndefined()
    expect(frame.signedIn()).toBe(false)
    expect(heard).toHaveBeenCalledTimes(3)
    unsubscribe()
    port.close()
  })

  test("behavior: the client's errors cross as SPEC §8's alerts where the server's message maps to one", async () => {
    const { port1, port2 } = new MessageChannel()
    const call = vi.fn(async (path: string) => {
      if (path === '/v1/email/start') throw new AuthServerError('Unauthorized: origin not allowed', 403)
      throw new AuthServerError('JWT validation error: JWT Token is not yet valid', 401)
    })
    serveAuthClient(port2, call, 'https://app.example')
    const frame = createAuthFrame(port1, 1000)
    const origin = await frame.request('CONNECT_EMAIL', { email: 'a@example.com' }).catch((e: unknown) => e)
    expect(authAlertOf(origin)?.longMessage).toMatch(/AUTH_ALLOWED_ORIGINS/)
    expect(call).toHaveBeenCalledWith('/v1/email/start', {
      body: expect.objectContaining({ email: 'a@example.com', dappOrigin: 'https://app.example' }),
    })
    const jwt = await frame.request('GET_USER', {}).catch((e: unknown) => e)
    expect(authAlertOf(jwt)?.shortMessage).toBe('Session Expired')
    port1.close()
    port2.close()
  })
})
