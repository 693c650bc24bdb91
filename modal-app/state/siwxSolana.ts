import { createSolanaSignInMessage } from './siwsMessage.js'
import type { SignInFormat } from './siwxFormat.js'

/** Standard base64 with padding: what `verifyUrl` gets as a Solana sign-in's signature. */
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * solana: Sign-In With Solana's text, signed as bytes with the wallet's `solana:signMessage`; the ed25519
 * signature goes to the backend in base64. A wallet that signed other bytes than the message is refused (the
 * backend verifies the message it is sent).
 */
export const solanaSignIn: SignInFormat = {
  message: ({ network, ...fields }) =>
    createSolanaSignInMessage({ ...fields, chainId: network.caipNetworkId.slice('solana:'.length) }),
  async sign(connector, message, address) {
    const bytes = new TextEncoder().encode(message)
    const output = (await connector.request({
      method: 'solana_signMessage',
      params: { pubkey: address, message: bytes },
    })) as { signature?: unknown; signedMessage?: unknown } | null
    const { signature, signedMessage } = output ?? {}
    if (!(signature instanceof Uint8Array) || signature.length !== 64)
      throw new Error('The wallet answered no ed25519 signature')
    if (signedMessage instanceof Uint8Array && !sameBytes(signedMessage, bytes))
      throw new Error('The wallet signed another message than the sign-in')
    return toBase64(signature)
  },
}
