import { decodeBase58 } from '../../config/solanaAddress.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin's alphabet, as Solana uses it) of `bytes`: how WalletConnect's Solana RPC carries messages. */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (const [index, digit] of digits.entries()) {
      carry += digit << 8
      digits[index] = carry % 58
      carry = (carry / 58) | 0
    }
    for (; carry > 0; carry = (carry / 58) | 0) digits.push(carry % 58)
  }
  // Each leading zero byte is a leading '1'.
  let text = ''
  for (let index = 0; index < bytes.length && bytes[index] === 0; index++) text += '1'
  for (const digit of digits.reverse()) text += ALPHABET.charAt(digit)
  return text
}

/** The bytes of a base58 string a wallet answered. */
export function base58Bytes(text: unknown, what: string): Uint8Array {
  const bytes = typeof text === 'string' ? decodeBase58(text) : undefined
  if (!bytes) throw new Error(`The wallet answered ${what} that is not base58`)
  return bytes
}

/** Base64 of `bytes`, built in chunks: one spread of a large PSBT or transaction would exceed the argument limit. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let offset = 0; offset < bytes.length; offset += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000))
  return btoa(binary)
}

/** The bytes of a base64 string a wallet answered. */
export function base64Bytes(text: unknown, what: string): Uint8Array {
  try {
    if (typeof text !== 'string') throw new Error()
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    throw new Error(`The wallet answered ${what} that is not base64`)
  }
}

/** Solana's compact-u16 at `offset`: its value and its length in bytes. */
function readShortVec(bytes: Uint8Array, offset: number): { value: number; length: number } {
  let value = 0
  for (let length = 1; length <= 3; length++) {
    const byte = bytes[offset + length - 1]
    if (byte === undefined) break
    value |= (byte & 0x7f) << (7 * (length - 1))
    if ((byte & 0x80) === 0) return { value, length }
  }
  throw new Error('The transaction is not a serialized Solana transaction')
}

/**
 * A serialized transaction (legacy or versioned) with `signature` put in `signer`'s slot: for a wallet that
 * answers `solana_signTransaction` with the signature alone (WalletConnect's `transaction` is optional).
 */
export function withSignature(
  transaction: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  const signatures = readShortVec(transaction, 0)
  let offset = signatures.length + signatures.value * 64
  if ((transaction[offset] ?? 0) & 0x80) offset += 1 // a versioned message's prefix
  const requiredSignatures = transaction[offset] ?? 0
  const keys = readShortVec(transaction, offset + 3)
  const first = offset + 3 + keys.length
  for (let index = 0; index < Math.min(requiredSignatures, keys.value, signatures.value); index++) {
    const key = transaction.subarray(first + index * 32, first + index * 32 + 32)
    if (key.length === 32 && key.every((byte, at) => byte === signer[at])) {
      const signed = Uint8Array.from(transaction)
      signed.set(signature, signatures.length + index * 64)
      return signed
    }
  }
  throw new Error('The transaction does not ask the connected account to sign')
}
