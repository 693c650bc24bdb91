import {
  type AuthCall,
  AuthServerError,
  AuthUnreachableError,
  textField,
  userOf,
  walletOf,
} from './authApi.js'
import type {
  AuthAnswerMessage,
  AuthErrorPayload,
  AuthMessages,
  AuthMessageType,
  AuthRequestMessage,
} from './authMessages.js'

type Handlers = { [T in AuthMessageType]: (payload: AuthMessages[T][0]) => Promise<AuthMessages[T][1]> }

/** Refresh the access token this long before it expires. */
const REFRESH_MARGIN_MS = 30_000
const DEVICE_KEY = 'wallet-modal:auth-device'

/** This browser's device id for the server's device approval: the modal origin's own storage, else this page's memory. */
function deviceId(): string {
  const made = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(24))
    return btoa(String.fromCharCode(...bytes))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
  }
  try {
    const kept = localStorage.getItem(DEVICE_KEY)
    if (kept) return kept
    const fresh = made()
    localStorage.setItem(DEVICE_KEY, fresh)
    return fresh
  } catch {
    return made()
  }
}

const errorPayload = (error: unknown): AuthErrorPayload => {
  if (error instanceof AuthServerError)
    return {
      kind: 'server',
      message: error.message,
      status: error.status,
      retryAfter: error.retryAfter,
      attemptsLeft: error.attemptsLeft,
    }
  if (error instanceof AuthUnreachableError) return { kind: 'unreachable', message: error.message }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) }
}

/**
 * The auth client: answers SPEC §4's messages (authMessages.ts) on `port` by calling the auth server. It alone holds
 * the session: the access token and the refresh token, in memory (the server's partitioned cookie carries the
 * refresh token across reloads where the browser keeps third-party cookies). Nothing it answers is a token.
 */
export function serveAuthClient(port: MessagePort, call: AuthCall, dappOrigin: string): void {
  let session: { accessToken: string; refreshToken: string; expiresAt: number } | undefined
  let login: string | undefined
  let update: string | undefined
  let social: { flowId: string; flowSecret: string; uri: string } | undefined
  const device = deviceId()

  const keep = (answer: unknown) => {
    session = {
      accessToken: textField(answer, 'accessToken'),
      refreshToken: textField(answer, 'refreshToken'),
      expiresAt: Date.now() + Number((answer as { expiresIn?: unknown }).expiresIn ?? 0) * 1000,
    }
    return { user: userOf(answer) }
  }
  /** A fresh session from the refresh token in memory, or the cookie. */
  const refresh = async () => {
    const body = session ? { refreshToken: session.refreshToken } : {}
    try {
      return keep(await call('/v1/session/refresh', { body }))
    } catch (error) {
      if (error instanceof AuthServerError && error.status === 401) session = undefined
      throw error
    }
  }
  const bearer = async () => {
    if (!session || Date.now() > session.expiresAt - REFRESH_MARGIN_MS) await refresh()
    if (!session) throw new AuthServerError('Unauthorized: no session', 401)
    return session.accessToken
  }
  const authed = async (
    path: string,
    init: { body?: Record<string, unknown>; method?: 'GET' | 'PUT' } = {},
  ) => call(path, { ...init, bearer: await bearer() })

  const handlers: Handlers = {
    async CONNECT_EMAIL({ email }) {
      const answer = await call('/v1/email/start', {
        body: {
          email,
          dappOrigin,
          deviceId: device,
          ...(session ? { refreshToken: session.refreshToken } : {}),
        },
      })
      const action = textField(answer, 'action')
      if (action === 'CONNECT') {
        keep(answer)
        return { action }
      }
      if (action !== 'VERIFY_OTP' && action !== 'VERIFY_DEVICE') throw new Error(`Unknown action ${action}`)
      login = textField(answer, 'loginId')
      return { action }
    },
    async CONNECT_DEVICE() {
      if (!login) throw new Error('No email login is under way')
      const action = textField(await call('/v1/device/wait', { body: { loginId: login } }), 'action')
      if (action !== 'VERIFY_OTP' && action !== 'VERIFY_DEVICE') throw new Error(`Unknown action ${action}`)
      return { action }
    },
    async CONNECT_OTP({ otp }) {
      if (!login) throw new Error('No email login is under way')
      return keep(await call('/v1/email/verify', { body: { loginId: login, code: otp } }))
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      const answer = await call('/v1/oauth/start', { body: { provider, dappOrigin } })
      social = {
        uri: textField(answer, 'uri'),
        flowId: textField(answer, 'flowId'),
        flowSecret: textField(answer, 'flowSecret'),
      }
      return { uri: social.uri }
    },
    async CONNECT_SOCIAL({ uri }) {
      if (!social || social.uri !== uri) throw new Error('No social login is under way')
      const answer = await call('/v1/oauth/complete', {
        body: { flowId: social.flowId, flowSecret: social.flowSecret },
      })
      if ((answer as { status?: unknown }).status === 'pending') return { pending: true }
      social = undefined
      return keep(answer)
    },
    async GET_USER() {
      return { user: userOf(await authed('/v1/user')) }
    },
    async IS_CONNECTED() {
      try {
        await bearer()
        return { isConnected: true }
      } catch (error) {
        if (error instanceof AuthServerError && error.status === 401) return { isConnected: false }
        throw error
      }
    },
    async SIGN_OUT() {
      const held = session
      session = undefined
      if (held) await call('/v1/session/sign-out', { body: {}, bearer: held.accessToken })
      return {}
    },
    async UPDATE_EMAIL({ newEmail }) {
      const answer = await authed('/v1/email/update', { body: { newEmail, dappOrigin } })
      update = textField(answer, 'updateId')
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      if (!update) throw new Error('No email update is under way')
      await authed('/v1/email/update/primary', { body: { updateId: update, code: otp } })
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      if (!update) throw new Error('No email update is under way')
      const answer = await authed('/v1/email/update/secondary', { body: { updateId: update, code: otp } })
      update = undefined
      return { user: userOf(answer) }
    },
    async GET_WALLET() {
      return { wallet: walletOf(await authed('/v1/wallet')) }
    },
    async ESCROW_WALLET(wallet) {
      await authed('/v1/wallet', { method: 'PUT', body: { ...wallet } })
      return {}
    },
    async GET_SERVER_KEY() {
      const answer = await authed('/v1/wallet/key', { body: {} })
      const privateKey = textField(answer, 'privateKey')
      if (!/^0x[0-9a-fA-F]{64}$/.test(privateKey)) throw new Error('The auth server released no key')
      const wallet = walletOf(answer)
      if (!wallet) throw new Error('The auth server released no wallet')
      return { address: wallet.address, privateKey: privateKey as `0x${string}` }
    },
  }

  port.onmessage = (event: MessageEvent<AuthRequestMessage>) => {
    const { type, id, payload } = event.data
    const handler = handlers[type] as (payload: unknown) => Promise<unknown>
    const reply = (message: AuthAnswerMessage) => port.postMessage(message)
    handler(payload).then(
      (answer) => reply({ type: `${type}_SUCCESS`, id, payload: answer }),
      (error: unknown) => reply({ type: `${type}_ERROR`, id, payload: errorPayload(error) }),
    )
  }
}
