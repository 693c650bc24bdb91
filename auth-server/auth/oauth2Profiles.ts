import { isRecord } from '../../shared/guards.js'

/** Who logged in, as the provider says: its stable id for the account, and the email if it confirmed one. */
export type Person = { iss: string; sub: string; email?: unknown; email_verified?: unknown }

/**
 * Reads a JSON resource of the provider's API with the login's access token.
 * @internal exported for its tests
 */
export type ApiGet = (path: string) => Promise<unknown>

/**
 * A provider without OpenID Connect (no ID token, no discovery): its OAuth 2.0 endpoints (authorization code with
 * PKCE), the scopes that reach the account's email, and how its API answers who logged in. The URLs are the
 * providers' documented ones; a deployment (and the tests) may point them elsewhere.
 */
export type OAuth2Provider = {
  authorizationUrl: string
  tokenUrl: string
  apiUrl: string
  scope: string
  /** How the client authenticates at the token endpoint. */
  clientAuth: 'post' | 'basic'
  person(get: ApiGet): Promise<Person>
}

const text = (value: unknown, key: string): string => {
  const field = isRecord(value) ? value[key] : undefined
  if (typeof field === 'number' && Number.isSafeInteger(field)) return String(field)
  if (typeof field !== 'string' || field === '') throw new Error(`the provider's answer has no ${key}`)
  return field
}

export const OAUTH2_PROVIDERS = {
  /** GitHub's OAuth app: `GET /user` for the id; `GET /user/emails` for the primary address and whether it is verified. */
  github: {
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    apiUrl: 'https://api.github.com',
    scope: 'read:user user:email',
    clientAuth: 'post',
    async person(get) {
      const user = await get('/user')
      const emails = await get('/user/emails')
      const primary = Array.isArray(emails)
        ? emails.find((entry) => isRecord(entry) && entry.primary === true)
        : undefined
      return {
        iss: 'https://github.com',
        sub: text(user, 'id'),
        email: isRecord(primary) ? primary.email : undefined,
        email_verified: isRecord(primary) ? primary.verified : undefined,
      }
    },
  },
  /** Discord: `GET /users/@me` with the `email` scope gives the address and `verified`. */
  discord: {
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    apiUrl: 'https://discord.com/api',
    scope: 'identify email',
    clientAuth: 'post',
    async person(get) {
      const user = await get('/users/@me')
      return {
        iss: 'https://discord.com',
        sub: text(user, 'id'),
        email: isRecord(user) ? user.email : undefined,
        email_verified: isRecord(user) ? user.verified : undefined,
      }
    },
  },
  /**
   * Facebook Login (Graph API): `GET /me?fields=id,email`. Graph gives an email only once the person confirmed it,
   * so an address given counts as verified.
   */
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
    apiUrl: 'https://graph.facebook.com/v23.0',
    scope: 'email',
    clientAuth: 'post',
    async person(get) {
      const user = await get('/me?fields=id,email')
      const email = isRecord(user) ? user.email : undefined
      return {
        iss: 'https://www.facebook.com',
        sub: text(user, 'id'),
        email,
        email_verified: email !== undefined,
      }
    },
  },
  /**
   * X (OAuth 2.0 with PKCE; a confidential client authenticates with HTTP Basic): `GET /2/users/me` with
   * `user.fields=confirmed_email`, which needs the `users.email` scope; an account without one cannot log in.
   */
  x: {
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    apiUrl: 'https://api.x.com/2',
    scope: 'users.read tweet.read users.email',
    clientAuth: 'basic',
    async person(get) {
      const answer = await get('/users/me?user.fields=confirmed_email')
      const user = isRecord(answer) ? answer.data : undefined
      const email = isRecord(user) ? user.confirmed_email : undefined
      return { iss: 'https://x.com', sub: text(user, 'id'), email, email_verified: email !== undefined }
    },
  },
} as const satisfies Record<string, OAuth2Provider>

export type OAuth2ProviderName = keyof typeof OAUTH2_PROVIDERS
