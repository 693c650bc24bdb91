import { isAddress } from 'viem'
import { isOneOf } from '../../shared/guards.js'
import type { ActivityTransaction, ActivityTransfer, HistoryPage, TokenBalance } from './accountTypes.js'
import type { ApiBalances, ApiHistory, ApiTransfer } from './blockchainApiSchemas.js'

const OPERATIONS = [
  'send',
  'receive',
  'mint',
  'deploy',
  'execute',
] as const satisfies readonly ActivityTransaction['operationType'][]
const STATUSES = [
  'confirmed',
  'failed',
  'pending',
] as const satisfies readonly ActivityTransaction['status'][]

/** The 0x address of a token's CAIP-10 id (or bare address; the schema checked its form); none if native. */
function tokenAddress(id: string | null | undefined) {
  const address = id?.split(':').pop()
  return address !== undefined && isAddress(address, { strict: false }) ? address : undefined
}

/** The API's balances as SPEC §3's token balances; a CAIP-10 token address becomes its 0x address. */
export function fromApiBalances(balances: ApiBalances['balances']): TokenBalance[] {
  return balances.map((balance) => ({
    name: balance.name,
    symbol: balance.symbol,
    chainId: balance.chainId,
    address: tokenAddress(balance.address),
    value: balance.value ?? undefined,
    price: balance.price ?? undefined,
    quantity: balance.quantity,
    iconUrl: balance.iconUrl ?? undefined,
  }))
}

/** A history page of the API for display; a transaction without a chain is taken as `caipNetworkId`'s. */
export function fromApiHistory(page: ApiHistory, caipNetworkId: string): HistoryPage {
  return {
    data: page.data.map((transaction) => {
      const { metadata } = transaction
      const operation = metadata.operationType
      const status = metadata.status.toLowerCase()
      return {
        id: transaction.id,
        chain: metadata.chain ?? caipNetworkId,
        operationType: isOneOf(OPERATIONS, operation) ? operation : 'execute',
        status: isOneOf(STATUSES, status) ? status : 'confirmed',
        sentFrom: metadata.sentFrom,
        sentTo: metadata.sentTo,
        minedAt: Date.parse(metadata.minedAt) || 0,
        transfers: (transaction.transfers ?? []).map(fromApiTransfer),
      }
    }),
    next: page.next || undefined,
  }
}

function fromApiTransfer(transfer: ApiTransfer): ActivityTransfer {
  const direction = transfer.direction ?? 'self'
  if (transfer.nft_info)
    return {
      direction,
      kind: 'nft',
      symbol: transfer.nft_info.name ?? 'NFT',
      iconUrl: transfer.nft_info.content?.preview?.url ?? undefined,
      isSpam: transfer.nft_info.flags?.is_spam === true,
    }
  return {
    direction,
    kind: 'fungible',
    symbol: transfer.fungible_info?.symbol ?? '',
    quantity: transfer.quantity?.numeric,
    iconUrl: transfer.fungible_info?.icon?.url ?? undefined,
    isSpam: false,
  }
}
