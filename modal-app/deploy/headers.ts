import { DEFAULT_ALLOWED_ORIGINS, isOriginPattern } from '../config/origins.js'
import type { DeploymentConfig } from '../config/types.js'
import { loopbackHostsOf } from './loopbackHosts.js'

/**
 * The deployment's `config.json` (checked by `parseDeploymentConfig`): who may embed, and (its `defaults`) which
 * loopback services the modal connects to.
 */
export type HeadersConfig = Pick<DeploymentConfig, 'allowedOrigins' | 'defaultOrigins'> &
  Partial<Pick<DeploymentConfig, 'defaults'>>

// What a CSP host-source may hold (no `_`, unlike DNS names that isOriginPattern accepts).
const CSP_SOURCE_CHARS = /^[a-z0-9+.:/*[\]-]+$/

/**
 * @internal Exported for its test; the header files get it through `buildSecurityHeaders`.
 * The modal's Content-Security-Policy. `frame-ancestors` lists `allowedOrigins` and, when `useDefaults`, SPEC §5's
 * defaults; `'none'` when that leaves nothing. `connect-src` admits https: and wss: anywhere, and plain http: and ws:
 * only on the `loopbackHosts` the deployment's config lists (any port: a local chain or service of a development
 * deployment, and the ones its dapp names at `init`).
 *
 * @throws {Error} when an origin is not an allowed-origin pattern (SPEC §5) that CSP can express; a space, `;` or
 *   `,` would inject directives.
 */
export function buildCsp(
  allowedOrigins: readonly string[],
  useDefaults: boolean,
  loopbackHosts: readonly string[] = [],
): string {
  const ancestors = [
    ...new Set([
      ...allowedOrigins.map(toSource),
      ...(useDefaults ? DEFAULT_ALLOWED_ORIGINS.map(toSource) : []),
    ]),
  ]
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    [
      "connect-src 'self' https: wss:",
      ...['http', 'ws'].flatMap((scheme) => loopbackHosts.map((host) => `${scheme}://${host}:*`)),
    ].join(' '),
    "frame-src 'self' https:",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
  ].join('; ')
}

/**
 * @internal Exported for its test. Every header the modal's files are served with, by name. `Origin-Agent-Cluster`
 * is read from documents only (`index.html`, wherever the host serves it: `/`, `/index.html`, a subfolder) and lets
 * the browser keep the modal in an agent cluster of its own origin, apart from the dapp's pages of the same site:
 * no `document.domain`, no synchronous scripting across them, and a process of its own where the browser can.
 */
export function buildSecurityHeaders(
  allowedOrigins: readonly string[],
  useDefaults: boolean,
  loopbackHosts: readonly string[] = [],
): [string, string][] {
  return [
    ['Content-Security-Policy', buildCsp(allowedOrigins, useDefaults, loopbackHosts)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Origin-Agent-Cluster', '?1'],
  ]
}

/** popup.html's own policy (the wallet window, connectors/embedded/walletWindowProtocol.ts): never in a frame. */
const WALLET_WINDOW_CSP = "frame-ancestors 'none'"

/**
 * The build's `assets/` files are named by their content hash: a returning visitor's browser keeps them without
 * asking again. `index.html`, `config.json` and the loader keep their names across deploys and are not listed.
 */
const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * The `_headers` file (Netlify, Cloudflare Pages) for a deployment's `config.json`. The loader files also get
 * `Access-Control-Allow-Origin: *` so that dapps can `import()` `loader.mjs` across origins, and the loader can load
 * `wallet-standard.js` with `integrity` (a CORS fetch); the hashed assets a long `Cache-Control`.
 */
export function buildHeadersFile(config: HeadersConfig): string {
  const lines = ['/*', ...securityHeadersOf(config).map(([name, value]) => `  ${name}: ${value}`)]
  for (const file of ['/loader.js', '/loader.mjs', '/react.mjs', '/wallet-standard.js'])
    lines.push(file, '  Access-Control-Allow-Origin: *')
  // The wallet window is a top-level page only: a second policy, which browsers enforce beside the first, so no page
  // (not even an allowed dapp) may frame it and restyle it. `/popup` too: hosts that serve `.html` without it.
  for (const file of ['/popup.html', '/popup'])
    lines.push(file, `  Content-Security-Policy: ${WALLET_WINDOW_CSP}`)
  lines.push('/assets/*', `  Cache-Control: ${ASSETS_CACHE_CONTROL}`)
  return `${lines.join('\n')}\n`
}

/** The same headers as nginx `add_header` lines, for a `location` serving the modal. */
export function buildNginxHeaders(config: HeadersConfig): string {
  return securityHeadersOf(config)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')
}

/** The security headers of a deployment's config. */
function securityHeadersOf({
  allowedOrigins,
  defaultOrigins,
  defaults = {},
}: HeadersConfig): [string, string][] {
  const loopbackHosts = loopbackHostsOf({ allowedOrigins, defaultOrigins, defaults })
  return buildSecurityHeaders(allowedOrigins, defaultOrigins, loopbackHosts)
}

/** The CSP source for an allowed-origin pattern; the modal checks the same patterns with `isOriginAllowed`. */
function toSource(origin: string): string {
  const source = origin.toLowerCase().replace(/\/$/, '')
  if (!isOriginPattern(origin) || !CSP_SOURCE_CHARS.test(source)) {
    throw new Error(`config.json: allowedOrigins: "${origin}" is not an origin like https://app.example.com`)
  }
  return source
}
