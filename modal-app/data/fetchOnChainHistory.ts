import * as v from 'valibot'
import type { Hex } from 'viem'
import { isOneOf } from '../../shared/guards.js'
import type { NetworkEntry } from '../config/types.js'
import type { HistoryPage } from './accountTypes.js'
import { fetchContractInfo } from './contractInfo.js'
import { logsInRanges } from './logsInRanges.js'
import { addressSchema, hexSchema, logSchema, parseNodeAnswer, quantitySchema } from './nodeAnswers.js'
import { type ChainTransaction, quantity, toActivityTransaction } from './onChainTransaction.js'
import { publicClientFor } from './publicClient.js'
import {
  addressTopic,
  TOKEN_TRANSFER_TOPICS,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
} from './transferLogs.js'

/** Transactions per `ots_searchTransactionsBefore` page (Otterscan returns whole blocks, so a page may hold more). */
const OTS_PAGE_SIZE = 25

/** Otterscan's `ots_searchTransactionsBefore` page: what this reads of it (anvil's and Erigon's shape). */
const otsPageSchema = v.object({
  txs: v.array(
    v.object({
      hash: hexSchema,
      from: addressSchema,
      // null (or absent) for a contract creation.
      to: v.optional(v.nullable(addressSchema), null),
      value: quantitySchema,
      blockNumber: quantitySchema,
    }),
  ),
  receipts: v.array(
    v.object({
      transactionHash: hexSchema,
      status: v.optional(quantitySchema),
      timestamp: v.optional(quantitySchema),
      logs: v.array(logSchema),
    }),
  ),
  lastPage: v.boolean(),
})

/** A log of `eth_getLogs` with the transaction and block it is in. */
const blockLogSchema = v.object({
  ...logSchema.entries,
  transactionHash: hexSchema,
  blockNumber: quantitySchema,
})
type BlockLog = v.InferOutput<typeof blockLogSchema>

/**
 * A page of the account's history from the node itself (SPEC §7's on-chain fallback): its transactions through the
 * Otterscan API (`ots_searchTransactionsBefore`, which anvil and Erigon serve), plus the token transfers it
 * received, which Otterscan's index leaves out, from `eth_getLogs` on the ERC-20/721 `Transfer` and ERC-1155
 * topics over the same blocks (in as many ranges as the node needs).
 * The cursor is the block number the next page ends before.
 * @throws when the node fails or does not serve `ots_*`; a `NodeAnswerError` when it answers something
 * malformed.
 */
export async function fetchOnChainHistory(
  network: NetworkEntry,
  account: string,
  cursor: string | undefined,
): Promise<HistoryPage> {
  const client = publicClientFor(network)
  const before = cursor === undefined ? 0 : Number(cursor)
  const answer = await client.request<{ Parameters: [string, number, number]; ReturnType: unknown }>({
    method: 'ots_searchTransactionsBefore',
    params: [account, before, OTS_PAGE_SIZE],
  })
  const page = parseNodeAnswer(otsPageSchema, answer, 'ots_searchTransactionsBefore')
  const blocks = page.txs.map((tx) => Number(quantity(tx.blockNumber)))
  const oldest = blocks.length === 0 ? 0 : Math.min(...blocks)
  const fromBlock = page.lastPage ? 0n : BigInt(oldest)
  const toBlock = before === 0 ? 'latest' : BigInt(before - 1)
  const received = await receivedLogs(network, account, fromBlock, toBlock)

  const receipts = new Map(page.receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const transactions: ChainTransaction[] = page.txs.map((tx) => {
    const receipt = receipts.get(tx.hash)
    return {
      hash: tx.hash,
      from: tx.from,
      to: tx.to,
      value: quantity(tx.value),
      succeeded: receipt?.status === '0x1',
      timestamp: Number(quantity(receipt?.timestamp)),
      logs: receipt?.logs ?? [],
    }
  })
  transactions.push(...(await receivedTransactions(network, received, new Set(receipts.keys()))))

  const contracts = await fetchContractInfo(
    network,
    transactions.flatMap((transaction) =>
      transaction.logs
        .filter((log) => isOneOf(TOKEN_TRANSFER_TOPICS, log.topics[0]))
        .map((log) => log.address),
    ),
  )
  return {
    data: transactions
      .sort((a, b) => b.timestamp - a.timestamp)
      .map((transaction) => toActivityTransaction(transaction, account, network, contracts)),
    next: page.lastPage ? undefined : String(oldest),
  }
}

/** The token transfers to `account` in the blocks: ERC-20 and ERC-721 (`to` is topic 2), ERC-1155 (topic 3). */
async function receivedLogs(
  network: NetworkEntry,
  account: string,
  from: bigint,
  to: bigint | 'latest',
): Promise<BlockLog[]> {
  const { request } = publicClientFor(network)
  const recipient = addressTopic(account)
  const [tokens, multiTokens] = await Promise.all([
    logsInRanges(request, { topics: [TRANSFER_TOPIC, null, recipient] }, from, to, blockLogSchema),
    logsInRanges(
      request,
      { topics: [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, recipient] },
      from,
      to,
      blockLogSchema,
    ),
  ])
  return [...tokens, ...multiTokens]
}

/** The transactions of the received transfers that Otterscan did not list, with their blocks' times. */
async function receivedTransactions(
  network: NetworkEntry,
  logs: readonly BlockLog[],
  listed: ReadonlySet<Hex>,
): Promise<ChainTransaction[]> {
  const byHash = new Map<Hex, [BlockLog, ...BlockLog[]]>()
  for (const log of logs) {
    if (listed.has(log.transactionHash)) continue
    const earlier = byHash.get(log.transactionHash)
    byHash.set(log.transactionHash, earlier ? [...earlier, log] : [log])
  }
  const client = publicClientFor(network)
  return Promise.all(
    [...byHash].map(async ([hash, txLogs]) => {
      const [transaction, block] = await Promise.all([
        client.getTransaction({ hash }),
        client.getBlock({ blockNumber: quantity(txLogs[0].blockNumber) }),
      ])
      return {
        hash,
        from: transaction.from,
        to: transaction.to,
        value: 0n,
        succeeded: true,
        timestamp: Number(block.timestamp),
        logs: txLogs,
      }
    }),
  )
}
