import {
  type Address,
  formatUnits,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  zeroAddress,
} from 'viem'
import type { ActivityTransfer } from './accountTypes.js'
import type { ContractInfo } from './contractInfo.js'

/** `Transfer(address,address,uint256)`: ERC-20 (3 topics, the amount in data) and ERC-721 (4 topics, the id last). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export type RawLog = { address: string; topics: readonly Hex[]; data: Hex }

/** The address in an indexed address topic. */
const topicAddress = (topic: Hex): Address => getAddress(`0x${topic.slice(26)}`)

/** An address as an indexed topic, for `eth_getLogs` filters. */
export const addressTopic = (address: string): Hex => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`

/** A Transfer log that moves something from or to `account`, as a transfer of the Activity tab; else undefined. */
export function transferFromLog(
  log: RawLog,
  account: string,
  contracts: ReadonlyMap<string, ContractInfo>,
  sentByAccount: boolean,
): (ActivityTransfer & { fromZero: boolean }) | undefined {
  const [topic, fromTopic, toTopic, idTopic] = log.topics
  if (topic !== TRANSFER_TOPIC || fromTopic === undefined || toTopic === undefined) return undefined
  const from = topicAddress(fromTopic)
  const to = topicAddress(toTopic)
  const out = isAddressEqual(from, account as Address)
  const into = isAddressEqual(to, account as Address)
  if (!out && !into) return undefined
  const direction = out && into ? 'self' : out ? 'out' : 'in'
  const info = contracts.get(log.address.toLowerCase())
  const fromZero = isAddressEqual(from, zeroAddress)
  const counterparty = direction === 'in' ? from : to
  if (idTopic !== undefined) {
    const name = info?.name ?? 'NFT'
    return {
      direction,
      kind: 'nft',
      symbol: `${name} #${hexToBigInt(idTopic)}`,
      counterparty,
      isSpam: false,
      fromZero,
    }
  }
  const amount = log.data === '0x' ? 0n : hexToBigInt(log.data)
  return {
    direction,
    kind: 'fungible',
    symbol: info?.symbol ?? '???',
    quantity: info?.decimals === undefined ? undefined : formatUnits(amount, info.decimals),
    counterparty,
    // Address poisoning: a zero-amount transfer the account did not send is pushed to it to plant a look-alike
    // address in its history.
    isSpam: direction === 'in' && amount === 0n && !sentByAccount,
    fromZero,
  }
}
