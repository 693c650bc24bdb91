import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { openKey, sealKey } from '../auth/serverCustody.js'
import type { ApiReply, ApiRequest, Context } from '../context.js'
import { HttpError } from '../http/httpError.js'
import { address, body, bytes, parse } from '../http/input.js'
import { authenticate, userView } from './session.js'

const neverReplaced = () => new HttpError(409, 'This user already has a wallet; it is never replaced')

/** GET /v1/wallet: the escrowed entry (passkey custody: the ciphertext the passkey unwraps), or null. */
export async function getWallet(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const session = await authenticate(ctx, request)
  const [row] = await ctx.db.all('SELECT * FROM wallets WHERE user_id = ?', [session.userId])
  if (!row) return { body: { wallet: null } }
  if (row.custody === 'server') return { body: { wallet: { custody: 'server', address: row.address } } }
  const { address, credential_id: credentialId, iv, ciphertext } = row
  return { body: { wallet: { custody: 'passkey', address, credentialId, iv, ciphertext } } }
}

const escrowBody = body({
  address,
  credentialId: bytes('credentialId', 1023),
  iv: bytes('iv', 16),
  ciphertext: bytes('ciphertext', 1024),
})

/**
 * PUT /v1/wallet (passkey custody): escrows the wrapped key's ciphertext, once. An email or social session can
 * never replace a wallet entry, or a stolen inbox could swap the user's address.
 */
export async function escrowWallet(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const session = await authenticate(ctx, request)
  const input = parse(escrowBody, request.body)
  const added = await ctx.db.run(
    `INSERT INTO wallets (user_id, custody, address, credential_id, iv, ciphertext, created_at)
     VALUES (?, 'passkey', ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING`,
    [session.userId, input.address, input.credentialId, input.iv, input.ciphertext, ctx.now()],
  )
  if (added !== 1) throw neverReplaced()
  return { status: 201, body: { user: await userView(ctx, session.userId) } }
}

/**
 * POST /v1/wallet/key (server custody, when AUTH_KEK is set): the user's key, made on first use and kept
 * sealed under AUTH_KEK, released to the modal's vault after login. Custodial: the operator can read it.
 */
export async function releaseServerKey(ctx: Context, request: ApiRequest): Promise<ApiReply> {
  const session = await authenticate(ctx, request)
  parse(body({}), request.body ?? {})
  const kek = ctx.config.kek
  if (!kek) throw new HttpError(409, 'Server custody is off: AUTH_KEK is not set')
  const made = generatePrivateKey()
  const madeAddress = privateKeyToAddress(made)
  const sealed = sealKey(kek, session.userId, madeAddress, made)
  await ctx.db.run(
    `INSERT INTO wallets (user_id, custody, address, iv, ciphertext, created_at)
     VALUES (?, 'server', ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING`,
    [session.userId, madeAddress, sealed.iv, sealed.ciphertext, ctx.now()],
  )
  const [row] = await ctx.db.all('SELECT custody, address, iv, ciphertext FROM wallets WHERE user_id = ?', [
    session.userId,
  ])
  if (row?.custody !== 'server') throw new HttpError(409, "This user's wallet is in passkey custody")
  const { address: kept, iv, ciphertext } = row
  if (typeof kept !== 'string' || typeof iv !== 'string' || typeof ciphertext !== 'string')
    throw new Error('wallets row is incomplete')
  return {
    body: {
      wallet: { custody: 'server', address: kept },
      privateKey: openKey(kek, session.userId, kept, iv, ciphertext),
    },
  }
}
