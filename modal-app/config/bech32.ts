/** BIP-173's data alphabet: a character's index is its 5-bit value. */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
/** The checksum constants: BIP-173's bech32 and BIP-350's bech32m. */
const BECH32 = 1
const BECH32M = 0x2bc830a3

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (const [bit, generator] of GENERATOR.entries()) if ((top >>> bit) & 1) checksum ^= generator
  }
  return checksum >>> 0
}

const expandHrp = (hrp: string) => [
  ...[...hrp].map((char) => char.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((char) => char.charCodeAt(0) & 31),
]

/** Regroups 5-bit words into bytes; undefined when the padding is not zero bits of less than a group. */
function toBytes(words: readonly number[]): Uint8Array | undefined {
  let accumulator = 0
  let bits = 0
  const bytes: number[] = []
  for (const word of words) {
    accumulator = (accumulator << 5) | word
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((accumulator >> bits) & 0xff)
    }
  }
  if (bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0) return undefined
  return Uint8Array.from(bytes)
}

/** A segwit address's parts: its human-readable part, witness version and witness program. */
export type SegwitAddress = { hrp: string; version: number; program: Uint8Array }

/**
 * Decodes a segwit address (BIP-173 bech32 for version 0, BIP-350 bech32m for versions 1 to 16): one case
 * throughout, at most 90 characters, a valid checksum of the kind its version requires, a program of 2 to 40 bytes
 * (20 or 32 for version 0). Undefined for anything else.
 */
export function decodeSegwitAddress(text: string): SegwitAddress | undefined {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return undefined
  const lower = text.toLowerCase()
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || separator + 7 > lower.length) return undefined
  const hrp = lower.slice(0, separator)
  if ([...hrp].some((char) => char < '!' || char > '~')) return undefined
  const data = [...lower.slice(separator + 1)].map((char) => CHARSET.indexOf(char))
  if (data.some((value) => value < 0)) return undefined
  const checksum = polymod([...expandHrp(hrp), ...data])
  const [version, ...words] = data.slice(0, -6)
  if (version === undefined || version > 16) return undefined
  if (checksum !== (version === 0 ? BECH32 : BECH32M)) return undefined
  const program = toBytes(words)
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  return { hrp, version, program }
}
