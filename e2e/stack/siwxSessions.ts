import { randomBytes } from 'node:crypto'
import { bitcoinVerifier } from './siwxBitcoin.js'
import { eip155Verifier } from './siwxEip155.js'
import { createSiwxNonces } from './siwxNonces.js'
import { solanaVerifier } from './siwxSolana.js'
import { type SignInVerifier, SiwxRefusal } from './siwxVerifier.js'

/** What the modal posts to `verifyUrl` (ARCHITECTURE.md, "Account data and sign-in"). */
type VerifyRequest = { message: string; signature: string; address: string; caipNetworkId: string }

/** The verified session: what `verifyUrl` and `sessionUrl` answer as `{ session }`. Nothing secret. */
export type SiwxSession = { address: string; caipNetworkId: string; expiresAt: string }

export type SiwxSessionsOptions = {
  /** The dapp origins (scheme, host and port) whose sign-ins this backend accepts: the message's domain and URI. */
  dappOrigins: readonly string[]
  /** RPC URL per eip155 chain id, to verify signatures (contract accounts need the chain: ERC-1271, ERC-6492). */
  rpcUrls: Readonly<Record<number, string>>
  /** How long a session lasts, at most (the message's own expiration can make it shorter). Default 24 h. */
  sessionTtlMs?: number
  /** How long an issued nonce may wait for its signature. Default 5 min. */
  nonceTtlMs?: number
  /** The most nonces outstanding at once (about 120 B each); past it, nonces are refused (503). Default 100,000. */
  maxNonces?: number
  /** The most sessions open at once (about 300 B each); past it, sign-ins are refused (503). Default 100,000. */
  maxSessions?: number
  /** The clock, for tests. */
  now?: () => number
}

const MAX_MESSAGE_LENGTH = 4096

function originOf(uri: string | undefined): string | undefined {
  try {
    return uri === undefined ? undefined : new URL(uri).origin
  } catch {
    return undefined
  }
}

/** The request's fields, checked for form; the verifier of its namespace (`eip155:…`, `solana:…`, `bip122:…`). */
function checkRequest(body: unknown, verifiers: Record<string, SignInVerifier>) {
  const { message, signature, address, caipNetworkId } = (body ?? {}) as Partial<VerifyRequest>
  if (typeof message !== 'string' || message.length > MAX_MESSAGE_LENGTH)
    throw new SiwxRefusal(400, 'message must be a string')
  if (caipNetworkId !== undefined && typeof caipNetworkId !== 'string')
    throw new SiwxRefusal(400, 'caipNetworkId must be a string')
  // The namespace is the network's (a request without one is eip155's, and fails the chain check below).
  const namespace = caipNetworkId?.split(':')[0] ?? 'eip155'
  const verifier = Object.hasOwn(verifiers, namespace) ? verifiers[namespace] : undefined
  if (!verifier) throw new SiwxRefusal(400, `sign-ins on ${namespace} are not supported`)
  if (typeof signature !== 'string' || !verifier.isSignature(signature))
    throw new SiwxRefusal(400, `signature must be ${verifier.signatureEncoding}`)
  if (typeof address !== 'string' || !verifier.isAddress(address))
    throw new SiwxRefusal(400, `address must be a ${namespace} address`)
  const claims = verifier.parse(message)
  if (!claims) throw new SiwxRefusal(400, `the message is not a ${namespace} sign-in message`)
  return { message, signature, address, caipNetworkId: caipNetworkId ?? '', namespace, verifier, claims }
}

/**
 * The reference backend's sign-in logic, without HTTP: nonces issued once (and burnt by the first attempt that
 * uses them, valid or not; siwxNonces.ts), messages bound to the dapp's origin, the address and the chain, verified
 * per namespace (EIP-4361 by viem, Sign-In With Solana by ed25519, Bitcoin's by BIP-137), sessions that expire.
 * Expired nonces and sessions are swept, and both are capped: memory is bounded whatever the traffic.
 */
export function createSiwxSessions(options: SiwxSessionsOptions) {
  const now = options.now ?? Date.now
  const sessionTtlMs = options.sessionTtlMs ?? 24 * 60 * 60_000
  const maxSessions = options.maxSessions ?? 100_000
  const nonces = createSiwxNonces({
    ttlMs: options.nonceTtlMs ?? 5 * 60_000,
    max: options.maxNonces ?? 100_000,
    now,
  })
  const sessions = new Map<string, SiwxSession>()
  const verifiers = {
    eip155: eip155Verifier(options.rpcUrls),
    solana: solanaVerifier,
    bip122: bitcoinVerifier,
  }

  /** Drops the sessions that have expired (their lengths differ, so all are looked at). */
  function sweepSessions(): void {
    for (const [id, session] of sessions) if (Date.parse(session.expiresAt) <= now()) sessions.delete(id)
  }

  /**
   * Verifies a signed sign-in message and opens a session.
   * @throws {SiwxRefusal} 400 for a malformed request, 401 for a used, unknown or stale nonce or a bad
   *   signature, 403 for a message bound to an origin this backend does not serve, 503 while `maxSessions` are
   *   open.
   */
  async function verify(body: unknown): Promise<{ id: string; session: SiwxSession }> {
    const request = checkRequest(body, verifiers)
    const { claims, namespace, verifier } = request
    if (!nonces.consume(claims.nonce)) throw new SiwxRefusal(401, 'the nonce is unknown, used or expired')
    const origin = `${claims.scheme ?? 'https'}://${claims.domain}`
    if (!options.dappOrigins.includes(origin) || originOf(claims.uri) !== origin)
      throw new SiwxRefusal(403, `sign-ins for ${origin} are not accepted here`)
    if (!verifier.sameAddress(claims.address, request.address))
      throw new SiwxRefusal(400, 'the message is for another address')
    if (request.caipNetworkId !== `${namespace}:${claims.chainId}`)
      throw new SiwxRefusal(400, 'the message is for another chain')
    const valid = await verifier.verify({ ...request, now: new Date(now()) })
    if (!valid) throw new SiwxRefusal(401, 'the signature does not match the message')
    const limit = now() + sessionTtlMs
    const until = Math.min(limit, claims.expirationTime?.getTime() ?? limit)
    const session = {
      address: claims.address,
      caipNetworkId: request.caipNetworkId,
      expiresAt: new Date(until).toISOString(),
    }
    if (sessions.size >= maxSessions) sweepSessions()
    if (sessions.size >= maxSessions) throw new SiwxRefusal(503, 'too many sessions are open')
    const id = randomBytes(24).toString('base64url')
    sessions.set(id, session)
    return { id, session }
  }

  return {
    /**
     * A fresh nonce (siwxNonces.ts).
     * @throws {SiwxRefusal} 503 while `maxNonces` are outstanding.
     */
    issueNonce: nonces.issue,
    verify,
    /** How many nonces and sessions are kept: the memory this backend holds. */
    get kept(): { nonces: number; sessions: number } {
      return { nonces: nonces.size, sessions: sessions.size }
    },
    /** The session `id` names, while it lasts. */
    session(id: string | undefined): SiwxSession | undefined {
      const session = id === undefined ? undefined : sessions.get(id)
      if (!session || Date.parse(session.expiresAt) > now()) return session
      sessions.delete(id!)
      return undefined
    },
    end(id: string | undefined): void {
      if (id !== undefined) sessions.delete(id)
    },
  }
}
