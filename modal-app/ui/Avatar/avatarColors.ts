const TINTS = 5
const TINT_STEP = 0.15

/** Three bytes from the address: its first hex digits, or a hash of it for non-hex (base58, bech32) addresses. */
function baseColor(address: string): [number, number, number] {
  const hex = /^(?:0x)?([0-9a-f]{6})/i.exec(address)?.[1]
  if (hex !== undefined) {
    const byte = (index: number) => Number.parseInt(hex.slice(index, index + 2), 16)
    return [byte(0), byte(2), byte(4)]
  }
  let hash = 0x811c9dc5
  for (let i = 0; i < address.length; i++) hash = Math.imul(hash ^ address.charCodeAt(i), 0x01000193)
  return [(hash >>> 16) & 0xff, (hash >>> 8) & 0xff, hash & 0xff]
}

/** SPEC §2: five tints of one base colour derived from the address, in steps of 15% towards white. */
export function avatarColors(address: string): string[] {
  const base = baseColor(address)
  return Array.from({ length: TINTS }, (_, step) => {
    const [r, g, b] = base.map((channel) => Math.round(channel + (255 - channel) * TINT_STEP * step))
    return `rgb(${r} ${g} ${b})`
  })
}
