import { sha256 } from 'viem'
import { decodeSegwitAddress } from './bech32.js'
import { BITCOIN_MAINNET_ID } from './bitcoinChains.js'
import type { AccountReport, CheckedAccount, KeyedAddress } from './namespaces/namespaceRules.js'
import type { NetworkEntry } from './networkEntry.js'
import { decodeBase58 } from './solanaAddress.js'

/** How a Bitcoin network writes its addresses: segwit prefixes and base58 version bytes (P2PKH, P2SH). */
type AddressForm = { hrps: readonly string[]; p2pkh: number; p2sh: number }

const MAINNET: AddressForm = { hrps: ['bc'], p2pkh: 0x00, p2sh: 0x05 }
/** Testnet, signet and regtest share the base58 versions; regtest's segwit prefix is its own. */
const TEST: AddressForm = { hrps: ['tb', 'bcrt'], p2pkh: 0x6f, p2sh: 0xc4 }

/** A base58check payload (version byte and 20-byte hash) with its double-SHA-256 checksum verified. */
function decodeBase58Check(text: string): Uint8Array | undefined {
  const bytes = decodeBase58(text)
  if (bytes?.length !== 25) return undefined
  const payload = bytes.subarray(0, 21)
  const checksum = sha256(sha256(payload, 'bytes'), 'bytes').subarray(0, 4)
  return checksum.every((byte, index) => byte === bytes[21 + index]) ? payload : undefined
}

/**
 * Whether `value` is an address of the Bitcoin network whose CAIP-2 reference is `chainId`: a checked bech32
 * (segwit v0) or bech32m (taproot and later) address with the network's prefix, or a checked base58 P2PKH or P2SH
 * address with its version byte. Bitcoin mainnet takes mainnet addresses; every other bip122 network (testnet,
 * signet, regtest, a custom one) takes test addresses.
 */
export function isBitcoinAddress(value: unknown, chainId: string | number): value is string {
  if (typeof value !== 'string') return false
  const form = chainId === BITCOIN_MAINNET_ID ? MAINNET : TEST
  const segwit = decodeSegwitAddress(value)
  if (segwit) return form.hrps.includes(segwit.hrp)
  const payload = decodeBase58Check(value)
  return payload !== undefined && (payload[0] === form.p2pkh || payload[0] === form.p2sh)
}

/** A Bitcoin account of `network`, its key kept when it is one: compressed secp256k1 (33 bytes) or x-only (32). */
function checkKeyedAddress(
  { address, publicKey }: { address: string; publicKey?: Uint8Array | undefined },
  network: NetworkEntry,
): KeyedAddress | undefined {
  if (!isBitcoinAddress(address, network.id)) return undefined
  const keyed = publicKey instanceof Uint8Array && (publicKey.length === 33 || publicKey.length === 32)
  return keyed ? { address, publicKey } : { address }
}

/**
 * A Bitcoin wallet's report checked (SPEC §5): its `payment` address must be one of the app's `network` (the
 * session's), and an `ordinals` account that is not one is dropped.
 */
export function checkBitcoinAccount(
  report: AccountReport,
  network: NetworkEntry | undefined,
): CheckedAccount | undefined {
  if (!network) return undefined
  const payment = checkKeyedAddress(report, network)
  const ordinals = report.ordinals && checkKeyedAddress(report.ordinals, network)
  return payment && ordinals ? { ...payment, ordinals } : payment
}
