import { randomBytes } from 'node:crypto'
import { SiwxRefusal } from './siwxVerifier.js'

export type SiwxNoncesOptions = {
  /** How long a nonce may wait for its signature. */
  ttlMs: number
  /** The most nonces outstanding at once: past it, issuing is refused (503) until the oldest expires. */
  max: number
  now: () => number
}

/**
 * The reference backend's nonces: 128 random bits each from the system's CSPRNG, as 32 hex digits (EIP-4361 asks
 * for at least 8 letters or digits; one nonce tells nothing of the next), each good for one attempt within `ttlMs`.
 * Expired ones are swept, oldest first, whenever one is issued or used, and at most `max` are kept: memory is
 * bounded by `max`, not by the requests made.
 */
export function createSiwxNonces({ ttlMs, max, now }: SiwxNoncesOptions) {
  // Nonce → when it was issued; a Map keeps insertion order, so the oldest come first.
  const issued = new Map<string, number>()

  function sweep(): void {
    const time = now()
    for (const [nonce, at] of issued) {
      if (time - at <= ttlMs) return
      issued.delete(nonce)
    }
  }

  return {
    /**
     * A fresh nonce.
     * @throws {SiwxRefusal} 503, with `retryAfterMs`, while `max` nonces are outstanding.
     */
    issue(): string {
      sweep()
      const oldest = issued.values().next()
      if (!oldest.done && issued.size >= max)
        throw new SiwxRefusal(503, 'too many sign-ins are waiting', oldest.value + ttlMs - now())
      const nonce = randomBytes(16).toString('hex')
      issued.set(nonce, now())
      return nonce
    },
    /** Takes `nonce` out: true when it was issued, unused and still fresh. */
    consume(nonce: string | undefined): boolean {
      sweep()
      const at = nonce === undefined ? undefined : issued.get(nonce)
      if (nonce !== undefined) issued.delete(nonce)
      return at !== undefined && now() - at <= ttlMs
    },
    /** How many nonces are kept (outstanding and not yet swept). */
    get size(): number {
      return issued.size
    },
  }
}
