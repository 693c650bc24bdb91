import { isRecord } from '../../../config/isRecord.js'

/** The user as the auth server reports them: the wallet's public part only. */
export type AuthUser = {
  id: string
  email: string
  wallet: { custody: 'passkey' | 'server'; address: string } | null
}

/** The escrowed wallet of passkey custody (its ciphertext, which only the user's passkey opens). */
export type EscrowedWallet = {
  custody: 'passkey'
  address: string
  credentialId: string
  iv: string
  ciphertext: string
}

/** An answer of the auth server that is not 2xx: its `{ error }` text, and the fields some errors carry. */
export class AuthServerError extends Error {
  override name = 'AuthServerError'
  constructor(
    message: string,
    readonly status: number,
    /** 429: the seconds until another mail may go (SPEC §5's cooldown). */
    readonly retryAfter?: number,
    /** 400 `Invalid code`: the attempts this code has left. */
    readonly attemptsLeft?: number,
  ) {
    super(message)
  }
}

/** The auth server could not be reached (offline, or its CORS refused this origin: the body is then unreadable). */
export class AuthUnreachableError extends Error {
  override name = 'AuthUnreachableError'
}

const text = (value: unknown, key: string): string => {
  const field = isRecord(value) ? value[key] : undefined
  if (typeof field !== 'string') throw new Error(`The auth server's answer has no ${key}`)
  return field
}
const numberOr = (value: unknown, key: string): number | undefined => {
  const field = isRecord(value) ? value[key] : undefined
  return typeof field === 'number' && Number.isFinite(field) ? field : undefined
}

/** @throws {Error} when `value` is not a user of the auth server's shape. */
export function userOf(value: unknown): AuthUser {
  const user = isRecord(value) ? value.user : undefined
  const wallet = isRecord(user) ? user.wallet : undefined
  let kept: AuthUser['wallet'] = null
  if (isRecord(wallet)) {
    const custody = wallet.custody === 'server' ? 'server' : 'passkey'
    kept = { custody, address: text(wallet, 'address') }
  }
  return { id: text(user, 'id'), email: text(user, 'email'), wallet: kept }
}

/** @throws {Error} when `value` is neither an escrowed wallet, a server-custody entry, nor null. */
export function walletOf(value: unknown): EscrowedWallet | { custody: 'server'; address: string } | null {
  const wallet = isRecord(value) ? value.wallet : undefined
  if (wallet === null) return null
  if (isRecord(wallet) && wallet.custody === 'server')
    return { custody: 'server', address: text(wallet, 'address') }
  return {
    custody: 'passkey',
    address: text(wallet, 'address'),
    credentialId: text(wallet, 'credentialId'),
    iv: text(wallet, 'iv'),
    ciphertext: text(wallet, 'ciphertext'),
  }
}

/**
 * The auth server's HTTP API (README, "The auth server"), JSON in and out. `credentials: 'include'` carries its
 * partitioned refresh cookie where the browser keeps it; the access token goes as a bearer header.
 */
export function createAuthApi(baseUrl: string) {
  return async function call(
    path: string,
    init: { body?: Record<string, unknown>; bearer?: string; method?: 'GET' | 'POST' | 'PUT' } = {},
  ): Promise<unknown> {
    const headers: Record<string, string> = {}
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.bearer !== undefined) headers.authorization = `Bearer ${init.bearer}`
    let response: Response
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'include',
        cache: 'no-store',
      })
    } catch (error) {
      throw new AuthUnreachableError(error instanceof Error ? error.message : String(error))
    }
    const answer: unknown = await response.json().catch(() => undefined)
    if (response.ok) return answer
    const message = isRecord(answer) && typeof answer.error === 'string' ? answer.error : undefined
    throw new AuthServerError(
      message ?? `The auth server answered ${response.status}`,
      response.status,
      numberOr(answer, 'retryAfter'),
      numberOr(answer, 'attemptsLeft'),
    )
  }
}

export type AuthCall = ReturnType<typeof createAuthApi>
export { text as textField }
