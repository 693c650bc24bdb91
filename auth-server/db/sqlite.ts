import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import type { Database, Row, SqlValue } from './database.js'
import { migrations } from './migrations.js'

/** A SQLite file (created with its folder if missing), migrated to the latest schema. */
export function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new BetterSqlite3(path)
  db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)')
  // IMMEDIATE takes the write lock first, so two processes on one file migrate one after the other.
  db.transaction(() => {
    const done = db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').pluck().get()
    const applied = typeof done === 'number' ? done : 0
    migrations.slice(applied).forEach((step, index) => {
      db.exec(step)
      db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(applied + index + 1)
    })
  }).immediate()

  const statements = new Map<string, BetterSqlite3.Statement>()
  const prepared = (sql: string) => {
    let statement = statements.get(sql)
    if (!statement) {
      statement = db.prepare(sql)
      statements.set(sql, statement)
    }
    return statement
  }
  return {
    kind: 'sqlite',
    all: async (sql: string, params: readonly SqlValue[] = []): Promise<Row[]> =>
      prepared(sql)
        .all(...params)
        .filter((row): row is Row => typeof row === 'object' && row !== null),
    run: async (sql: string, params: readonly SqlValue[] = []) => prepared(sql).run(...params).changes,
    close: async () => {
      db.close()
    },
  }
}
