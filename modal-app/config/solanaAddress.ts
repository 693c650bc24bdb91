import type { AccountReport, CheckedAccount } from './namespaces/namespaceRules.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** SPEC §5: a Solana address is 32 to 44 base58 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The bytes of a base58 string (Bitcoin's alphabet, as Solana uses it); undefined when it is not base58. */
export function decodeBase58(text: string): Uint8Array | undefined {
  const bytes: number[] = []
  for (const char of text) {
    let carry = ALPHABET.indexOf(char)
    if (carry < 0) return undefined
    for (const [index, byte] of bytes.entries()) {
      carry += byte * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  // Each leading '1' is a leading zero byte.
  for (let index = 0; text[index] === '1'; index++) bytes.push(0)
  return Uint8Array.from(bytes.reverse())
}

/**
 * Whether `value` is a Solana address: SPEC §5's 32 to 44 base58 characters, and, stricter, the base58 of a 32-byte
 * public key (so that a mistyped character that still fits the pattern is caught). The session checks Solana
 * reports with {@link checkSolanaAccount}; Send and the `tokens` option check addresses with this.
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value) && decodeBase58(value)?.length === 32
}

/** A Solana wallet's report checked (SPEC §5): its address; the network is the app's. */
export const checkSolanaAccount = ({ address }: AccountReport): CheckedAccount | undefined =>
  isSolanaAddress(address) ? { address } : undefined
