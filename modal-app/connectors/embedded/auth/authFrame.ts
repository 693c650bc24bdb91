import { type AuthUser, createAuthApi } from './authApi.js'
import { serveAuthClient } from './authClient.js'
import {
  AUTH_REQUEST_TIMEOUT_MS,
  type AuthAnswerMessage,
  type AuthAnswerOf,
  type AuthErrorPayload,
  type AuthMessageType,
  type AuthRequestOf,
} from './authMessages.js'

/** A request the auth client answered with an error: the server's words, and what came with them. */
export class AuthRequestError extends Error {
  override name = 'AuthRequestError'
  constructor(readonly detail: AuthErrorPayload) {
    super(detail.message)
  }
}

/** A request the auth client did not answer within SPEC §9's 30 s. */
export class AuthTimeoutError extends Error {
  override name = 'AuthTimeoutError'
}

export type AuthFrame = {
  request<T extends AuthMessageType>(type: T, payload: AuthRequestOf<T>): Promise<AuthAnswerOf<T>>
  /** Whether a login answered with a user since the last sign-out (the connector then opens that user's wallet). */
  signedIn(): boolean
  /** The user of the latest answer that carried one, since the last sign-out: an email update shows at once. */
  user(): AuthUser | undefined
  /** Called whenever {@link AuthFrame.user} changes; returns the unsubscribe (React's `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void
}

/**
 * The modal's side of SPEC §4's message API: each request gets a random id, and is resolved by the matching
 * success answer or rejected by the matching error answer, or by {@link AuthTimeoutError} after `timeoutMs`.
 * @internal exported for its tests; the modal takes {@link authFrameFor}.
 */
export function createAuthFrame(port: MessagePort, timeoutMs = AUTH_REQUEST_TIMEOUT_MS): AuthFrame {
  let user: AuthUser | undefined
  const listeners = new Set<() => void>()
  const setUser = (next: AuthUser | undefined) => {
    user = next
    for (const listener of listeners) listener()
  }
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void }>()
  port.onmessage = (event: MessageEvent<AuthAnswerMessage>) => {
    const { type, id, payload } = event.data
    const waiting = pending.get(id)
    if (!waiting) return
    pending.delete(id)
    if (type === 'SIGN_OUT_SUCCESS') setUser(undefined)
    else if (
      type.endsWith('_SUCCESS') &&
      typeof payload === 'object' &&
      payload !== null &&
      'user' in payload
    )
      setUser(payload.user as AuthUser)
    if (type.endsWith('_SUCCESS')) waiting.resolve(payload)
    else waiting.reject(new AuthRequestError(payload as AuthErrorPayload))
  }
  return {
    signedIn: () => user !== undefined,
    user: () => user,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    request(type, payload) {
      const id = crypto.randomUUID()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new AuthTimeoutError(`${type} was not answered within ${timeoutMs / 1000} s`))
        }, timeoutMs)
        pending.set(id, {
          resolve: (value) => {
            clearTimeout(timer)
            resolve(value as never)
          },
          reject: (error) => {
            clearTimeout(timer)
            reject(error)
          },
        })
        port.postMessage({ type, id, payload })
      })
    },
  }
}

const frames = new Map<string, AuthFrame>()

/**
 * The auth client of the deployment's `authUrl`, for the verified embedding origin: one per page, shared by Connect's
 * email and social views and the embedded connector. The client sits behind a MessageChannel: the modal holds one
 * port, the client (which alone holds the tokens) the other.
 */
export function authFrameFor(authUrl: string, dappOrigin: string): AuthFrame {
  const key = `${authUrl} ${dappOrigin}`
  let frame = frames.get(key)
  if (!frame) {
    const channel = new MessageChannel()
    serveAuthClient(channel.port2, createAuthApi(authUrl), dappOrigin)
    frame = createAuthFrame(channel.port1)
    frames.set(key, frame)
  }
  return frame
}
