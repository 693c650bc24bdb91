/** SPEC §5's default origins, allowed unless the deployment turns them off. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
]

type Origin = { scheme: string; host: string; port: string }

const SCHEME = '[a-z][a-z0-9+.-]*'
const NAME = '[a-z0-9_-]+(?:\\.[a-z0-9_-]+)*'
const HOST = `\\[[0-9a-f:.]+\\]|${NAME}`
const ORIGIN = new RegExp(`^(${SCHEME})://(${HOST})(?::(\\d{1,5}))?$`)
// `*.` may only lead a DNS name, and `*` may stand for the whole port.
const PATTERN = new RegExp(`^(${SCHEME})://(\\*\\.${NAME}|${HOST})(?::(\\d{1,5}|\\*))?$`)

/**
 * Whether `origin` (a browser-serialised origin such as `event.origin`) matches one of `allowed`, plus
 * {@link DEFAULT_ALLOWED_ORIGINS} when `useDefaults`. In a pattern, a leading `*.` in the host matches one or more
 * DNS labels (`https://*.example.com` matches `https://a.b.example.com`, not `https://example.com`), and `:*`
 * matches any port or none. Everything else compares exactly, ignoring case, a trailing slash and a scheme's
 * default port. Invalid patterns never match, and neither does the opaque origin `null`.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[], useDefaults = true): boolean {
  const parsed = parse(origin, ORIGIN)
  if (!parsed) return false
  const patterns = useDefaults ? [...allowed, ...DEFAULT_ALLOWED_ORIGINS] : allowed
  return patterns.some((pattern) => matches(parsed, pattern))
}

/** Whether `pattern` is a valid allowed-origin entry (for checking a deployment's `allowedOrigins`). */
export function isOriginPattern(pattern: string): boolean {
  return parse(pattern, PATTERN) !== undefined
}

function matches(origin: Origin, pattern: string): boolean {
  const parsed = parse(pattern, PATTERN)
  if (!parsed || parsed.scheme !== origin.scheme) return false
  if (parsed.port !== '*' && parsed.port !== origin.port) return false
  if (!parsed.host.startsWith('*.')) return parsed.host === origin.host
  // `.example.com`: the origin's host must be longer and end on a label boundary; its labels are valid by parse.
  const suffix = parsed.host.slice(1)
  return !origin.host.startsWith('[') && origin.host.length > suffix.length && origin.host.endsWith(suffix)
}

function parse(value: string, grammar: RegExp): Origin | undefined {
  if (typeof value !== 'string') return undefined
  const normalised = value.toLowerCase().replace(/\/$/, '')
  const match = grammar.exec(normalised)
  if (!match) return undefined
  const [, scheme = '', host = '', port = ''] = match
  if (port === '' || port === '*') return { scheme, host, port }
  const number = Number(port)
  if (number > 65_535) return undefined
  const isDefault = (scheme === 'http' && number === 80) || (scheme === 'https' && number === 443)
  return { scheme, host, port: isDefault ? '' : String(number) }
}
