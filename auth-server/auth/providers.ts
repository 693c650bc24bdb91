import { readFileSync } from 'node:fs'
import * as client from 'openid-client'
import * as v from 'valibot'

/** SPEC §3's social providers (farcaster is not OIDC: it stays behind its flag, outside this server). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

const providerSchema = v.strictObject({
  issuer: v.pipe(v.string('issuer must be a string'), v.url('issuer must be a URL')),
  clientId: v.pipe(v.string('clientId must be a string'), v.minLength(1, 'clientId must not be empty')),
  clientSecret: v.optional(v.string('clientSecret must be a string')),
  /** Apple answers by a cross-site POST (`form_post`); the others in the query. */
  responseMode: v.optional(v.picklist(['query', 'form_post'], 'responseMode must be query or form_post')),
})
const fileSchema = v.record(
  v.picklist(SOCIAL_PROVIDERS, `a provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`),
  providerSchema,
)

export type ProviderSettings = Readonly<Partial<Record<SocialProvider, v.InferOutput<typeof providerSchema>>>>

/** AUTH_OIDC_PROVIDERS' file: `{ "google": { "issuer", "clientId", "clientSecret" }, … }`. */
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
  return result.output
}

const loopback = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)

/**
 * Each provider's openid-client configuration, discovered on first use and kept (a failed discovery is tried
 * again next time, so the server starts while a provider is down). Plain http only for a loopback issuer (tests).
 */
export function providerClients(settings: ProviderSettings) {
  const configs = new Map<SocialProvider, Promise<client.Configuration>>()
  return (provider: SocialProvider) => {
    const setting = settings[provider]
    if (!setting) return undefined
    let config = configs.get(provider)
    if (!config) {
      const issuer = new URL(setting.issuer)
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
    return { config, responseMode: setting.responseMode ?? 'query' }
  }
}
