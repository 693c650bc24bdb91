import { parseUnits } from 'viem'

/**
 * The amount typed, in the token's smallest unit, parsed exactly (viem's `parseUnits`, never a float); or why it is
 * not one: empty, not a plain decimal, more decimals than the token has, or zero.
 */
export function parseSwapAmount(
  typed: string,
  token: { symbol: string; decimals: number },
): { amount: bigint } | { error: string } {
  const text = typed.trim()
  if (text === '') return { error: 'Enter an amount' }
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(text)) return { error: 'The amount must be a number such as 1.5' }
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > token.decimals)
    return { error: `${token.symbol} has ${token.decimals} decimals: the amount has more` }
  const amount = parseUnits(text, token.decimals)
  if (amount === 0n) return { error: 'The amount must be more than 0' }
  return { amount }
}
