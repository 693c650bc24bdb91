import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export type StartAnvilOptions = {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Default 31337. */
  chainId?: number
  /** The genesis block's time, in seconds (anvil's `--timestamp`); default now. */
  timestamp?: number
}

export type Anvil = {
  /** `http://127.0.0.1:<port>` */
  rpcUrl: string
  chainId: number
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 15_000
const STOP_TIMEOUT_MS = 3_000

const running = new Set<ChildProcess>()
// Covers normal exits, process.exit() and uncaught exceptions; signals are the caller's to turn into an exit.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * Starts a local chain and resolves once it answers `eth_chainId`.
 *
 * The platform binary is spawned directly (not the `node_modules/.bin/anvil` Node wrapper, whose death would orphan
 * the real process), under `setpriv --pdeathsig` where available so that it dies with us even on SIGKILL.
 */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<Anvil> {
  const chainId = options.chainId ?? 31337
  if (options.port && (await freePort(options.port)) !== options.port) {
    throw new Error(`anvil: port ${options.port} is in use`)
  }
  for (let attempt = 0; ; attempt++) {
    const port = options.port || (await freePort())
    try {
      return await launch(port, chainId, options.timestamp)
    } catch (error) {
      // A free port can be taken between our probe and anvil's bind: retry only then.
      if (options.port || attempt >= 2 || !String(error).includes('in use')) throw error
    }
  }
}

async function launch(port: number, chainId: number, timestamp?: number): Promise<Anvil> {
  const rpcUrl = `http://127.0.0.1:${port}`
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--quiet']
  if (timestamp !== undefined) args.push('--timestamp', String(timestamp))
  const binary = anvilBinary()
  const child = existsSync('/usr/bin/setpriv')
    ? spawn('/usr/bin/setpriv', ['--pdeathsig', 'SIGKILL', binary, ...args], {
        stdio: ['ignore', 'ignore', 'pipe'],
      })
    : spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  running.add(child)
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const exited = new Promise<void>((done) => {
    child.once('exit', () => {
      running.delete(child)
      done()
    })
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + READY_TIMEOUT_MS
  let spawnError: Error | undefined
  child.once('error', (error) => {
    spawnError = error
  })
  while (true) {
    if (spawnError) throw new Error(`anvil: could not start ${binary}: ${spawnError.message}`)
    if (child.exitCode !== null || child.signalCode !== null) {
      const reason = /address already in use/i.test(stderr) ? 'port in use' : stderr.trim() || 'no output'
      throw new Error(`anvil on port ${port} exited (${child.exitCode ?? child.signalCode}): ${reason}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `anvil on port ${port} did not answer eth_chainId within ${READY_TIMEOUT_MS} ms: ${stderr}`,
      )
    }
    const answered = await rpcChainId(rpcUrl)
    if (answered !== undefined) {
      if (answered !== chainId) {
        await stop()
        throw new Error(`anvil on port ${port} answered chain ${answered}, expected ${chainId}: port in use?`)
      }
      return { rpcUrl, chainId, stop }
    }
    await new Promise((done) => setTimeout(done, 50))
  }
}

async function rpcChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number(body.result) : undefined
  } catch {
    return undefined
  }
}

/** The platform package's binary, as `@foundry-rs/anvil`'s own wrapper picks it; else the wrapper. */
function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch as string]
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  if (arch) {
    try {
      const binary = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${exe}`)
      if (existsSync(binary)) return binary
    } catch {}
  }
  return fileURLToPath(new URL('../../node_modules/.bin/anvil', import.meta.url))
}

/** `preferred` when it is free on 127.0.0.1 right now, else a free port. */
function freePort(preferred = 0): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (preferred && error.code === 'EADDRINUSE') freePort(0).then(done, reject)
      else reject(error)
    })
    server.listen(preferred, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : preferred
      server.close(() => done(port))
    })
  })
}
