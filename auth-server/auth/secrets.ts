import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '../db/database.js'

/** Keys every instance must share: they live in the database, made by whichever instance starts first. */
export interface ServerSecrets {
  /** HMAC key of the mailed codes (only their HMACs are stored). */
  codeKey: Buffer
  /** HS256 key of the access tokens (only this server verifies them). */
  tokenKey: Uint8Array
}

async function sharedSecret(db: Database, name: string): Promise<Buffer> {
  await db.run('INSERT INTO server_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ])
  const [row] = await db.all('SELECT value FROM server_secrets WHERE name = ?', [name])
  if (typeof row?.value !== 'string') throw new Error(`server secret ${name} is missing`)
  return Buffer.from(row.value, 'base64url')
}

export async function loadSecrets(db: Database): Promise<ServerSecrets> {
  return { codeKey: await sharedSecret(db, 'code-hmac'), tokenKey: await sharedSecret(db, 'access-token') }
}

/** A random id or token: 16 bytes (ids) or 32 (secrets), base64url. */
export const randomToken = (size: 16 | 32) => randomBytes(size).toString('base64url')

/** How a bearer secret (refresh token, approval link) is kept at rest: its SHA-256 only. */
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url')
