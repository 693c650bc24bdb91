import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let dir = ''
// Made before the tests rather than on import: a filtered run that skips every test runs no afterAll.
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'auth-server-main-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** `npm run auth-server`'s command, with `env`; resolves to its output and exit code once it exits. */
function run(env: Record<string, string>, untilOutput?: RegExp) {
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['auth-server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  const matched = new Promise<RegExpExecArray>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = untilOutput?.exec(stdout)
      if (match) resolve(match)
    })
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  )
  return { child, matched, exited }
}

describe('npm run auth-server', () => {
  it('default: prints where it listens, answers, and stops on SIGTERM', async () => {
    const server = run(
      {
        AUTH_PORT: '0',
        AUTH_DATABASE_URL: `sqlite:${join(dir, 'main.sqlite')}`,
        AUTH_ALLOWED_ORIGINS: 'http://localhost:5173',
      },
      /auth server listening on (http:\/\/localhost:\d+)\n/,
    )
    const [, url] = await Promise.race([
      server.matched,
      server.exited.then((r) => Promise.reject(new Error(r.stderr))),
    ])
    const health = await fetch(`${url}/health`)
    expect(await health.json()).toEqual({ ok: true })
    const refused = await fetch(`${url}/v1/user`, { headers: { origin: 'https://elsewhere.example' } })
    expect(refused.status).toBe(403)
    server.child.kill('SIGTERM')
    expect((await server.exited).code).toBe(0)
  }, 20_000)

  it('error: a bad variable is named, and the process exits 1', async () => {
    const { code, stderr } = await run({ AUTH_PORT: 'eighty' }).exited
    expect(code).toBe(1)
    expect(stderr).toContain('AUTH_PORT must be a port number (0–65535); got "eighty"')
  }, 20_000)
})
