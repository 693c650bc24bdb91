import * as v from 'valibot'
import type { Hex, PublicClient } from 'viem'
import { logsInRanges } from './logsInRanges.js'
import { addressSchema } from './nodeAnswers.js'
import { addressTopic, TRANSFER_BATCH_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_TOPIC } from './transferLogs.js'

/** @internal Exported for its test. Transactions whose sender is looked up, at most, per step (one `eth_getTransactionByHash` each, batched). */
export const MAX_SENDER_LOOKUPS = 50

const hex = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]*$/),
  v.transform((value) => value as Hex),
)

/** The fields of an `eth_getLogs` entry the NFTs tab uses; an entry without them is left out. */
const nftLogSchema = v.object({
  address: addressSchema,
  topics: v.array(hex),
  data: hex,
  transactionHash: hex,
  blockNumber: hex,
  logIndex: hex,
})
export type NftLog = v.InferOutput<typeof nftLogSchema>

/** The well-formed entries of `eth_getLogs` answers, newest first. */
export function newestFirst(answers: readonly unknown[]): NftLog[] {
  const position = (log: NftLog) => BigInt(log.blockNumber) * 1_000_000n + BigInt(log.logIndex)
  return answers
    .flatMap((answer) => {
      const parsed = v.safeParse(nftLogSchema, answer)
      return parsed.success ? [parsed.output] : []
    })
    .sort((a, b) => (position(a) < position(b) ? 1 : position(a) > position(b) ? -1 : 0))
}

/** A token transfer of `contract`, to or from the account, in transaction `hash`. */
export type ContractTransfer = { contract: string; hash: Hex }

const transactionSchema = v.nullable(v.object({ from: v.string() }))

/**
 * @internal Exported for its test.
 * The spam rule, given who sent each transaction: the contracts the account has used are those with a transfer (to
 * it or from it) in a transaction the account itself sent and signed: a mint, a purchase, a claim, or moving one
 * of its tokens. A stranger can send it tokens and write any log in its own contract, but cannot send a
 * transaction from the account.
 */
export function usedContracts(
  account: string,
  transfers: readonly ContractTransfer[],
  senders: ReadonlyMap<Hex, string | undefined>,
): Set<string> {
  const sentByAccount = (hash: Hex) => senders.get(hash)?.toLowerCase() === account.toLowerCase()
  return new Set(
    transfers.filter(({ hash }) => sentByAccount(hash)).map(({ contract }) => contract.toLowerCase()),
  )
}

/** Who sent each of the first {@link MAX_SENDER_LOOKUPS} distinct transactions (undefined: not found). */
async function sendersOf(
  request: PublicClient['request'],
  transfers: readonly ContractTransfer[],
): Promise<Map<Hex, string | undefined>> {
  const hashes = [...new Set(transfers.map(({ hash }) => hash))].slice(0, MAX_SENDER_LOOKUPS)
  const answers = await Promise.all(
    hashes.map((hash) => request({ method: 'eth_getTransactionByHash', params: [hash] })),
  )
  return new Map(
    hashes.map((hash, index) => {
      const parsed = v.safeParse(transactionSchema, answers[index])
      return [hash, parsed.success ? parsed.output?.from : undefined]
    }),
  )
}

/**
 * The contracts among `received` (the account's held tokens, each with the transaction that last brought it)
 * that the account has used ({@link usedContracts}), lower case. First the senders of those
 * transactions; for the contracts that leaves unproven, the account's outgoing transfers of them (`eth_getLogs`
 * on those contracts only) and their senders. At most twice {@link MAX_SENDER_LOOKUPS} lookups.
 * @throws when the node fails.
 */
export async function contractsUsedBy(
  request: PublicClient['request'],
  account: string,
  received: readonly ContractTransfer[],
): Promise<Set<string>> {
  const used = usedContracts(account, received, await sendersOf(request, received))
  const unproven = [...new Set(received.map(({ contract }) => contract.toLowerCase()))].filter(
    (contract) => !used.has(contract),
  )
  if (unproven.length === 0) return used
  const from = addressTopic(account)
  const address = unproven as Hex[]
  const sentLogs = await Promise.all([
    logsInRanges(request, { address, topics: [TRANSFER_TOPIC, from] }, 0n, 'latest', v.unknown()),
    logsInRanges(
      request,
      { address, topics: [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, from] },
      0n,
      'latest',
      v.unknown(),
    ),
  ])
  const sent = newestFirst(sentLogs.flat()).map((log) => ({
    contract: log.address,
    hash: log.transactionHash,
  }))
  for (const contract of usedContracts(account, sent, await sendersOf(request, sent))) used.add(contract)
  return used
}
