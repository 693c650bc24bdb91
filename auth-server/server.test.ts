import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pruneExpired } from './db/pruneExpired.js'
import { drivers, type TestDatabases } from './test/databases.js'
import { startGitHubProvider } from './test/githubProvider.js'
import { clockAt, DAPP, MODAL, startTestServer, type TestServer, text } from './test/harness.js'
import { logInAt, openCallback, startIdentityProvider } from './test/identityProvider.js'
import { codeIn, type MailCatcher, startMailCatcher } from './test/mailCatcher.js'

let mail: MailCatcher
beforeAll(async () => {
  mail = await startMailCatcher()
})
afterAll(() => mail.close())

let scratch = ''
// Made before the tests rather than on import: a filtered run that skips every test runs no afterAll.
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'auth-server-test-'))
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let emails = 0
/** A fresh address, so that no cooldown or limit of another test applies. */
const newEmail = () => `user${++emails}@example.com`
const KEK = 'a'.repeat(64)

describe.each(drivers)('%s', (_name, startDatabases) => {
  let databases: TestDatabases
  const servers: TestServer[] = []
  beforeAll(async () => {
    databases = await startDatabases()
  }, 20_000)
  afterAll(() => databases.stop())
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()))
  })

  const start = async (options: Parameters<typeof startTestServer>[2] = {}) => {
    const server = await startTestServer(await databases.newDatabase(), mail, options)
    servers.push(server)
    return server
  }

  describe('email login', () => {
    it('default: VERIFY_OTP, a mail naming the dapp and the modal host, then a session', async () => {
      const auth = await start()
      const email = newEmail()
      const started = await auth.call('/v1/email/start', {
        body: { email: ` ${email.toUpperCase()} `, dappOrigin: DAPP },
      })
      expect(started.status).toBe(200)
      expect(started.body).toEqual({ action: 'VERIFY_OTP', loginId: expect.stringMatching(/^[\w-]{22}$/) })
      expect(started.headers.get('access-control-allow-origin')).toBe(MODAL)
      expect(started.headers.get('access-control-allow-credentials')).toBe('true')

      const message = await mail.next(email)
      expect(message.subject).toBe(`Your code for ${DAPP}`)
      expect(message.text).toContain(`log in to ${DAPP}`)
      expect(message.text).toContain('(localhost:5173)')
      const code = codeIn(message)

      const verified = await auth.call('/v1/email/verify', {
        body: { loginId: text(started.body, 'loginId'), code },
      })
      expect(verified.status).toBe(200)
      expect(verified.body).toMatchObject({ user: { email, wallet: null }, expiresIn: 900 })
      const cookie = verified.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(
        /^__Host-wallet_refresh=[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=2592000; Secure; HttpOnly; SameSite=None; Partitioned$/,
      )
      expect(cookie).toContain(text(verified.body, 'refreshToken'))

      const user = await auth.call('/v1/user', { bearer: text(verified.body, 'accessToken') })
      expect(user.body).toEqual({ user: { id: text(verified.body, 'user', 'id'), email, wallet: null } })
    })

    it('behavior: only the HMAC of the code is stored', async () => {
      const auth = await start()
      const email = newEmail()
      const started = await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      const code = codeIn(await mail.next(email))
      const rows = await auth.server.db.all('SELECT * FROM logins WHERE id = ?', [
        text(started.body, 'loginId'),
      ])
      expect(rows).toHaveLength(1)
      expect(JSON.stringify(rows)).not.toContain(code)
      expect(rows[0]?.code_hmac).toMatch(/^[\w-]{43}$/)
    })

    it('behavior: the same email again within 30 s answers the seconds left, rounded up', async () => {
      const auth = await start()
      const email = newEmail()
      expect((await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })).status).toBe(200)
      const again = await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      expect(again.status).toBe(429)
      expect(again.body).toEqual({
        error: 'Please try again after 30 seconds',
        retryAfter: 30,
        reason: 'cooldown',
      })
      expect(again.headers.get('retry-after')).toBe('30')
      auth.clock.advance(10_500)
      const later = await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      expect(later.body).toMatchObject({ error: 'Please try again after 20 seconds' })
      auth.clock.advance(19_500)
      expect((await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })).body).toMatchObject({
        action: 'VERIFY_OTP',
      })
      // Another address is not held back.
      expect(
        (await auth.call('/v1/email/start', { body: { email: newEmail(), dappOrigin: DAPP } })).status,
      ).toBe(200)
    })

    it('behavior: five wrong codes end the login, the right one included', async () => {
      const auth = await start()
      const email = newEmail()
      const started = await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      const loginId = text(started.body, 'loginId')
      const code = codeIn(await mail.next(email))
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
      const answers = []
      for (let i = 0; i < 5; i++)
        answers.push((await auth.call('/v1/email/verify', { body: { loginId, code: wrong } })).body)
      expect(answers).toEqual(
        [4, 3, 2, 1, 0].map((attemptsLeft) => ({ error: 'Invalid code', attemptsLeft })),
      )
      const right = await auth.call('/v1/email/verify', { body: { loginId, code } })
      expect(right.status).toBe(400)
      expect(right.body).toEqual({ error: 'Too many wrong codes: ask for a new one' })
    })

    it('behavior: a code lives 10 minutes and works once', async () => {
      const auth = await start()
      const first = newEmail()
      const late = await auth.call('/v1/email/start', { body: { email: first, dappOrigin: DAPP } })
      const lateCode = codeIn(await mail.next(first))
      auth.clock.advance(10 * 60 * 1000)
      expect(
        (
          await auth.call('/v1/email/verify', {
            body: { loginId: text(late.body, 'loginId'), code: lateCode },
          })
        ).body,
      ).toEqual({
        error: 'The code has expired: ask for a new one',
      })

      const second = newEmail()
      const started = await auth.call('/v1/email/start', { body: { email: second, dappOrigin: DAPP } })
      const code = codeIn(await mail.next(second))
      auth.clock.advance(10 * 60 * 1000 - 1)
      const body = { loginId: text(started.body, 'loginId'), code }
      expect((await auth.call('/v1/email/verify', { body })).status).toBe(200)
      expect((await auth.call('/v1/email/verify', { body })).body).toEqual({
        error: 'This code was already used: ask for a new one',
      })
    })

    it("behavior: a login's code does not open another login", async () => {
      const auth = await start()
      const [a, b] = [newEmail(), newEmail()]
      const startedA = await auth.call('/v1/email/start', { body: { email: a, dappOrigin: DAPP } })
      await auth.call('/v1/email/start', { body: { email: b, dappOrigin: DAPP } })
      await mail.next(a)
      const codeB = codeIn(await mail.next(b))
      const crossed = await auth.call('/v1/email/verify', {
        body: { loginId: text(startedA.body, 'loginId'), code: codeB },
      })
      // (1 in a million that both codes are the same)
      expect(crossed.body).toMatchObject({ error: 'Invalid code' })
    })

    it('behavior: a still-valid session of the same email answers CONNECT, rotated; another email gets a code', async () => {
      const auth = await start()
      const email = newEmail()
      const session = await auth.login(email)
      auth.clock.advance(30_000)
      const connect = await auth.call('/v1/email/start', {
        body: { email, dappOrigin: DAPP },
        cookie: `__Host-wallet_refresh=${session.refreshToken}`,
      })
      expect(connect.body).toMatchObject({ action: 'CONNECT', user: { id: session.userId, email } })
      expect(mail.unread(email)).toBe(0)
      expect(text(connect.body, 'refreshToken')).not.toBe(session.refreshToken)
      const other = await auth.call('/v1/email/start', {
        body: { email: newEmail(), dappOrigin: DAPP, refreshToken: text(connect.body, 'refreshToken') },
      })
      expect(other.body).toMatchObject({ action: 'VERIFY_OTP' })
    })

    it('behavior: a mail that cannot be sent is a 502 and holds nothing back', async () => {
      const auth = await start({ config: { smtpUrl: 'smtp://127.0.0.1:1' } })
      const email = newEmail()
      const failed = await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      expect(failed.status).toBe(502)
      expect(failed.body).toEqual({ error: 'The mail could not be sent: try again later' })
      expect((await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })).status).toBe(502)
      expect(await auth.server.db.all('SELECT id FROM logins')).toEqual([])
    })

    it('behavior: the log holds no address, code or token', async () => {
      const auth = await start()
      const email = newEmail()
      const session = await auth.login(email)
      await auth.call('/v1/session/refresh', { body: { refreshToken: session.refreshToken } })
      const log = auth.logs.join('\n')
      expect(log).toContain('POST /v1/email/verify 200')
      expect(log).not.toContain(email)
      expect(log).not.toContain(session.refreshToken.split('.')[1])
      expect(log).not.toContain(session.accessToken)
    })
  })

  describe('device approval', () => {
    it('default: a known user on a new device approves a mailed link, then gets a code', async () => {
      const auth = await start({ config: { deviceApproval: true }, limits: { deviceWaitMs: 300 } })
      const email = newEmail()
      const laptop = 'l'.repeat(22)
      const phone = 'p'.repeat(22)
      await auth.login(email, { deviceId: laptop })
      auth.clock.advance(30_000)

      const started = await auth.call('/v1/email/start', {
        body: { email, dappOrigin: DAPP, deviceId: phone },
      })
      expect(started.body).toEqual({ action: 'VERIFY_DEVICE', loginId: expect.any(String) })
      const loginId = text(started.body, 'loginId')
      const linkMail = await mail.next(email)
      expect(linkMail.text).toContain(DAPP)
      const link = /(http:\/\/\S+\/v1\/device\/approve\?t=[\w-]{43})/.exec(linkMail.text)?.[1] ?? ''
      expect(link.startsWith(auth.server.url)).toBe(true)

      expect((await auth.call('/v1/device/wait', { body: { loginId } })).body).toEqual({
        action: 'VERIFY_DEVICE',
        loginId,
      })
      // Opening the link shows a button; it approves nothing by itself.
      const page = await fetch(link)
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(page.headers.get('referrer-policy')).toBe('no-referrer')
      expect(await page.text()).toContain('<button type="submit">Approve</button>')
      expect((await auth.call('/v1/device/wait', { body: { loginId } })).body).toMatchObject({
        action: 'VERIFY_DEVICE',
      })

      const waiting = auth.call('/v1/device/wait', { body: { loginId } })
      const approved = await fetch(`${auth.server.url}/v1/device/approve`, {
        method: 'POST',
        body: new URLSearchParams({ t: new URL(link).searchParams.get('t') ?? '' }),
      })
      expect(approved.status).toBe(200)
      expect(await approved.text()).toContain('Device approved')
      expect((await waiting).body).toEqual({ action: 'VERIFY_OTP', loginId })
      const again = await fetch(`${auth.server.url}/v1/device/approve`, {
        method: 'POST',
        body: new URLSearchParams({ t: new URL(link).searchParams.get('t') ?? '' }),
      })
      expect(again.status).toBe(400)
      expect(await again.text()).toContain('This link has expired or was already used')

      const code = codeIn(await mail.next(email))
      const verified = await auth.call('/v1/email/verify', { body: { loginId, code } })
      expect(verified.body).toMatchObject({ user: { email } })
      // Both devices are known now.
      auth.clock.advance(30_000)
      expect(
        (await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP, deviceId: laptop } })).body,
      ).toMatchObject({
        action: 'VERIFY_OTP',
      })
    })

    it('error: a code before the approval, a bad link', async () => {
      const auth = await start({ config: { deviceApproval: true } })
      const email = newEmail()
      await auth.login(email)
      auth.clock.advance(30_000)
      const started = await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      await mail.next(email)
      const early = await auth.call('/v1/email/verify', {
        body: { loginId: text(started.body, 'loginId'), code: '123456' },
      })
      expect(early.body).toEqual({ error: 'This login is waiting for another step' })
      const bad = await fetch(`${auth.server.url}/v1/device/approve`, { method: 'POST', body: 't=short' })
      expect(bad.status).toBe(400)
      expect(await bad.text()).toContain('This link is not valid')
    })
  })

  describe('sessions', () => {
    it('behavior: refresh rotates; a replayed refresh token ends the session', async () => {
      const auth = await start()
      const session = await auth.login(newEmail())
      const rotated = await auth.call('/v1/session/refresh', {
        cookie: `__Host-wallet_refresh=${session.refreshToken}`,
        method: 'POST',
      })
      expect(rotated.status).toBe(200)
      const next = text(rotated.body, 'refreshToken')
      expect(next).not.toBe(session.refreshToken)
      const stored = await auth.server.db.all('SELECT refresh_hash FROM sessions')
      expect(JSON.stringify(stored)).not.toContain(next.split('.')[1])

      const replayed = await auth.call('/v1/session/refresh', {
        body: { refreshToken: session.refreshToken },
      })
      expect(replayed.status).toBe(401)
      expect(replayed.body).toEqual({ error: 'Unauthorized: invalid session' })
      expect((await auth.call('/v1/session/refresh', { body: { refreshToken: next } })).status).toBe(401)
      expect((await auth.call('/v1/user', { bearer: session.accessToken })).body).toEqual({
        error: 'Unauthorized: invalid session',
      })
    })

    it('behavior: access tokens live 15 minutes, for the modal origin that asked', async () => {
      const auth = await start({ config: { allowedOrigins: [MODAL, 'https://other.example'] } })
      const session = await auth.login(newEmail())
      const other = await auth.call('/v1/user', {
        bearer: session.accessToken,
        origin: 'https://other.example',
      })
      expect(other.body).toEqual({ error: 'JWT validation error: invalid token' })
      auth.clock.advance(-60_000)
      expect((await auth.call('/v1/user', { bearer: session.accessToken })).body).toEqual({
        error: 'JWT validation error: JWT Token is not yet valid',
      })
      auth.clock.advance(60_000 + 15 * 60 * 1000)
      const expired = await auth.call('/v1/user', { bearer: session.accessToken })
      expect(expired.status).toBe(401)
      expect(expired.body).toEqual({ error: 'JWT validation error: JWT Token has expired' })
      const refreshed = await auth.call('/v1/session/refresh', {
        body: { refreshToken: session.refreshToken },
      })
      expect((await auth.call('/v1/user', { bearer: text(refreshed.body, 'accessToken') })).status).toBe(200)
    })

    it('behavior: sign-out ends the session and clears the cookie', async () => {
      const auth = await start()
      const session = await auth.login(newEmail())
      const out = await auth.call('/v1/session/sign-out', { bearer: session.accessToken, method: 'POST' })
      expect(out.body).toEqual({ signedOut: true })
      expect(out.headers.get('set-cookie')).toMatch(/^__Host-wallet_refresh=; Path=\/; Max-Age=0;/)
      expect((await auth.call('/v1/user', { bearer: session.accessToken })).status).toBe(401)
      expect(
        (await auth.call('/v1/session/refresh', { body: { refreshToken: session.refreshToken } })).status,
      ).toBe(401)
    })
  })

  describe('update email', () => {
    it('default: VERIFY_PRIMARY_OTP to the old address, VERIFY_SECONDARY_OTP to the new; other sessions end', async () => {
      const auth = await start()
      const old = newEmail()
      const next = newEmail()
      const here = await auth.login(old)
      auth.clock.advance(30_000)
      const elsewhere = await auth.login(old)
      auth.clock.advance(30_000)

      const started = await auth.call('/v1/email/update', {
        bearer: here.accessToken,
        body: { newEmail: next, dappOrigin: DAPP },
      })
      expect(started.body).toEqual({ action: 'VERIFY_PRIMARY_OTP', updateId: expect.any(String) })
      const updateId = text(started.body, 'updateId')
      const primaryMail = await mail.next(old)
      expect(primaryMail.text).toContain("change your wallet's email")
      expect(mail.unread(next)).toBe(0)
      const primary = await auth.call('/v1/email/update/primary', {
        bearer: here.accessToken,
        body: { updateId, code: codeIn(primaryMail) },
      })
      expect(primary.body).toEqual({ action: 'VERIFY_SECONDARY_OTP', updateId })
      // The old address's code does not pass the second step.
      const reused = await auth.call('/v1/email/update/secondary', {
        bearer: here.accessToken,
        body: { updateId, code: codeIn(primaryMail) },
      })
      expect(reused.body).toMatchObject({ error: 'Invalid code' })
      const secondary = await auth.call('/v1/email/update/secondary', {
        bearer: here.accessToken,
        body: { updateId, code: codeIn(await mail.next(next)) },
      })
      expect(secondary.body).toEqual({ user: { id: here.userId, email: next, wallet: null } })

      expect((await auth.call('/v1/user', { bearer: here.accessToken })).status).toBe(200)
      expect((await auth.call('/v1/user', { bearer: elsewhere.accessToken })).status).toBe(401)
      expect(
        (await auth.call('/v1/session/refresh', { body: { refreshToken: elsewhere.refreshToken } })).status,
      ).toBe(401)
      auth.clock.advance(30_000)
      expect((await auth.login(next)).userId).toBe(here.userId)
    })

    it("error: an address in use, the same address, another user's update", async () => {
      const auth = await start()
      const [a, b] = [newEmail(), newEmail()]
      const alice = await auth.login(a)
      const bob = await auth.login(b)
      const taken = await auth.call('/v1/email/update', {
        bearer: alice.accessToken,
        body: { newEmail: b, dappOrigin: DAPP },
      })
      expect(taken.status).toBe(409)
      expect(taken.body).toEqual({ error: 'That email is already in use' })
      const same = await auth.call('/v1/email/update', {
        bearer: alice.accessToken,
        body: { newEmail: a, dappOrigin: DAPP },
      })
      expect(same.body).toEqual({ error: 'newEmail is already the email of this account' })
      auth.clock.advance(30_000)
      const started = await auth.call('/v1/email/update', {
        bearer: alice.accessToken,
        body: { newEmail: newEmail(), dappOrigin: DAPP },
      })
      const code = codeIn(await mail.next(a))
      const stolen = await auth.call('/v1/email/update/primary', {
        bearer: bob.accessToken,
        body: { updateId: text(started.body, 'updateId'), code },
      })
      expect(stolen.body).toEqual({ error: 'Unknown login: ask for a new code' })
      const anonymous = await auth.call('/v1/email/update', {
        body: { newEmail: newEmail(), dappOrigin: DAPP },
      })
      expect(anonymous.body).toEqual({ error: 'Unauthorized: an access token is required' })
    })
  })

  describe('wallet', () => {
    const entry = {
      address: `0x${'ab'.repeat(20)}`,
      credentialId: 'Y3JlZGVudGlhbA',
      iv: 'AAAAAAAAAAAAAAAA',
      ciphertext: 'c2VhbGVkIGtleQ',
    }

    it('default: passkey custody escrows the ciphertext once; it is never replaced', async () => {
      const auth = await start()
      const email = newEmail()
      const session = await auth.login(email)
      const put = await auth.call('/v1/wallet', { method: 'PUT', bearer: session.accessToken, body: entry })
      expect(put.status).toBe(201)
      expect(put.body).toMatchObject({ user: { wallet: { custody: 'passkey', address: entry.address } } })
      auth.clock.advance(30_000)
      const other = await auth.login(email)
      expect((await auth.call('/v1/wallet', { bearer: other.accessToken })).body).toEqual({
        wallet: { custody: 'passkey', ...entry },
      })
      const swap = await auth.call('/v1/wallet', {
        method: 'PUT',
        bearer: other.accessToken,
        body: { ...entry, address: `0x${'cd'.repeat(20)}` },
      })
      expect(swap.status).toBe(409)
      expect(swap.body).toEqual({ error: 'This user already has a wallet; it is never replaced' })
      expect((await auth.call('/v1/wallet/key', { bearer: other.accessToken, method: 'POST' })).body).toEqual(
        {
          error: 'Server custody is off: AUTH_KEK is not set',
        },
      )
    })

    it('default: server custody makes one key, sealed under AUTH_KEK, and releases it after login', async () => {
      const auth = await start({ config: { kek: Buffer.from(KEK, 'hex') } })
      const email = newEmail()
      const session = await auth.login(email)
      const first = await auth.call('/v1/wallet/key', { bearer: session.accessToken, method: 'POST' })
      expect(first.status).toBe(200)
      const privateKey = text(first.body, 'privateKey')
      const address = text(first.body, 'wallet', 'address')
      expect(privateKeyToAddress(privateKey.startsWith('0x') ? `0x${privateKey.slice(2)}` : '0x')).toBe(
        address,
      )
      auth.clock.advance(30_000)
      const again = await auth.login(email)
      expect((await auth.call('/v1/wallet/key', { bearer: again.accessToken, method: 'POST' })).body).toEqual(
        first.body,
      )
      expect(JSON.stringify(await auth.server.db.all('SELECT * FROM wallets'))).not.toContain(
        privateKey.slice(2),
      )
      expect((await auth.call('/v1/wallet', { bearer: again.accessToken })).body).toEqual({
        wallet: { custody: 'server', address },
      })
      const put = await auth.call('/v1/wallet', { method: 'PUT', bearer: again.accessToken, body: entry })
      expect(put.status).toBe(409)
    })

    it("error: a passkey user's key is not released", async () => {
      const auth = await start({ config: { kek: Buffer.from(KEK, 'hex') } })
      const session = await auth.login(newEmail())
      await auth.call('/v1/wallet', { method: 'PUT', bearer: session.accessToken, body: entry })
      expect(
        (await auth.call('/v1/wallet/key', { bearer: session.accessToken, method: 'POST' })).body,
      ).toEqual({
        error: "This user's wallet is in passkey custody",
      })
    })
  })

  describe('limits, origins and bad input', () => {
    it('behavior: CORS and the API only for AUTH_ALLOWED_ORIGINS', async () => {
      const auth = await start()
      const preflight = await auth.call('/v1/email/start', { method: 'OPTIONS' })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe(MODAL)
      expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, content-type')
      for (const origin of ['https://evil.example', 'http://localhost:5174', null]) {
        const refused = await auth.call('/v1/email/start', {
          origin,
          body: { email: newEmail(), dappOrigin: DAPP },
        })
        expect(refused.status).toBe(403)
        expect(refused.body).toEqual({ error: 'Unauthorized: origin not allowed' })
        expect(refused.headers.get('access-control-allow-origin')).toBe(null)
        expect((await auth.call('/v1/email/start', { origin, method: 'OPTIONS' })).status).toBe(403)
      }
      expect(await auth.server.db.all('SELECT id FROM logins')).toEqual([])
    })

    it('behavior: mails per address and per IP, and requests per IP, are limited', async () => {
      const auth = await start({
        limits: { mailsPerEmailPerHour: 2, mailsPerIpPerHour: 4, requestsPerIpPerMinute: 8 },
      })
      const email = newEmail()
      for (let i = 0; i < 2; i++) {
        expect((await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })).status).toBe(200)
        auth.clock.advance(30_000)
      }
      const perEmail = await auth.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      expect(perEmail.status).toBe(429)
      expect(perEmail.body).toMatchObject({
        reason: 'rate-limit',
        error: expect.stringMatching(/^Please try again after \d+ seconds$/),
      })
      expect(
        (await auth.call('/v1/email/start', { body: { email: newEmail(), dappOrigin: DAPP } })).status,
      ).toBe(200)
      expect(
        (await auth.call('/v1/email/start', { body: { email: newEmail(), dappOrigin: DAPP } })).status,
      ).toBe(429)
      auth.clock.advance(60 * 60 * 1000)
      const statuses = []
      for (let i = 0; i < 9; i++) statuses.push((await auth.call('/v1/user')).status)
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429])
    })

    it('behavior: per-IP limits read X-Forwarded-For only behind AUTH_TRUST_PROXY proxies', async () => {
      const user = (auth: TestServer, forwardedFor: string) =>
        auth
          .call('/v1/user', { headers: { 'x-forwarded-for': forwardedFor } })
          .then((answer) => answer.status)
      const direct = await start({ limits: { requestsPerIpPerMinute: 2 } })
      // A client's own X-Forwarded-For does not get it round the limit.
      expect([
        await user(direct, '10.0.0.1'),
        await user(direct, '10.0.0.2'),
        await user(direct, '10.0.0.3'),
      ]).toEqual([401, 401, 429])
      const proxied = await start({ config: { trustProxyHops: 1 }, limits: { requestsPerIpPerMinute: 2 } })
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push(await user(proxied, 'spoofed, 10.0.0.1'))
      expect(statuses).toEqual([401, 401, 429])
      expect(await user(proxied, 'spoofed, 10.0.0.2')).toBe(401)
    })

    it('error: the body size limit', async () => {
      const auth = await start()
      const large = await auth.call('/v1/email/start', {
        raw: JSON.stringify({ email: 'x'.repeat(17 * 1024) }),
      })
      expect(large.status).toBe(413)
      expect(large.body).toEqual({ error: 'Request body too large (limit 16384 bytes)' })
    })

    const bad: [string, string, unknown, string][] = [
      ['/v1/email/start', 'POST', undefined, 'The request body must be a JSON object'],
      ['/v1/email/start', 'POST', [], 'The request body must be a JSON object'],
      ['/v1/email/start', 'POST', { dappOrigin: DAPP }, 'email is required'],
      ['/v1/email/start', 'POST', { email: 5, dappOrigin: DAPP }, 'email must be a string'],
      ['/v1/email/start', 'POST', { email: 'no-at-sign', dappOrigin: DAPP }, 'email: invalid email address'],
      ['/v1/email/start', 'POST', { email: 'a@b', dappOrigin: DAPP }, 'email: invalid email address'],
      [
        '/v1/email/start',
        'POST',
        { email: 'a b@example.com', dappOrigin: DAPP },
        'email: invalid email address',
      ],
      [
        '/v1/email/start',
        'POST',
        { email: `${'a'.repeat(65)}@example.com`, dappOrigin: DAPP },
        'email: invalid email address',
      ],
      ['/v1/email/start', 'POST', { email: 'a@example.com' }, 'dappOrigin is required'],
      [
        '/v1/email/start',
        'POST',
        { email: 'a@example.com', dappOrigin: 'https://app.example/path' },
        'dappOrigin must be an origin (scheme://host[:port])',
      ],
      [
        '/v1/email/start',
        'POST',
        { email: 'a@example.com', dappOrigin: 'javascript:alert(1)' },
        'dappOrigin must be an origin (scheme://host[:port])',
      ],
      [
        '/v1/email/start',
        'POST',
        { email: 'a@example.com', dappOrigin: DAPP, deviceId: 'short' },
        'deviceId is not a valid id',
      ],
      [
        '/v1/email/start',
        'POST',
        { email: 'a@example.com', dappOrigin: DAPP, extra: 1 },
        'Unknown field: extra',
      ],
      [
        '/v1/email/start',
        'POST',
        { email: 'a@example.com', dappOrigin: DAPP, refreshToken: 5 },
        'refreshToken must be a string',
      ],
      ['/v1/email/verify', 'POST', { loginId: 'x'.repeat(22) }, 'code is required'],
      ['/v1/email/verify', 'POST', { loginId: 'x'.repeat(22), code: '12345' }, 'code must be 6 digits'],
      ['/v1/email/verify', 'POST', { loginId: 'x'.repeat(22), code: '12345a' }, 'code must be 6 digits'],
      ['/v1/email/verify', 'POST', { loginId: 'not an id', code: '123456' }, 'loginId is not a valid id'],
      [
        '/v1/email/verify',
        'POST',
        { loginId: 'x'.repeat(22), code: '123456' },
        'Unknown login: ask for a new code',
      ],
      ['/v1/device/wait', 'POST', { loginId: 'x'.repeat(22) }, 'Unknown login: start again'],
      ['/v1/device/wait', 'POST', {}, 'loginId is required'],
      ['/v1/session/refresh', 'POST', { refreshToken: 'nope' }, 'Unauthorized: invalid session'],
      ['/v1/session/refresh', 'POST', { refreshToken: 7 }, 'refreshToken must be a string'],
      ['/v1/session/refresh', 'POST', undefined, 'Unauthorized: no session'],
      ['/v1/user', 'GET', undefined, 'Unauthorized: an access token is required'],
      ['/v1/session/sign-out', 'POST', undefined, 'Unauthorized: an access token is required'],
      ['/v1/wallet', 'GET', undefined, 'Unauthorized: an access token is required'],
      ['/v1/nothing', 'GET', undefined, 'Not found: /v1/nothing'],
      ['/v1/email/start', 'GET', undefined, 'GET is not allowed on /v1/email/start'],
    ]
    describe('every field', () => {
      // One server answers the whole table: none of these requests changes anything.
      let auth: TestServer
      beforeAll(async () => {
        auth = await startTestServer(await databases.newDatabase(), mail)
      })
      afterAll(() => auth.close())
      it.each(bad)('error: %s %s %j', async (path, method, body, error) => {
        const answer = await auth.call(path, { method, body })
        expect(answer.status).toBeGreaterThanOrEqual(400)
        expect(answer.status).toBeLessThan(500)
        expect(answer.body).toEqual({ error })
      })
    })

    it('error: a body that is not JSON, or not declared as JSON', async () => {
      const auth = await start()
      const broken = await auth.call('/v1/email/start', { raw: '{"email":' })
      expect(broken.status).toBe(400)
      expect(broken.body).toEqual({ error: 'The request body must be JSON' })
      const form = await auth.call('/v1/email/start', {
        raw: 'email=a@example.com',
        contentType: 'application/x-www-form-urlencoded',
      })
      expect(form.status).toBe(415)
      expect(form.body).toEqual({ error: 'Content-Type must be application/json' })
    })

    it('error: every field of a signed-in request', async () => {
      const auth = await start()
      const session = await auth.login(newEmail())
      const cases: [string, string, unknown, string][] = [
        [
          '/v1/email/update',
          'POST',
          { newEmail: 'nope', dappOrigin: DAPP },
          'newEmail: invalid email address',
        ],
        ['/v1/email/update', 'POST', { newEmail: 'b@example.com' }, 'dappOrigin is required'],
        [
          '/v1/email/update',
          'POST',
          { newEmail: 'b@example.com', dappOrigin: DAPP, email: 'c@example.com' },
          'Unknown field: email',
        ],
        ['/v1/email/update/primary', 'POST', { updateId: 'x', code: '123456' }, 'updateId is not a valid id'],
        [
          '/v1/email/update/primary',
          'POST',
          { updateId: 'x'.repeat(22), code: '1234567' },
          'code must be 6 digits',
        ],
        [
          '/v1/email/update/primary',
          'POST',
          { updateId: 'x'.repeat(22), code: '123456' },
          'Unknown login: ask for a new code',
        ],
        ['/v1/email/update/secondary', 'POST', { code: '123456' }, 'updateId is required'],
        ['/v1/session/sign-out', 'POST', { everywhere: true }, 'Unknown field: everywhere'],
        ['/v1/wallet/key', 'POST', { address: '0x' }, 'Unknown field: address'],
        ['/v1/wallet', 'PUT', 'text', 'The request body must be a JSON object'],
        ['/v1/oauth/start', 'POST', { provider: 'google' }, 'dappOrigin is required'],
        [
          '/v1/oauth/complete',
          'POST',
          { flowId: 'x'.repeat(22), flowSecret: 'short' },
          'flowSecret is not a valid id',
        ],
      ]
      for (const [path, method, body, error] of cases) {
        const answer = await auth.call(path, { method, body, bearer: session.accessToken })
        expect([path, answer.status, answer.body]).toEqual([path, 400, { error }])
      }
      const basic = await auth.call('/v1/user', {
        headers: { authorization: `Basic ${session.accessToken}` },
      })
      expect(basic.body).toEqual({ error: 'Unauthorized: an access token is required' })
      // Nothing of that changed the account.
      expect((await auth.call('/v1/user', { bearer: session.accessToken })).body).toMatchObject({
        user: { wallet: null },
      })
      expect(await auth.server.db.all("SELECT id FROM logins WHERE purpose = 'update'")).toEqual([])
    })

    it('error: bad tokens and escrow fields', async () => {
      const auth = await start()
      const session = await auth.login(newEmail())
      expect((await auth.call('/v1/user', { bearer: 'a.b.c' })).body).toEqual({
        error: 'JWT validation error: invalid token',
      })
      const entry = {
        address: `0x${'ab'.repeat(20)}`,
        credentialId: 'Y3JlZA',
        iv: 'AAAAAAAAAAAAAAAA',
        ciphertext: 'c2VhbGVk',
      }
      const cases: [Record<string, unknown>, string][] = [
        [{ ...entry, address: '0x12' }, 'address must be 0x and 40 hex digits'],
        [{ ...entry, iv: 'A'.repeat(30) }, 'iv is longer than 16 bytes'],
        [{ ...entry, ciphertext: 'not base64!' }, 'ciphertext must be base64url'],
        [{ ...entry, credentialId: undefined }, 'credentialId is required'],
      ]
      for (const [body, error] of cases)
        expect(
          (await auth.call('/v1/wallet', { method: 'PUT', bearer: session.accessToken, body })).body,
        ).toEqual({ error })
      expect(await auth.server.db.all('SELECT user_id FROM wallets')).toEqual([])
    })
  })

  describe('social login', () => {
    /** An auth server whose `google` is a local `oidc-provider`. */
    const withProvider = async () => {
      const idp = await startIdentityProvider()
      const file = join(scratch, `providers-${++emails}.json`)
      const client = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }
      writeFileSync(file, JSON.stringify({ google: client, apple: { ...client, responseMode: 'form_post' } }))
      const auth = await start({ config: { oidcProvidersFile: file }, limits: { deviceWaitMs: 300 } })
      idp.register(`${auth.server.url}/v1/oauth/callback`)
      servers.push({ ...auth, close: () => idp.close() })
      return { auth, idp }
    }

    it('default: PKCE, state and nonce through the popup; the modal redeems the flow once', async () => {
      const { auth, idp } = await withProvider()
      const started = await auth.call('/v1/oauth/start', { body: { provider: 'google', dappOrigin: DAPP } })
      expect(started.status).toBe(200)
      const uri = new URL(text(started.body, 'uri'))
      expect(uri.origin).toBe(idp.issuer)
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        client_id: idp.clientId,
        redirect_uri: `${auth.server.url}/v1/oauth/callback`,
        response_type: 'code',
        scope: 'openid email',
        code_challenge_method: 'S256',
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        state: expect.any(String),
        nonce: expect.any(String),
      })
      const flow = { flowId: text(started.body, 'flowId'), flowSecret: text(started.body, 'flowSecret') }
      expect((await auth.call('/v1/oauth/complete', { body: flow })).body).toEqual({
        status: 'pending',
        flowId: flow.flowId,
      })

      const callback = await logInAt(uri.href, 'alice')
      expect(callback.url.startsWith(`${auth.server.url}/v1/oauth/callback?`)).toBe(true)
      const page = await openCallback(callback)
      const html = await page.text()
      expect(page.status).toBe(200)
      const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1]
      expect(html).toContain(
        `<script nonce="${nonce}">if (window.opener) window.opener.postMessage({"type":"social:done","flowId":"${flow.flowId}"}, "${MODAL}");window.close();</script>`,
      )
      expect(html).not.toContain('code=')

      const done = await auth.call('/v1/oauth/complete', { body: flow })
      expect(done.body).toMatchObject({
        provider: 'google',
        user: { email: 'alice@idp.example', wallet: null },
      })
      expect((await auth.call('/v1/user', { bearer: text(done.body, 'accessToken') })).status).toBe(200)
      expect((await auth.call('/v1/oauth/complete', { body: flow })).body).toEqual({
        error: 'Unknown login: start again',
      })
      // The callback works once.
      expect((await openCallback(callback)).status).toBe(400)
      // The same verified email by mail is the same user.
      expect((await auth.login('alice@idp.example')).userId).toBe(text(done.body, 'user', 'id'))
    })

    it('behavior: an OAuth 2.0 provider (GitHub): PKCE and state without a nonce; its API names the user and the verified primary email', async () => {
      const github = await startGitHubProvider()
      const file = join(scratch, `providers-${++emails}.json`)
      writeFileSync(file, JSON.stringify({ github: github.settings }))
      const auth = await start({ config: { oidcProvidersFile: file } })
      servers.push({ ...auth, close: () => github.close() })
      const begin = async () => {
        const started = await auth.call('/v1/oauth/start', { body: { provider: 'github', dappOrigin: DAPP } })
        expect(started.status).toBe(200)
        return {
          uri: new URL(text(started.body, 'uri')),
          flow: { flowId: text(started.body, 'flowId'), flowSecret: text(started.body, 'flowSecret') },
        }
      }
      const { uri, flow } = await begin()
      expect(`${uri.origin}${uri.pathname}`).toBe(github.settings.authorizationUrl)
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        client_id: github.settings.clientId,
        redirect_uri: `${auth.server.url}/v1/oauth/callback`,
        scope: 'read:user user:email',
        code_challenge_method: 'S256',
        state: expect.any(String),
      })
      expect(uri.searchParams.has('nonce')).toBe(false)
      const page = await fetch(await github.logIn(uri.href, 'octo'))
      expect(page.status).toBe(200)
      const done = await auth.call('/v1/oauth/complete', { body: flow })
      expect(done.body).toMatchObject({ provider: 'github', user: { email: 'octo@github.example' } })
      // The same verified email by mail is the same user; the same GitHub account again, too.
      expect((await auth.login('octo@github.example')).userId).toBe(text(done.body, 'user', 'id'))
      const again = await begin()
      await fetch(await github.logIn(again.uri.href, 'octo'))
      expect(text((await auth.call('/v1/oauth/complete', { body: again.flow })).body, 'user', 'id')).toBe(
        text(done.body, 'user', 'id'),
      )

      const unverified = await begin()
      const refused = await fetch(await github.logIn(unverified.uri.href, 'unverified-eve'))
      expect(refused.status).toBe(400)
      expect((await auth.call('/v1/oauth/complete', { body: unverified.flow })).body).toEqual({
        error: 'github gave no verified email for this account',
      })
      // A code GitHub does not know (or a verifier that is not the flow's) is no login.
      const forged = await begin()
      const callback = new URL(await github.logIn(forged.uri.href, 'mallory'))
      callback.searchParams.set('code', 'not-a-code')
      expect((await fetch(callback)).status).toBe(400)
      expect((await auth.call('/v1/oauth/complete', { body: forged.flow })).body).toEqual({
        error: 'github did not confirm the login',
      })
    })

    it("behavior: a form_post provider (Apple's way) answers by POST to the callback", async () => {
      const { auth } = await withProvider()
      const started = await auth.call('/v1/oauth/start', { body: { provider: 'apple', dappOrigin: DAPP } })
      expect(new URL(text(started.body, 'uri')).searchParams.get('response_mode')).toBe('form_post')
      const callback = await logInAt(text(started.body, 'uri'), 'carol')
      expect(callback.url).toBe(`${auth.server.url}/v1/oauth/callback`)
      expect(callback.form?.get('state')).toBe(new URL(text(started.body, 'uri')).searchParams.get('state'))
      const page = await openCallback(callback)
      expect(page.status).toBe(200)
      const flow = { flowId: text(started.body, 'flowId'), flowSecret: text(started.body, 'flowSecret') }
      expect((await auth.call('/v1/oauth/complete', { body: flow })).body).toMatchObject({
        provider: 'apple',
        user: { email: 'carol@idp.example' },
      })
    })

    it("error: an unverified email, a stranger's state, a wrong flow secret, an unconfigured provider", async () => {
      const { auth } = await withProvider()
      const started = await auth.call('/v1/oauth/start', { body: { provider: 'google', dappOrigin: DAPP } })
      const flow = { flowId: text(started.body, 'flowId'), flowSecret: text(started.body, 'flowSecret') }
      const callback = await logInAt(text(started.body, 'uri'), 'unverified-bob')
      const page = await openCallback(callback)
      expect(page.status).toBe(400)
      expect(await page.text()).toContain('google gave no verified email for this account')
      expect((await auth.call('/v1/oauth/complete', { body: flow })).body).toEqual({
        error: 'google gave no verified email for this account',
      })

      const forged = await fetch(`${auth.server.url}/v1/oauth/callback?code=abc&state=made-up`)
      expect(forged.status).toBe(400)
      expect(await forged.text()).toContain('This login has expired: start again')
      const other = await auth.call('/v1/oauth/start', { body: { provider: 'google', dappOrigin: DAPP } })
      const stolen = { flowId: text(other.body, 'flowId'), flowSecret: flow.flowSecret }
      expect((await auth.call('/v1/oauth/complete', { body: stolen })).body).toEqual({
        error: 'Unknown login: start again',
      })
      expect(
        (await auth.call('/v1/oauth/start', { body: { provider: 'github', dappOrigin: DAPP } })).body,
      ).toEqual({
        error: 'Social login with github is not configured',
      })
      expect(
        (await auth.call('/v1/oauth/start', { body: { provider: 'myspace', dappOrigin: DAPP } })).body,
      ).toEqual({
        error: 'provider must be one of google, github, apple, facebook, x, discord',
      })
      expect((await auth.call('/v1/oauth/complete', { body: { flowId: flow.flowId } })).body).toEqual({
        error: 'flowSecret is required',
      })
    })
  })

  describe('storage', () => {
    it('error: a port in use fails the start', async () => {
      const auth = await start()
      const port = Number(new URL(auth.server.localUrl).port)
      await expect(
        startTestServer(await databases.newDatabase(), mail, { config: { port } }),
      ).rejects.toThrow('EADDRINUSE')
    })

    it('behavior: expired rows are pruned; live ones stay', async () => {
      const auth = await start()
      await auth.login(newEmail())
      const count = async () =>
        Object.fromEntries(
          await Promise.all(
            ['users', 'logins', 'sessions', 'cooldowns', 'rate_limits'].map(async (table) => [
              table,
              (await auth.server.db.all(`SELECT * FROM ${table}`)).length,
            ]),
          ),
        )
      await pruneExpired(auth.server.db, auth.clock.now)
      expect(await count()).toEqual({ users: 1, logins: 1, sessions: 1, cooldowns: 1, rate_limits: 3 })
      await pruneExpired(auth.server.db, auth.clock.now + 31 * 24 * 60 * 60 * 1000)
      expect(await count()).toEqual({ users: 1, logins: 0, sessions: 0, cooldowns: 0, rate_limits: 0 })
    })

    it('behavior: the schema is migrated on start, once; a restart keeps keys, users and sessions', async () => {
      const url = await databases.newDatabase({ fresh: true })
      const clock = clockAt()
      // One deployment: the same AUTH_PUBLIC_URL (the tokens' issuer) before and after the restart.
      const config = { publicUrl: 'https://auth.example' }
      const first = await startTestServer(url, mail, { clock, config })
      const session = await first.login(newEmail())
      await first.close()
      const second = await startTestServer(url, mail, { clock, config })
      servers.push(second)
      expect((await second.call('/v1/user', { bearer: session.accessToken })).status).toBe(200)
      expect(
        (await second.call('/v1/session/refresh', { body: { refreshToken: session.refreshToken } })).status,
      ).toBe(200)
      const versions = await second.server.db.all('SELECT version FROM schema_migrations ORDER BY version')
      expect(versions.map((row) => Number(row.version))).toEqual([1, 2])
    })
  })

  describe('two instances on one database', () => {
    it("behavior: one user's interleaved logins: nothing lost, nothing doubled", async () => {
      const clock = clockAt()
      const databaseUrl = await databases.newDatabase({ fresh: true })
      // Behind one load balancer: one AUTH_PUBLIC_URL. Both start at once on the empty database.
      const config = { publicUrl: 'https://auth.example' }
      const [a, b] = await Promise.all([
        startTestServer(databaseUrl, mail, { clock, config }),
        startTestServer(databaseUrl, mail, { clock, config }),
      ])
      servers.push(a, b)
      const email = newEmail()

      // Two devices start on different instances; each verifies on the other, at once.
      const first = await a.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      const firstCode = codeIn(await mail.next(email))
      clock.advance(30_000)
      const second = await b.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      const secondCode = codeIn(await mail.next(email))
      const [one, two] = await Promise.all([
        b.call('/v1/email/verify', { body: { loginId: text(first.body, 'loginId'), code: firstCode } }),
        a.call('/v1/email/verify', { body: { loginId: text(second.body, 'loginId'), code: secondCode } }),
      ])
      expect([one.status, two.status]).toEqual([200, 200])
      expect(text(one.body, 'user', 'id')).toBe(text(two.body, 'user', 'id'))
      expect(await a.server.db.all('SELECT id FROM users WHERE email = ?', [email])).toHaveLength(1)
      expect(await a.server.db.all('SELECT id FROM sessions WHERE revoked_at IS NULL')).toHaveLength(2)
      // Either instance serves the other's access tokens.
      expect((await a.call('/v1/user', { bearer: text(one.body, 'accessToken') })).status).toBe(200)
      expect((await b.call('/v1/user', { bearer: text(two.body, 'accessToken') })).status).toBe(200)

      // The same code raced on both: one session.
      clock.advance(30_000)
      const third = await a.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      const body = { loginId: text(third.body, 'loginId'), code: codeIn(await mail.next(email)) }
      const raced = await Promise.all([
        a.call('/v1/email/verify', { body }),
        b.call('/v1/email/verify', { body }),
      ])
      expect(raced.map((r) => r.status).sort()).toEqual([200, 400])
      expect(await a.server.db.all('SELECT id FROM sessions WHERE revoked_at IS NULL')).toHaveLength(3)

      // One refresh token raced on both: one rotation wins, the other reads as a replay.
      const refreshToken = text(one.body, 'refreshToken')
      const refreshed = await Promise.all([
        a.call('/v1/session/refresh', { body: { refreshToken } }),
        b.call('/v1/session/refresh', { body: { refreshToken } }),
      ])
      expect(refreshed.map((r) => r.status).sort()).toEqual([200, 401])

      // Guesses spread over both instances get 5 attempts in all.
      clock.advance(30_000)
      const fourth = await b.call('/v1/email/start', { body: { email, dappOrigin: DAPP } })
      const code = codeIn(await mail.next(email))
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
      const guesses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? a : b).call('/v1/email/verify', {
            body: { loginId: text(fourth.body, 'loginId'), code: wrong },
          }),
        ),
      )
      const errors = guesses.map((g) => text(g.body, 'error'))
      expect(errors.filter((e) => e === 'Invalid code')).toHaveLength(5)
      expect(errors.filter((e) => e === 'Too many wrong codes: ask for a new one')).toHaveLength(3)
    })
  })
})
