import pg from 'pg'
import type { Database } from './database.js'
import { migrations } from './migrations.js'

// Any constant: the lock that lets one instance migrate while the others starting beside it wait.
const MIGRATION_LOCK = 230_001

/** `?` placeholders as PostgreSQL's `$1, $2, …` (the queries hold no `?` in literals). */
const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

/** A pool on a PostgreSQL database, migrated to the latest schema. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server drops (a restart, a failover) is replaced on the next query; without a
  // listener, its error would end the process.
  pool.on('error', () => undefined)
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)')
    const done = await client.query('SELECT COUNT(*)::int AS n FROM schema_migrations')
    const count: unknown = done.rows[0]?.n
    const applied = typeof count === 'number' ? count : 0
    for (const [index, step] of migrations.slice(applied).entries()) {
      await client.query(step)
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [applied + index + 1])
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
  return {
    kind: 'postgres',
    all: async (sql, params = []) => (await pool.query(numbered(sql), [...params])).rows,
    run: async (sql, params = []) => (await pool.query(numbered(sql), [...params])).rowCount ?? 0,
    close: () => pool.end(),
  }
}
