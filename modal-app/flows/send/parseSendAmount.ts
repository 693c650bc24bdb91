import { parseUnits } from 'viem'

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * The amount the user typed, in the token's smallest unit, exactly (viem's `parseUnits`, never a float), or why it
 * is not one: not a plain decimal number, more decimals than the token has (parseUnits would round them), or 0.
 */
export function parseSendAmount(text: string, decimals: number): { amount: bigint } | { error: string } {
  const match = DECIMAL.exec(text.trim())
  if (match === null) return { error: 'Enter the amount as a number, such as 1.5' }
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals)
    return {
      error:
        decimals === 0
          ? 'This token has no decimals'
          : `This token has at most ${decimals} decimal${decimals === 1 ? '' : 's'}`,
    }
  const amount = parseUnits(text.trim(), decimals)
  if (amount === 0n) return { error: 'Enter an amount greater than 0' }
  return { amount }
}
