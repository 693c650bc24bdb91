import { Buffer } from 'node:buffer'

/** What `npm run auth-server` reads from the environment (ARCHITECTURE.md, "Embedded wallet"). */
export interface AuthConfig {
  port: number
  /** Where browsers reach this server (mailed links, OIDC callbacks); the listening address when unset. */
  publicUrl: string | undefined
  databaseUrl: string
  smtpUrl: string
  mailFrom: string
  /** The modal origins that may call the server; CORS and cookies follow it. */
  allowedOrigins: readonly string[]
  oidcProvidersFile: string | undefined
  /** 32 bytes: turns on server custody (keys kept encrypted under it). */
  kek: Uint8Array | undefined
  /** A new device of a known user must approve a mailed link before its code is sent. */
  deviceApproval: boolean
  /** Proxies (load balancers) in front that append to X-Forwarded-For: the client's IP is that many from the end. */
  trustProxyHops: number
}

const fail = (name: string, rule: string, value: string): never => {
  throw new Error(`${name} must be ${rule}; got ${JSON.stringify(value)}`)
}

const originOf = (name: string, value: string): string => {
  try {
    const url = new URL(value)
    if (url.origin === value && /^https?:$/.test(url.protocol)) return value
  } catch {}
  return fail(name, 'a comma-separated list of origins (scheme://host[:port], no path)', value)
}

const keyOf = (value: string): Uint8Array => {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64')
  if (bytes.length !== 32 || (!/^[0-9a-f]{64}$/i.test(value) && bytes.toString('base64') !== value))
    return fail('AUTH_KEK', '32 bytes as 64 hex digits or base64', '(hidden)')
  return bytes
}

/** The config, or an Error naming the variable that is wrong (a secret's value is never repeated). */
export function readAuthConfig(env: Readonly<Record<string, string | undefined>>): AuthConfig {
  const port = env.AUTH_PORT ?? '8787'
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) fail('AUTH_PORT', 'a port number (0–65535)', port)
  const publicUrl = env.AUTH_PUBLIC_URL || undefined
  if (publicUrl !== undefined && !URL.canParse(publicUrl)) fail('AUTH_PUBLIC_URL', 'a URL', publicUrl)
  const mailFrom = env.AUTH_MAIL_FROM || 'Wallet <wallet@localhost>'
  if (!/@/.test(mailFrom)) fail('AUTH_MAIL_FROM', 'a mail address', mailFrom)
  const smtpUrl = env.AUTH_SMTP_URL || 'smtp://127.0.0.1:25'
  if (!/^smtps?:\/\//.test(smtpUrl) || !URL.canParse(smtpUrl))
    fail('AUTH_SMTP_URL', 'an smtp:// or smtps:// URL', smtpUrl.replace(/\/\/[^@/]*@/, '//…@'))
  const hops = env.AUTH_TRUST_PROXY || '0'
  if (!/^\d$/.test(hops)) fail('AUTH_TRUST_PROXY', 'the number of proxies in front (0–9)', hops)
  const device = env.AUTH_DEVICE_APPROVAL ?? ''
  if (!['', '0', '1', 'true', 'false'].includes(device)) fail('AUTH_DEVICE_APPROVAL', '1 or 0', device)
  return {
    port: Number(port),
    publicUrl: publicUrl?.replace(/\/$/, ''),
    databaseUrl: env.AUTH_DATABASE_URL || '.data/auth.sqlite',
    smtpUrl,
    mailFrom,
    allowedOrigins: (env.AUTH_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
      .map((origin) => originOf('AUTH_ALLOWED_ORIGINS', origin)),
    oidcProvidersFile: env.AUTH_OIDC_PROVIDERS || undefined,
    kek: env.AUTH_KEK ? keyOf(env.AUTH_KEK) : undefined,
    deviceApproval: device === '1' || device === 'true',
    trustProxyHops: Number(hops),
  }
}
