import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres } from './postgres.js'

export interface TestDatabases {
  /** An AUTH_DATABASE_URL with no rows; with `fresh`, no schema either (the server's migrations make it). */
  newDatabase(options?: { fresh?: boolean }): Promise<string>
  stop(): Promise<void>
}

/** SQLite files in a temporary folder, `sqlite:<path>` as AUTH_DATABASE_URL allows. */
async function startSqlite(): Promise<TestDatabases> {
  const dir = mkdtempSync(join(tmpdir(), 'auth-server-sqlite-'))
  let files = 0
  return {
    newDatabase: async () => `sqlite:${join(dir, `auth-${++files}.sqlite`)}`,
    stop: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** Both drivers, for `describe.each`: every test runs on SQLite and on a real PostgreSQL. */
export const drivers: [string, () => Promise<TestDatabases>][] = [
  ['SQLite', startSqlite],
  ['PostgreSQL', startPostgres],
]
