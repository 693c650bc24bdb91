import { randomBytes } from 'node:crypto'
import { type Client, createPublicClient, http, isAddress, isAddressEqual, isHex } from 'viem'
import { generateSiweNonce, parseSiweMessage, verifySiweMessage } from 'viem/siwe'

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
  /** The clock, for tests. */
  now?: () => number
}

/** A refusal, with the HTTP status the backend answers. */
export class SiwxRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403,
    message: string,
  ) {
    super(message)
  }
}

const MAX_MESSAGE_LENGTH = 4096

function originOf(uri: string | undefined): string | undefined {
  try {
    return uri === undefined ? undefined : new URL(uri).origin
  } catch {
    return undefined
  }
}

/**
 * The reference backend's sign-in logic, without HTTP: nonces issued once (and burnt by the first attempt that
 * uses them, valid or not), EIP-4361 messages checked and verified by viem, sessions that expire.
 */
export function createSiwxSessions(options: SiwxSessionsOptions) {
  const now = options.now ?? Date.now
  const sessionTtlMs = options.sessionTtlMs ?? 24 * 60 * 60_000
  const nonceTtlMs = options.nonceTtlMs ?? 5 * 60_000
  const nonces = new Map<string, number>()
  const sessions = new Map<string, SiwxSession>()
  const clients = new Map<number, Client>()
  const clientFor = (chainId: number): Client | undefined => {
    const url = options.rpcUrls[chainId]
    if (url === undefined) return undefined
    if (!clients.has(chainId)) clients.set(chainId, createPublicClient({ transport: http(url) }))
    return clients.get(chainId)
  }

  /** Takes `nonce` out of the issued ones: true when it was issued, unused and still fresh. */
  function consume(nonce: string): boolean {
    const issuedAt = nonces.get(nonce)
    nonces.delete(nonce)
    return issuedAt !== undefined && now() - issuedAt <= nonceTtlMs
  }

  return {
    issueNonce(): string {
      const nonce = generateSiweNonce()
      nonces.set(nonce, now())
      return nonce
    },

    /**
     * Verifies a signed sign-in message and opens a session.
     * @throws {SiwxRefusal} 400 for a malformed request, 401 for a used, unknown or stale nonce or a bad
     *   signature, 403 for a message bound to an origin this backend does not serve.
     */
    async verify(body: unknown): Promise<{ id: string; session: SiwxSession }> {
      const { message, signature, address, caipNetworkId } = (body ?? {}) as Partial<VerifyRequest>
      if (typeof message !== 'string' || message.length > MAX_MESSAGE_LENGTH)
        throw new SiwxRefusal(400, 'message must be a string')
      if (typeof signature !== 'string' || !isHex(signature))
        throw new SiwxRefusal(400, 'signature must be hex')
      if (typeof address !== 'string' || !isAddress(address, { strict: false }))
        throw new SiwxRefusal(400, 'address must be an eip155 address')
      const fields = parseSiweMessage(message)
      if (!fields.nonce || !consume(fields.nonce))
        throw new SiwxRefusal(401, 'the nonce is unknown, used or expired')
      const origin = `${fields.scheme ?? 'https'}://${fields.domain}`
      if (!options.dappOrigins.includes(origin) || originOf(fields.uri) !== origin)
        throw new SiwxRefusal(403, `sign-ins for ${origin} are not accepted here`)
      if (!fields.address || !isAddressEqual(fields.address, address))
        throw new SiwxRefusal(400, 'the message is for another address')
      if (fields.chainId === undefined || caipNetworkId !== `eip155:${fields.chainId}`)
        throw new SiwxRefusal(400, 'the message is for another chain')
      const client = clientFor(fields.chainId)
      if (!client) throw new SiwxRefusal(400, `chain ${fields.chainId} is not supported`)
      const valid = await verifySiweMessage(client, {
        message,
        signature,
        domain: fields.domain,
        nonce: fields.nonce,
        ...(fields.scheme ? { scheme: fields.scheme } : {}),
        time: new Date(now()),
      })
      if (!valid) throw new SiwxRefusal(401, 'the signature does not match the message')
      const limit = now() + sessionTtlMs
      const until = Math.min(limit, fields.expirationTime?.getTime() ?? limit)
      const session = { address: fields.address, caipNetworkId, expiresAt: new Date(until).toISOString() }
      const id = randomBytes(24).toString('base64url')
      sessions.set(id, session)
      return { id, session }
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
