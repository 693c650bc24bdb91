import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { extname, isAbsolute, join, resolve, sep } from 'node:path'
import { type HeaderRule, headersFor, readHeadersFile } from './headersFile.js'

export type ServeStaticOptions = {
  /** Folder to serve. */
  root: string
  /**
   * Address(es) to bind, all on the same port; the first one names `url`. Pass `['127.0.0.1', '::1']` to make a
   * server reachable as `localhost:<port>` whichever loopback address the browser tries first.
   */
  host: string | readonly string[]
  /** 0 (the default) picks a free port. */
  port?: number
  /** `'file'`: apply the Netlify/Cloudflare Pages `_headers` file found in `root`. Default `'none'`. */
  headers?: 'file' | 'none'
  /** Extra files outside `root`: URL path (`/stack.json`) → file path (absolute, or relative to `root`). */
  routes?: Record<string, string>
}

export type StaticServer = {
  /** `http://<first host>:<port>`, without a trailing slash. */
  url: string
  port: number
  close(): Promise<void>
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
}

/**
 * A small static file server for the local stack and the e2e tests: content types, `index.html` for folders,
 * 404s, no path traversal (symlinks included), and optionally the deploy's `_headers` file, so the browser sees
 * the same CSP as on Netlify or Cloudflare Pages.
 */
export async function serveStatic(options: ServeStaticOptions): Promise<StaticServer> {
  const root = await realpath(resolve(options.root))
  const hosts = typeof options.host === 'string' ? [options.host] : [...options.host]
  if (hosts.length === 0) throw new Error('serveStatic: `host` is empty')
  const rules = options.headers === 'file' ? await readHeadersFile(join(root, '_headers')) : []
  const routes = new Map(
    Object.entries(options.routes ?? {}).map(([path, file]) => [
      path,
      isAbsolute(file) ? file : join(root, file),
    ]),
  )
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res, root, routes, rules).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, String(error))
      else res.destroy()
    })
  }

  const requested = options.port ?? 0
  // A free port on the first address may be taken on another one: try a few.
  for (let attempt = 0; ; attempt++) {
    const servers: Server[] = []
    try {
      let port = requested
      for (const host of hosts) {
        const server = createServer(handler)
        servers.push(server)
        port = await listen(server, host, port)
      }
      const sockets = new Set<Socket>()
      for (const server of servers) {
        server.on('connection', (socket) => {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
        })
      }
      return {
        url: `http://${formatHost(hosts[0]!)}:${port}`,
        port,
        close: async () => {
          for (const socket of sockets) socket.destroy()
          await Promise.all(servers.map(closeServer))
        },
      }
    } catch (error) {
      await Promise.all(servers.filter((server) => server.listening).map(closeServer))
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      if (!(inUse && requested === 0 && hosts.length > 1 && attempt < 5)) throw error
    }
  }
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  routes: Map<string, string>,
  rules: HeaderRule[],
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return send(res, 405, 'Method not allowed')
  }
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
  } catch {
    return send(res, 400, 'Bad request')
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return send(res, 400, 'Bad request')
  for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value)

  const routed = routes.get(pathname)
  const file = routed ?? (await resolveInRoot(root, pathname))
  if (!file) return send(res, 404, 'Not found')
  const info = await stat(file).catch(() => undefined)
  if (!info) return send(res, 404, 'Not found')
  if (info.isDirectory()) {
    // Relative URLs in the folder's index.html (our `base: './'`) need the trailing slash.
    if (!pathname.endsWith('/')) {
      const url = new URL(req.url ?? '/', 'http://x')
      res.setHeader('Location', `${url.pathname}/${url.search}`)
      return send(res, 301, 'Moved')
    }
    const index = join(file, 'index.html')
    const indexInfo = await stat(index).catch(() => undefined)
    if (!indexInfo?.isFile()) return send(res, 404, 'Not found')
    return sendFile(req, res, index, indexInfo.size)
  }
  if (!info.isFile()) return send(res, 404, 'Not found')
  return sendFile(req, res, file, info.size)
}

/** The file for `pathname` inside `root`, or undefined when it would leave `root` or is the `_headers` file. */
async function resolveInRoot(root: string, pathname: string): Promise<string | undefined> {
  const candidate = resolve(root, `.${pathname}`)
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined
  if (candidate === join(root, '_headers')) return undefined
  const real = await realpath(candidate).catch(() => undefined)
  if (!real || (real !== root && !real.startsWith(root + sep))) return undefined
  return real
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, size: number): void {
  res.statusCode = 200
  res.setHeader('Content-Type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
  res.setHeader('Content-Length', size)
  // Unless the deploy's `_headers` says otherwise (the hashed assets), nothing is cached between tests.
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store')
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res)
}

function send(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(body)
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address()
      resolvePort(typeof address === 'object' && address ? address.port : port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => server.close(() => done()))
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}
