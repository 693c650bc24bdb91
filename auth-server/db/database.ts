/** One row as a driver returns it; callers read it through a schema (`db/rows.ts`). */
export type Row = Record<string, unknown>

/**
 * The auth server's storage, the same for SQLite and PostgreSQL. Queries are written once, in the SQL both accept,
 * with `?` placeholders. Every change that must not be lost or doubled across instances is one statement
 * (a conditional UPDATE, an upsert, `RETURNING`), so no driver needs a transaction.
 */
export interface Database {
  readonly kind: 'sqlite' | 'postgres'
  /** Rows of a SELECT, or of a write with `RETURNING`. */
  all(sql: string, params?: readonly SqlValue[]): Promise<Row[]>
  /** A write; resolves to the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>
  close(): Promise<void>
}

export type SqlValue = string | number | null

/** Whether a driver's error is a UNIQUE constraint refusing a write (PostgreSQL 23505, SQLite's own code). */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE')
