import type { ActivityTransaction, ActivityTransfer, HistoryPage, TokenBalance } from './accountTypes.js'
import type { ApiBalances, ApiHistory, ApiTransfer } from './blockchainApiSchemas.js'

const OPERATIONS = new Set<ActivityTransaction['operationType']>([
  'send',
  'receive',
  'mint',
  'deploy',
  'execute',
])
const STATUSES = new Set<ActivityTransaction['status']>(['confirmed', 'failed', 'pending'])

/** The API's balances as SPEC §3's token balances; a CAIP-10 token address becomes its 0x address. */
export function fromApiBalances(balances: ApiBalances['balances']): TokenBalance[] {
  return balances.map((balance) => ({
    name: balance.name,
    symbol: balance.symbol,
    chainId: balance.chainId,
    address: (balance.address?.split(':').pop() as `0x${string}` | undefined) || undefined,
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
      const operation = metadata.operationType as ActivityTransaction['operationType']
      const status = metadata.status.toLowerCase() as ActivityTransaction['status']
      return {
        id: transaction.id,
        chain: metadata.chain ?? caipNetworkId,
        operationType: OPERATIONS.has(operation) ? operation : 'execute',
        status: STATUSES.has(status) ? status : 'confirmed',
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
