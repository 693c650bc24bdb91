import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** Command lines of the running processes that mention anvil (pgrep run without a shell, so it lists only them). */
export function anvilProcesses(): Map<number, string> {
  try {
    const out = execFileSync('pgrep', ['-fa', 'anvil'], { encoding: 'utf8' })
    return new Map(
      out
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const space = line.indexOf(' ')
          return [Number(line.slice(0, space)), line.slice(space + 1)] as const
        }),
    )
  } catch {
    return new Map() // pgrep exits 1 when nothing matches
  }
}

/** The share of CPU time the whole machine left idle over `ms` (Linux `/proc/stat`), or undefined elsewhere. */
export async function idleShare(ms: number): Promise<number | undefined> {
  const read = () => {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
    return { idle: fields[3]! + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) }
  }
  try {
    const before = read()
    await new Promise((done) => setTimeout(done, ms))
    const after = read()
    return (after.idle - before.idle) / (after.total - before.total)
  } catch {
    return undefined
  }
}
