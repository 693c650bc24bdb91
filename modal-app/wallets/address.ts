/**
 * Whether two eip155 addresses are one account: hex is case-insensitive (EIP-55's checksum is in the case).
 */
export const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

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
