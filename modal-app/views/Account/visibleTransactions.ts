import type { ActivityTransaction } from '../../data/accountTypes.js'

/**
 * SPEC §5: only transactions of the connected chain are shown, and a transaction whose transfers are all spam is
 * hidden (one with no transfers, a contract call, is not spam).
 */
export function visibleTransactions(
  transactions: readonly ActivityTransaction[],
  chain: string,
): ActivityTransaction[] {
  return transactions.filter(
    (transaction) =>
      transaction.chain === chain &&
      !(transaction.transfers.length > 0 && transaction.transfers.every((transfer) => transfer.isSpam)),
  )
}
