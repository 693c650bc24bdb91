import type { NetworkEntry } from '../../config/types.js'
import type { AnyConnector } from '../../connectors/types.js'

/** SPEC §3's message fields the modal fills in; the format writes them in its ecosystem's text. */
type SignInFields = {
  /** The embedding page's origin as the handshake verified it. */
  origin: string
  address: string
  /** The namespace's active network: its chain id goes in the message. */
  network: NetworkEntry
  nonce: string
  statement?: string | undefined
  resources: readonly string[]
  issuedAt: Date
}

/** How one namespace signs in: its message, and how its connected wallet signs it. */
export type SignInFormat = {
  /** @throws {Error} for a field the ecosystem's format does not allow. */
  message(fields: SignInFields): string
  /**
   * Has the connected wallet sign `message` in its own UI; answers the signature as `verifyUrl` gets it.
   * @throws the wallet's error (4001 when the user declined), or an Error for an answer that is no signature.
   */
  sign(connector: AnyConnector, message: string, address: string): Promise<string>
}
