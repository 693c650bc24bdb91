import { formatUnits, getAddress, type Hex, hexToBigInt } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import { sameAddress } from '../wallets/address.js'
import type { ActivityTransaction, ActivityTransfer } from './accountTypes.js'
import type { ContractInfo } from './contractInfo.js'
import { type RawLog, transfersFromLog } from './transferLogs.js'

/** What the Activity tab needs of a transaction and its logs, from `ots_*` or from `eth_getLogs`. */
export type ChainTransaction = {
  hash: Hex
  from: string
  /** null for a contract creation. */
  to: string | null
  value: bigint
  succeeded: boolean
  /** Seconds since the epoch. */
  timestamp: number
  logs: readonly RawLog[]
}

/** A transaction of `account` for display: its transfers, from the native value and the Transfer logs. */
export function toActivityTransaction(
  transaction: ChainTransaction,
  account: string,
  network: NetworkEntry,
  contracts: ReadonlyMap<string, ContractInfo>,
): ActivityTransaction {
  const sentByAccount = sameAddress(transaction.from, account)
  const transfers: (ActivityTransfer & { fromZero?: boolean })[] = []
  if (transaction.value > 0n) {
    const { symbol, decimals } = network.nativeCurrency
    const into = transaction.to !== null && sameAddress(transaction.to, account)
    transfers.push({
      direction: sentByAccount && into ? 'self' : sentByAccount ? 'out' : 'in',
      kind: 'native',
      symbol,
      quantity: formatUnits(transaction.value, decimals),
      counterparty: getAddress(sentByAccount ? (transaction.to ?? transaction.from) : transaction.from),
      isSpam: false,
    })
  }
  for (const log of transaction.logs)
    transfers.push(...transfersFromLog(log, account, contracts, sentByAccount))
  const operationType =
    transaction.to === null
      ? 'deploy'
      : transfers.some((transfer) => transfer.fromZero && transfer.direction === 'in')
        ? 'mint'
        : transfers.some((transfer) => transfer.direction === 'out')
          ? 'send'
          : transfers.some((transfer) => transfer.direction === 'in')
            ? 'receive'
            : 'execute'
  return {
    id: transaction.hash,
    chain: network.caipNetworkId,
    operationType,
    status: transaction.succeeded ? 'confirmed' : 'failed',
    sentFrom: transaction.from,
    sentTo: transaction.to ?? '',
    minedAt: transaction.timestamp * 1000,
    transfers: transfers.map(({ fromZero: _, ...transfer }) => transfer),
  }
}

/** A hex quantity as a bigint, 0 when absent. */
export const quantity = (value: Hex | undefined): bigint => (value === undefined ? 0n : hexToBigInt(value))
