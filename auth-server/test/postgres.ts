import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** Debian's `postgresql` package puts each major version's binaries under /usr/lib/postgresql/<major>/bin. */
function binDir(): string {
  const majors = readdirSync('/usr/lib/postgresql')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
  if (!majors[0]) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)')
  return join('/usr/lib/postgresql', majors[0], 'bin')
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder, listening only on a Unix socket there (no port to clash
 * with), without fsync. PostgreSQL refuses to run as root: as root, it runs as the package's `postgres` user.
 */
export async function startPostgres() {
  const bin = binDir()
  const dir = mkdtempSync(join(tmpdir(), 'auth-server-pg-'))
  const asRoot = process.getuid?.() === 0
  const ids = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      }
    : {}
  if (ids.uid !== undefined && ids.gid !== undefined) chownSync(dir, ids.uid, ids.gid)
  const data = join(dir, 'data')
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'],
    {
      ...ids,
      stdio: 'ignore',
    },
  )
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-k', dir, '-c', 'listen_addresses=', '-c', 'fsync=off', '-c', 'max_connections=200'],
    { ...ids, stdio: 'ignore' },
  )
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const url = (database: string) =>
    `postgres://postgres@localhost/${database}?host=${encodeURIComponent(dir)}`
  const admin = new pg.Pool({ connectionString: url('postgres'), max: 2 })
  admin.on('error', () => undefined)
  for (let tries = 0; ; tries++) {
    try {
      await admin.query('SELECT 1')
      break
    } catch (error) {
      if (tries > 100 || server.exitCode !== null) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const database = url('auth')
  await admin.query('CREATE DATABASE auth')
  const reset = new pg.Pool({ connectionString: database, max: 1 })
  reset.on('error', () => undefined)
  return {
    /**
     * The test database with no rows: its tables truncated (quick), or with `fresh`, its schema dropped so that
     * the server's migrations run as on a new deployment. The servers of the last test must be closed.
     */
    async newDatabase(options: { fresh?: boolean } = {}) {
      const tables = await reset.query(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
      )
      const names = tables.rows.map((row: { tablename: string }) => `"${row.tablename}"`)
      if (options.fresh || names.length === 0)
        await reset.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
      else await reset.query(`TRUNCATE ${names.join(', ')} CASCADE`)
      return database
    },
    async stop() {
      await Promise.all([admin.end(), reset.end()])
      server.kill('SIGINT')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
