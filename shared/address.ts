import type { Namespace } from './protocol.js'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const BASE58 = '[1-9A-HJ-NP-Za-km-z]'
const SOLANA_ADDRESS = new RegExp(`^${BASE58}{32,44}$`)
// Legacy or P2SH (base58, 25–34 chars), or segwit/taproot (lowercase bech32: mainnet, testnet, regtest).
const BITCOIN_ADDRESS = new RegExp(`^(?:[123mn]${BASE58}{24,33}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$`)
// SS58: base58, 46–48 chars for 32-byte accounts.
const POLKADOT_ADDRESS = new RegExp(`^${BASE58}{46,48}$`)
// Bech32 with a human-readable prefix (cosmos1…, osmo1…).
const COSMOS_ADDRESS = /^[a-z]{1,83}1[02-9ac-hj-np-z]{38,58}$/

/** SPEC §5: an optional 0x, then 40 hex characters (any case; no checksum check). */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

/** SPEC §5: 32 to 44 base58 characters. */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}

/** Whether `value` looks like an address of `namespace` (format only; SPEC §5 names only eip155 and solana). */
export function isAddressFor(namespace: Namespace, value: unknown): boolean {
  if (typeof value !== 'string') return false
  switch (namespace) {
    case 'eip155':
      return EVM_ADDRESS.test(value)
    case 'solana':
      return SOLANA_ADDRESS.test(value)
    case 'bip122':
      return BITCOIN_ADDRESS.test(value)
    case 'polkadot':
      return POLKADOT_ADDRESS.test(value)
    case 'cosmos':
      return COSMOS_ADDRESS.test(value)
  }
}

export type TruncateAddressOptions = { leading?: number; trailing?: number }

/**
 * SPEC §5: `leading` characters, an ellipsis, `trailing` characters. A `0x` prefix is kept and not counted, so
 * `0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` becomes `0xf39F…b92266`. Short values are returned unchanged.
 */
export function truncateAddress(
  address: string,
  { leading = 4, trailing = 6 }: TruncateAddressOptions = {},
): string {
  const prefix = address.startsWith('0x') ? '0x' : ''
  const body = address.slice(prefix.length)
  if (body.length <= leading + trailing + 1) return address
  return `${prefix}${body.slice(0, leading)}…${trailing > 0 ? body.slice(-trailing) : ''}`
}
