import { readFileSync } from 'node:fs'
import * as client from 'openid-client'
import * as v from 'valibot'
import {
  OAUTH2_PROVIDERS,
  type OAuth2Provider,
  type OAuth2ProviderName,
  type Person,
} from './oauth2Profiles.js'

/**
 * SPEC §3's social providers: google and apple over OpenID Connect; github, discord, facebook and x over OAuth 2.0
 * (oauth2Profiles.ts), or OpenID where a deployment's own provider stands in. Farcaster stays behind its flag,
 * outside this server.
 */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

const url = (name: string) => v.pipe(v.string(`${name} must be a string`), v.url(`${name} must be a URL`))
const providerSchema = v.strictObject({
  /** An OpenID provider's issuer (discovery, ID token). Absent: one of the OAuth 2.0 providers below. */
  issuer: v.optional(url('issuer')),
  clientId: v.pipe(v.string('clientId must be a string'), v.minLength(1, 'clientId must not be empty')),
  clientSecret: v.optional(v.string('clientSecret must be a string')),
  /** Apple answers by a cross-site POST (`form_post`); the others in the query. */
  responseMode: v.optional(v.picklist(['query', 'form_post'], 'responseMode must be query or form_post')),
  /** An OAuth 2.0 provider's endpoints and API, where not its documented ones (oauth2Profiles.ts). */
  authorizationUrl: v.optional(url('authorizationUrl')),
  tokenUrl: v.optional(url('tokenUrl')),
  apiUrl: v.optional(url('apiUrl')),
})
const fileSchema = v.record(
  v.picklist(SOCIAL_PROVIDERS, `a provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`),
  providerSchema,
)

export type ProviderSettings = Readonly<Partial<Record<SocialProvider, v.InferOutput<typeof providerSchema>>>>

const isOAuth2 = (name: string): name is OAuth2ProviderName => name in OAUTH2_PROVIDERS

/** The rules one entry's shape cannot say: which providers may go without an issuer, and what they then need. */
function entryProblem(name: SocialProvider, entry: v.InferOutput<typeof providerSchema>): string | undefined {
  const oauth2Fields = ['authorizationUrl', 'tokenUrl', 'apiUrl'].filter((key) => key in entry)
  if (entry.issuer !== undefined)
    return oauth2Fields.length > 0
      ? `${oauth2Fields[0]} is for OAuth 2.0 providers, which have no issuer: give one or the other`
      : undefined
  if (!isOAuth2(name))
    return `issuer is required: ${name} is an OpenID provider (the OAuth 2.0 ones are ${Object.keys(OAUTH2_PROVIDERS).join(', ')})`
  if (!entry.clientSecret) return `clientSecret is required: ${name} is an OAuth 2.0 provider`
  if (entry.responseMode === 'form_post') return `responseMode form_post needs an OpenID provider`
  return undefined
}

/** AUTH_OIDC_PROVIDERS' file: `{ "google": { "issuer", "clientId", "clientSecret" }, "github": { "clientId", "clientSecret" }, … }`. */
export function readProviders(path: string | undefined): ProviderSettings {
  if (!path) return {}
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(
      `AUTH_OIDC_PROVIDERS (${path}) is not a readable JSON file: ${error instanceof Error ? error.message : error}`,
    )
  }
  const result = v.safeParse(fileSchema, json)
  if (!result.success) {
    const issue = result.issues[0]
    const where = issue.path?.map((item) => String(item.key)).join('.')
    throw new Error(`AUTH_OIDC_PROVIDERS (${path}): ${where ? `${where}: ` : ''}${issue.message}`)
  }
  for (const [name, entry] of Object.entries(result.output) as [
    SocialProvider,
    v.InferOutput<typeof providerSchema>,
  ][]) {
    const problem = entryProblem(name, entry)
    if (problem) throw new Error(`AUTH_OIDC_PROVIDERS (${path}): ${name}: ${problem}`)
  }
  return result.output
}

const loopback = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)

/** A configured provider: how to send the user there, and how to learn who came back. */
export type ProviderClient = {
  config: Promise<client.Configuration>
  responseMode: 'query' | 'form_post'
  scope: string
  /** OpenID: the ID token (with its nonce) names the person. OAuth 2.0: the provider's API does. */
  idToken: boolean
  person(
    config: client.Configuration,
    tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  ): Promise<Person>
}

/** OpenID: the ID token's claims; where the email is kept out of it, the UserInfo endpoint's. */
async function oidcPerson(
  config: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<Person> {
  const claims = tokens.claims()
  if (!claims) throw new Error('no ID token')
  if (claims.email !== undefined) return claims
  const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub)
  return { iss: claims.iss, sub: claims.sub, email: info.email, email_verified: info.email_verified }
}

/**
 * Each provider's openid-client configuration: an OpenID provider's discovered on first use and kept (a failed
 * discovery is tried again next time, so the server starts while a provider is down); an OAuth 2.0 provider's from
 * its endpoints. Plain http only for a loopback issuer or endpoint (tests).
 */
export function providerClients(settings: ProviderSettings) {
  const configs = new Map<SocialProvider, Promise<client.Configuration>>()
  return (provider: SocialProvider): ProviderClient | undefined => {
    const setting = settings[provider]
    if (!setting) return undefined
    if (setting.issuer === undefined && isOAuth2(provider)) return oauth2Client(provider, setting)
    let config = configs.get(provider)
    if (!config) {
      const issuer = new URL(String(setting.issuer))
      config = client.discovery(
        issuer,
        setting.clientId,
        setting.clientSecret,
        setting.clientSecret ? undefined : client.None(),
        loopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      config.catch(() => configs.delete(provider))
      configs.set(provider, config)
    }
    return {
      config,
      responseMode: setting.responseMode ?? 'query',
      scope: 'openid email',
      idToken: true,
      person: oidcPerson,
    }
  }
}

function oauth2Client(
  name: OAuth2ProviderName,
  setting: NonNullable<ProviderSettings[SocialProvider]>,
): ProviderClient {
  const known: OAuth2Provider = OAUTH2_PROVIDERS[name]
  const authorizationUrl = setting.authorizationUrl ?? known.authorizationUrl
  const tokenUrl = setting.tokenUrl ?? known.tokenUrl
  const apiUrl = (setting.apiUrl ?? known.apiUrl).replace(/\/$/, '')
  const secret = String(setting.clientSecret)
  const config = new client.Configuration(
    {
      issuer: new URL(authorizationUrl).origin,
      authorization_endpoint: authorizationUrl,
      token_endpoint: tokenUrl,
    },
    setting.clientId,
    secret,
    known.clientAuth === 'basic' ? client.ClientSecretBasic(secret) : client.ClientSecretPost(secret),
  )
  if ([authorizationUrl, tokenUrl, apiUrl].some((url) => loopback(new URL(url))))
    client.allowInsecureRequests(config)
  return {
    config: Promise.resolve(config),
    responseMode: 'query',
    scope: known.scope,
    idToken: false,
    person: (_config, tokens) =>
      known.person(async (path) => {
        const response = await client.fetchProtectedResource(
          config,
          tokens.access_token,
          new URL(`${apiUrl}${path}`),
          'GET',
        )
        if (!response.ok) throw new Error(`${name} answered ${response.status} for ${path}`)
        return response.json()
      }),
  }
}
