import type { ServerSecrets } from './auth/secrets.js'
import type { AuthConfig } from './config.js'
import type { Database } from './db/database.js'
import type { Mailer } from './mail/mailer.js'

/** Limits a deployment lives with; tests lower some to reach them quickly. */
export interface Limits {
  /** Mails (codes and links) to one address per hour. */
  mailsPerEmailPerHour: number
  /** Mails asked for by one IP per hour. */
  mailsPerIpPerHour: number
  /** API requests of one IP per minute. */
  requestsPerIpPerMinute: number
  /** The longest a device-approval wait is held open (below SPEC §9's 30 s request timeout). */
  deviceWaitMs: number
}

export const DEFAULT_LIMITS: Limits = {
  mailsPerEmailPerHour: 10,
  mailsPerIpPerHour: 30,
  requestsPerIpPerMinute: 300,
  deviceWaitMs: 25_000,
}

/** What every handler gets. */
export interface Context {
  db: Database
  config: AuthConfig
  /** AUTH_PUBLIC_URL, or where the server listens. */
  publicUrl: string
  secrets: ServerSecrets
  mailer: Mailer
  limits: Limits
  now: () => number
}

/** One API request, its origin already checked against AUTH_ALLOWED_ORIGINS. */
export interface ApiRequest {
  /** The calling modal's origin. */
  origin: string
  ip: string
  cookies: ReadonlyMap<string, string>
  bearer: string | undefined
  body: unknown
}

export interface ApiReply {
  status?: number
  body: unknown
  setCookies?: readonly string[]
}
