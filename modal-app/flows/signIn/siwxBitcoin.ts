import { isRecord } from '../../../shared/guards.js'
import { createCaip122Message } from './siwxCaip122Message.js'
import type { SignInFormat } from './siwxFormat.js'

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
/** BIP-137's signature is 65 bytes (header, r, s); BIP-322's "simple" one, a witness stack, is longer. */
const MIN_SIGNATURE_BYTES = 65
/** Far above any BIP-322 witness of a single-key address: anything longer is no message signature. */
const MAX_SIGNATURE_BYTES = 2048

/** Standard base64 with padding: how Bitcoin wallets write message signatures. */
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * The wallet's signature as `verifyUrl` gets it: base64, as the wallet wrote it (bytes from a Wallet Standard
 * wallet are written in base64).
 * @throws {Error} for anything that is not base64 of a plausible message signature's length.
 */
function signatureText(signature: unknown): string {
  const text = signature instanceof Uint8Array ? toBase64(signature) : signature
  if (typeof text !== 'string' || text.length % 4 !== 0 || !BASE64.test(text))
    throw new Error('The wallet answered no Bitcoin message signature (BIP-137 or BIP-322, in base64)')
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  const length = (text.length / 4) * 3 - padding
  if (length < MIN_SIGNATURE_BYTES || length > MAX_SIGNATURE_BYTES)
    throw new Error(
      `The wallet's Bitcoin signature has ${length} bytes: BIP-137's has 65, BIP-322's more (at most ${MAX_SIGNATURE_BYTES})`,
    )
  return text
}

/**
 * bip122: CAIP-122's Bitcoin message (EIP-4361's text with "Bitcoin account" and the address, the chain id the
 * network's CAIP-2 reference), signed by the connected wallet with `bitcoin:signMessage` in its own UI (the
 * connector's `bip122_signMessage`); the signature goes to the backend in base64, BIP-137 or BIP-322 as the wallet
 * made it. A wallet that signed other bytes than the message is refused.
 */
export const bitcoinSignIn: SignInFormat = {
  message: ({ network, ...fields }) =>
    createCaip122Message('Bitcoin', { ...fields, chainId: network.caipNetworkId.slice('bip122:'.length) }),
  async sign(connector, message, address) {
    const bytes = new TextEncoder().encode(message)
    const output = await connector.request({
      method: 'bip122_signMessage',
      params: { pubkey: address, message: bytes },
    })
    const { signature, signedMessage } = isRecord(output) ? output : {}
    if (signedMessage instanceof Uint8Array && !sameBytes(signedMessage, bytes))
      throw new Error('The wallet signed another message than the sign-in')
    return signatureText(signature)
  },
}
