import { isRecord } from '../../../shared/guards.js'
import type { AnyConnector } from '../../connectors/types.js'
import { createSolanaSignInMessage } from './siwsMessage.js'
import type { SignInFormat } from './siwxFormat.js'

/** Standard base64 with padding: what `verifyUrl` gets as a Solana sign-in's signature. */
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * Has the connected Solana wallet sign `message` with `solana:signMessage` (its own UI asks); answers the 64-byte
 * ed25519 signature. A wallet that signed other bytes than the message is refused: whoever verifies it checks the
 * message they were sent.
 * @throws the wallet's error (4001 when the user declined), or an Error for an answer that is no such signature.
 */
export async function signSolanaMessage(
  connector: AnyConnector,
  message: Uint8Array,
  address: string,
): Promise<Uint8Array> {
  const output = await connector.request({
    method: 'solana_signMessage',
    params: { pubkey: address, message },
  })
  const { signature, signedMessage } = isRecord(output) ? output : {}
  if (!(signature instanceof Uint8Array) || signature.length !== 64)
    throw new Error('The wallet answered no ed25519 signature')
  if (signedMessage instanceof Uint8Array && !sameBytes(signedMessage, message))
    throw new Error('The wallet signed another message than the sign-in')
  return signature
}

/** solana: Sign-In With Solana's text, signed as bytes; the ed25519 signature goes to the backend in base64. */
export const solanaSignIn: SignInFormat = {
  message: ({ network, ...fields }) =>
    createSolanaSignInMessage({ ...fields, chainId: network.caipNetworkId.slice('solana:'.length) }),
  async sign(connector, message, address) {
    return toBase64(await signSolanaMessage(connector, new TextEncoder().encode(message), address))
  },
}
