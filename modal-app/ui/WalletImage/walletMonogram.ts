export type Monogram = { initials: string; hue: number }

// Words that say nothing about which wallet it is.
const FILLER = new Set(['wallet', 'app', 'the'])

/**
 * What the catalogue draws instead of a brand image: up to two initials and a hue, both fixed for a wallet (the
 * hue comes from its id, so two "W" wallets still differ). "Trust Wallet" → "T", "MetaMask" → "MM",
 * "Crypto.com Onchain" → "CO".
 */
export function walletMonogram(wallet: { id: string; name: string }): Monogram {
  return { initials: initialsOf(wallet.name), hue: hash(wallet.id) % 360 }
}

function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word !== '')
  const meaningful = words.filter((word) => !FILLER.has(word.toLowerCase()))
  const picked = meaningful.length > 0 ? meaningful : words
  const [first, second] = picked
  if (first === undefined) return '?'
  if (second !== undefined) return `${initial(first)}${initial(second)}`
  // One word: its inner capitals ("MetaMask", "OneKey"), else its first letter.
  const letters = [...first.replace(/[^\p{L}\p{N}].*$/u, '')]
  const inner = letters.slice(1).find((char) => /\p{Lu}/u.test(char))
  const allCapitals = letters.every((char) => !/\p{Ll}/u.test(char))
  return inner !== undefined && !allCapitals ? `${initial(first)}${inner}` : initial(first)
}

const initial = (word: string) => ([...word][0] ?? '').toUpperCase()

/** FNV-1a, as avatarColors uses for non-hex input. */
function hash(value: string): number {
  let result = 0x811c9dc5
  for (let index = 0; index < value.length; index++)
    result = Math.imul(result ^ value.charCodeAt(index), 0x01000193)
  return result >>> 0
}
