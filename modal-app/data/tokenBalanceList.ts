import type { TokenBalance } from './accountTypes.js'

/**
 * The Tokens tab's list (SPEC §5): tokens with 0 decimals are dropped; sorted by value, highest first, tokens of
 * unknown value after those with one, in their original order.
 */
export function tokenBalanceList(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances
    .filter((balance) => balance.quantity.decimals !== '0')
    .map((balance, index) => ({ balance, index }))
    .sort((a, b) => {
      const valueA = a.balance.value ?? Number.NEGATIVE_INFINITY
      const valueB = b.balance.value ?? Number.NEGATIVE_INFINITY
      return valueB - valueA || a.index - b.index
    })
    .map(({ balance }) => balance)
}
