import {
  type Address,
  decodeAbiParameters,
  formatUnits,
  getAddress,
  type Hex,
  hexToBigInt,
  zeroAddress,
} from 'viem'
import { isOneOf } from '../../shared/guards.js'
import { sameAddress } from '../wallets/address.js'
import type { ActivityTransfer } from './accountTypes.js'
import type { ContractInfo } from './contractInfo.js'

/** `Transfer(address,address,uint256)`: ERC-20 (3 topics, the amount in data) and ERC-721 (4 topics, the id last). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** ERC-1155 `TransferSingle(operator, from, to, id, value)`: from and to are the 3rd and 4th topics. */
export const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
/** ERC-1155 `TransferBatch(operator, from, to, ids, values)`. */
export const TRANSFER_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0d3ced8a2c'
/** The topics of every token transfer Activity shows. */
export const TOKEN_TRANSFER_TOPICS: readonly Hex[] = [
  TRANSFER_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_BATCH_TOPIC,
]

/** The ids and amounts an ERC-1155 transfer log moves. */
export function erc1155Moves(log: RawLog): { id: bigint; value: bigint }[] {
  if (log.topics[0] === TRANSFER_SINGLE_TOPIC) {
    const [id, value] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data)
    return [{ id, value }]
  }
  const [ids, values] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], log.data)
  return ids.map((id, index) => ({ id, value: values[index] ?? 0n }))
}

/** A log as the readers take it (data/nodeAnswers.ts's `logSchema` checks a node's). */
export type RawLog = { address: Address; topics: readonly Hex[]; data: Hex }

/** The address in an indexed address topic. */
const topicAddress = (topic: Hex): Address => getAddress(`0x${topic.slice(26)}`)

/** An address as an indexed topic, for `eth_getLogs` filters. */
export const addressTopic = (address: string): Hex => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`

type LogTransfer = ActivityTransfer & { fromZero: boolean }

/** Who a transfer log moves from and to, by its kind: ERC-1155 logs lead with the operator. */
function parties(log: RawLog): { from: Address; to: Address } | undefined {
  const [topic] = log.topics
  const [fromTopic, toTopic] = topic === TRANSFER_TOPIC ? log.topics.slice(1, 3) : log.topics.slice(2, 4)
  if (!isOneOf(TOKEN_TRANSFER_TOPICS, topic) || fromTopic === undefined || toTopic === undefined)
    return undefined
  return { from: topicAddress(fromTopic), to: topicAddress(toTopic) }
}

/**
 * The transfers of a token log (ERC-20, ERC-721 or ERC-1155) that move something from or to `account`, as the
 * Activity tab shows them; empty for any other log.
 */
export function transfersFromLog(
  log: RawLog,
  account: string,
  contracts: ReadonlyMap<string, ContractInfo>,
  sentByAccount: boolean,
): LogTransfer[] {
  const moved = parties(log)
  if (!moved) return []
  const out = sameAddress(moved.from, account)
  const into = sameAddress(moved.to, account)
  if (!out && !into) return []
  const direction = out && into ? 'self' : out ? 'out' : 'in'
  const info = contracts.get(log.address.toLowerCase())
  const shared = {
    direction,
    counterparty: direction === 'in' ? moved.from : moved.to,
    fromZero: sameAddress(moved.from, zeroAddress),
  } as const
  // ERC-1155 moves amounts of an id; one of them reads as an ERC-721 transfer does.
  const nft = (id: bigint, count = 1n): LogTransfer => ({
    ...shared,
    kind: 'nft',
    symbol: `${info?.name ?? 'NFT'} #${id}`,
    quantity: count === 1n ? undefined : count.toString(),
    isSpam: false,
  })
  if (log.topics[0] !== TRANSFER_TOPIC) return erc1155Moves(log).map(({ id, value }) => nft(id, value))
  const idTopic = log.topics[3]
  if (idTopic !== undefined) return [nft(hexToBigInt(idTopic))]
  const amount = log.data === '0x' ? 0n : hexToBigInt(log.data)
  return [
    {
      ...shared,
      kind: 'fungible',
      symbol: info?.symbol ?? '???',
      quantity: info?.decimals === undefined ? undefined : formatUnits(amount, info.decimals),
      // Address poisoning: a zero-amount transfer the account did not send is pushed to it to plant a look-alike
      // address in its history.
      isSpam: direction === 'in' && amount === 0n && !sentByAccount,
    },
  ]
}
