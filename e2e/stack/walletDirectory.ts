import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenLocal } from './listenLocal.js'

/**
 * A local wallet-directory API built from SPEC §7's contract, for the unit tests of the client and for the e2e
 * tests (the public directory is not reachable from the test browser):
 * - `GET /getWallets`: `page`, `entries`, `include`, `exclude`, `search`, `chains`; answers `{ count, data }`.
 * - `GET /getWalletImage/{image_id}`: an SVG.
 * - `GET /public/getAssetImage/{id}`, `/public/getCurrencyImage/{id}`, `/public/getTokenImage/{id}`: an SVG, for
 *   the ids of {@link PUBLIC_IMAGES}.
 * - `GET /projects/v1/origins` → `{ allowedOrigins }`: the project's allowlist, from {@link PROJECT_ORIGINS} (none
 *   for any other project).
 * - `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled }`: on for project ids that start with
 *   {@link ANALYTICS_PROJECT_PREFIX}, except {@link ANALYTICS_OFF_PREFIX}'s; off for every other (so that the other
 *   tests' projects send no analytics).
 * Every call needs `projectId`, `st` and `sv` (400 without): the SDK's type and version, free strings that the
 * modal fills with its own name and version (`wallet-modal`, `wallet-modal-0.1.0`). Project ids steer the answer, so that tests running
 * in parallel do not disturb each other: `e2e-fail` makes every call answer 500, `e2e-fail-images` only images.
 * `GET /__requests?projectId=…` lists the calls made with that project id (path and query), for assertions.
 */
export type WalletDirectoryServer = { url: string; port: number; close(): Promise<void> }

export const FAILING_PROJECT_ID = 'e2e-fail'
export const FAILING_IMAGES_PROJECT_ID = 'e2e-fail-images'
export const ANALYTICS_PROJECT_PREFIX = 'e2e-analytics-'
export const ANALYTICS_OFF_PREFIX = 'e2e-analytics-off'

/** The projects' allowlists (`/projects/v1/origins`), as the project's dashboard would hold them. */
export const PROJECT_ORIGINS = {
  /** Any port of 127.0.0.1 (the stack's host pages), by a wildcard. */
  'e2e-origins-loopback': { allowedOrigins: ['https://app.example.com', 'http://127.0.0.1:*'] },
  /** Only other hosts, with a subdomain wildcard. */
  'e2e-origins-elsewhere': { allowedOrigins: ['https://*.example.org', 'http://127.0.0.2:*'] },
  /** A list of the wrong shape (a string, not an array): it adds nothing. */
  'e2e-origins-malformed': { allowedOrigins: 'http://127.0.0.1:*' },
} as const satisfies Record<string, { allowedOrigins: unknown }>

/**
 * The directory's public images by endpoint and id, each drawn from its name: a few networks' asset ids (the
 * explorer's own, as data/networkImageIds.ts maps them), currencies by code, tokens by symbol.
 */
const PUBLIC_IMAGES: Record<string, Record<string, string>> = {
  getAssetImage: {
    'ba0ba0cd-17c6-4806-ad93-f9d174f17900': 'Ethereum',
    '7289c336-3981-4081-c5f4-efc26ac64a00': 'Base',
    'a1b58899-f671-4276-6a5e-56ca5bd59700': 'Solana',
    '0b4838db-0161-4ffe-022d-532bf03dba00': 'Bitcoin',
  },
  getCurrencyImage: { USD: 'US Dollar', EUR: 'Euro' },
  getTokenImage: { ETH: 'Ether', USDC: 'USD Coin', SOL: 'Solana' },
}

type DirectoryWallet = {
  id: string
  name: string
  image_id: string
  rdns: string | null
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
}

// As in the public directory, wallets list public networks only; none lists a local chain such as anvil's.
const ETHEREUM = 'eip155:1'
const BASE = 'eip155:8453'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function wallet(id: string, name: string, extra: Partial<DirectoryWallet> = {}): DirectoryWallet {
  return {
    id,
    name,
    image_id: `img-${id.slice(0, 24)}`,
    rdns: null,
    chains: [ETHEREUM, BASE],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    ...extra,
  }
}

/** The directory's wallets: a few real ones (explorer ids), then enough numbered ones to need several pages. */
const DIRECTORY_WALLETS: readonly DirectoryWallet[] = [
  wallet('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', 'MetaMask', {
    rdns: 'io.metamask',
    mobile_link: 'metamask://',
  }),
  wallet('4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', 'Trust Wallet', {
    rdns: 'com.trustwallet.app',
    chains: [ETHEREUM, BASE, SOLANA],
    mobile_link: 'trust://',
  }),
  wallet('1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', 'Rainbow', {
    rdns: 'me.rainbow',
    mobile_link: 'rainbow://',
  }),
  wallet('18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1', 'Rabby Wallet', {
    rdns: 'io.rabby',
  }),
  wallet('225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f', 'Safe', {
    mobile_link: 'safe://',
    webapp_link: 'https://app.safe.global/',
  }),
  wallet('a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', 'Phantom', {
    rdns: 'app.phantom',
    chains: [SOLANA],
  }),
  // A record the client must drop (no name), and one with a link it must drop.
  { ...wallet('broken-record', ''), name: '' },
  wallet('bad-link-wallet', 'Bad Link Wallet', {
    mobile_link: 'javascript:alert(1)',
    desktop_link: 'search-ms:query=invoice&crumb=location:\\\\attacker.example\\share',
    webapp_link: 'http://wallet.example/phish',
  }),
  ...Array.from({ length: 120 }, (_, index) => {
    const number = String(index + 1).padStart(3, '0')
    return wallet(`test-wallet-${number}`, `Test Wallet ${number}`)
  }),
]

export async function startWalletDirectory(
  options: { host?: string; port?: number } = {},
): Promise<WalletDirectoryServer> {
  const host = options.host ?? '127.0.0.1'
  const requests = new Map<string, { path: string; query: Record<string, string> }[]>()
  const server = createServer((req, res) => {
    try {
      handle(req, res, requests)
    } catch (error) {
      send(res, 500, 'text/plain', String(error))
    }
  })
  const { port, close } = await listenLocal(server, { host, port: options.port })
  return { url: `http://${host}:${port}`, port, close }
}

function handle(
  req: IncomingMessage,
  res: ServerResponse,
  requests: Map<string, { path: string; query: Record<string, string> }[]>,
) {
  // The modal fetches across origins; no credentials, no custom headers, so no preflight.
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'GET') return send(res, 405, 'text/plain', 'Method not allowed')
  const url = new URL(req.url ?? '/', 'http://x')
  const query = Object.fromEntries(url.searchParams)
  if (url.pathname === '/__requests')
    return send(res, 200, 'application/json', JSON.stringify(requests.get(query.projectId ?? '') ?? []))

  const projectId = query.projectId
  if (!projectId || !query.st || !query.sv)
    return send(
      res,
      400,
      'application/json',
      JSON.stringify({ message: 'projectId, st and sv are required' }),
    )
  const log = requests.get(projectId) ?? []
  log.push({ path: url.pathname, query })
  requests.set(projectId, log)
  if (projectId === FAILING_PROJECT_ID) return send(res, 500, 'text/plain', 'Internal error')

  if (url.pathname === '/projects/v1/origins') {
    const origins = Object.entries(PROJECT_ORIGINS).find(([id]) => id === projectId)?.[1]
    return send(res, 200, 'application/json', JSON.stringify(origins ?? { allowedOrigins: [] }))
  }
  if (url.pathname === '/getAnalyticsConfig') {
    const on = projectId.startsWith(ANALYTICS_PROJECT_PREFIX) && !projectId.startsWith(ANALYTICS_OFF_PREFIX)
    return send(res, 200, 'application/json', JSON.stringify({ isAnalyticsEnabled: on }))
  }
  if (url.pathname === '/getWallets')
    return send(res, 200, 'application/json', JSON.stringify(getWallets(query)))

  const image = /^\/getWalletImage\/([^/]+)$/.exec(url.pathname)
  if (image) {
    if (projectId === FAILING_IMAGES_PROJECT_ID) return send(res, 500, 'text/plain', 'Internal error')
    const imageId = decodeURIComponent(image[1]!)
    const owner = DIRECTORY_WALLETS.find((wallet) => wallet.image_id === imageId)
    if (!owner) return send(res, 404, 'text/plain', 'Not found')
    return send(res, 200, 'image/svg+xml', imageSvg(owner.name, DIRECTORY_WALLETS.indexOf(owner)))
  }
  const publicImage = /^\/public\/(get(?:Asset|Currency|Token)Image)\/([^/]+)$/.exec(url.pathname)
  if (publicImage) {
    if (projectId === FAILING_IMAGES_PROJECT_ID) return send(res, 500, 'text/plain', 'Internal error')
    const images = Object.entries(PUBLIC_IMAGES[publicImage[1]!]!)
    const index = images.findIndex(([id]) => id === decodeURIComponent(publicImage[2]!))
    if (index === -1) return send(res, 404, 'text/plain', 'Not found')
    return send(res, 200, 'image/svg+xml', imageSvg(images[index]![1], index))
  }
  send(res, 404, 'text/plain', 'Not found')
}

function getWallets(query: Record<string, string>) {
  const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : [])
  const page = Math.max(1, Number(query.page ?? 1) || 1)
  const entries = Math.min(100, Math.max(1, Number(query.entries ?? 40) || 40))
  const include = list(query.include)
  const exclude = list(query.exclude)
  const chains = list(query.chains)
  const search = (query.search ?? '').toLowerCase()
  const matching = DIRECTORY_WALLETS.filter(
    (wallet) =>
      (include.length === 0 || include.includes(wallet.id)) &&
      !exclude.includes(wallet.id) &&
      (chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain))) &&
      wallet.name.toLowerCase().includes(search),
  )
  return { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) }
}

/** A square with the first letter of `name`, coloured by its position in its list. */
function imageSvg(name: string, position: number): string {
  const hue = (position * 47) % 360
  const letter = name.slice(0, 1).replace(/[<&>]/g, '') || '?'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="hsl(${hue} 70% 45%)"/><circle cx="72" cy="24" r="10" fill="#fff" fill-opacity="0.5"/><text x="48" y="62" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status
  res.setHeader('Content-Type', type)
  res.end(body)
}
