/** A refusal, with the HTTP status the backend answers (and, for 429 and 503, when to try again). */
export class SiwxRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 429 | 503,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}

/** What the backend checks in a sign-in message, whatever its namespace. */
export type SignInClaims = {
  domain: string
  /** EIP-4361's optional scheme; `https` when absent. */
  scheme?: string | undefined
  uri?: string | undefined
  address: string
  /** The CAIP-2 reference: `1` for `eip155:1`, `5eykt4…` for `solana:5eykt4…`, `000000000019d6…` for bip122. */
  chainId: string
  nonce?: string | undefined
  expirationTime?: Date | undefined
}

/** How the backend reads and verifies one namespace's sign-ins (siwxEip155.ts, siwxSolana.ts, siwxBitcoin.ts). */
export type SignInVerifier = {
  /** The message's claims; undefined when it is not this namespace's sign-in message. */
  parse(message: string): SignInClaims | undefined
  /** How the signature is written in the request (`hex`, `base64`), for the refusal's message. */
  signatureEncoding: string
  isSignature(signature: string): boolean
  isAddress(address: string): boolean
  sameAddress(a: string, b: string): boolean
  /**
   * Whether `signature` is the claimed address's over `message`, and `now` is inside the message's validity.
   * @throws {SiwxRefusal} 400 for a chain the backend does not serve.
   */
  verify(input: { message: string; signature: string; claims: SignInClaims; now: Date }): Promise<boolean>
}
