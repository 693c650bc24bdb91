import type { Database } from './database.js'
import { openPostgres } from './postgres.js'
import { openSqlite } from './sqlite.js'

/**
 * `AUTH_DATABASE_URL`: `postgres://…` (or `postgresql://…`) for PostgreSQL; otherwise a SQLite file, as a path or
 * `sqlite:<path>`. Either is migrated before this resolves.
 */
export async function openDatabase(url: string): Promise<Database> {
  if (/^postgres(ql)?:\/\//i.test(url)) return openPostgres(url)
  return openSqlite(url.replace(/^sqlite:/i, ''))
}
