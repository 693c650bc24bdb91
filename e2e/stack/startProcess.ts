import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const READY_TIMEOUT_MS = 60_000

/** `npm start` (e2e/stack/start.ts) running as a child process, as a person runs it, with what it printed. */
export type StartProcess = {
  readonly child: ChildProcess
  readonly pid: number
  /** Everything printed to stdout so far. */
  output(): string
  /** Each printed URL, by its label: 'Demo dapp', 'Phone wallet', 'Modal', 'Relay', 'Chain 31337', … */
  readonly urls: Record<string, string>
  /** Sends `signal` (Ctrl-C is SIGINT) and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/**
 * Runs `node --import tsx e2e/stack/start.ts` (what `npm start` execs after the build), with `env` added to this
 * process's environment, and resolves once it
 * printed "Ctrl-C to stop.". Under `setpriv --pdeathsig SIGTERM` where available, so that it stops with the test
 * runner whatever happens to the test.
 *
 * @throws {Error} with its stderr when it exits first or does not get ready in time.
 */
export async function runStart(env: Record<string, string> = {}): Promise<StartProcess> {
  const command = [process.execPath, '--import', 'tsx', 'e2e/stack/start.ts']
  const options = { cwd: repo, env: { ...process.env, ...env } }
  const child = existsSync('/usr/bin/setpriv')
    ? spawn('/usr/bin/setpriv', ['--pdeathsig', 'SIGTERM', ...command], options)
    : spawn(command[0]!, command.slice(1), options)
  let stdout = ''
  let stderr = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      reject(new Error(`start.ts was not ready within ${READY_TIMEOUT_MS} ms:\n${stdout}${stderr}`))
    }, READY_TIMEOUT_MS)
    const check = () => {
      if (!stdout.includes('Ctrl-C to stop.')) return
      clearTimeout(timer)
      child.stdout!.off('data', check)
      resolve()
    }
    child.stdout!.on('data', check)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`start.ts exited (${code}) before it was ready:\n${stdout}${stderr}`))
    })
  })
  return {
    child,
    pid: child.pid!,
    output: () => stdout,
    urls: Object.fromEntries(
      [...stdout.matchAll(/^ {2}(\S.*?\S) +((?:https?|ws):\/\/\S+?)\/? /gm)].map(([, label, url]) => [
        label!,
        url!,
      ]),
    ),
    stop: async (signal = 'SIGINT') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** The live processes below `pid` (children, grandchildren, …), from /proc (Linux). */
export function descendantPids(pid: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // `pid (comm) state ppid …`; comm may hold spaces and parentheses.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state !== 'Z') parents.set(Number(entry), Number(ppid))
    } catch {}
  }
  const found: number[] = []
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue
      found.push(child)
      walk(child)
    }
  }
  walk(pid)
  return found
}

/** Whether `pid` is still a live (not zombie) process. */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

/** The command line of `pid`, for messages. */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
  } catch {
    return `(pid ${pid})`
  }
}
