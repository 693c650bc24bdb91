/** A token balance (SPEC §3): `address` is absent for the native token; `value` and `price` in USD when known. */
export type TokenBalance = {
  name: string
  symbol: string
  /** The CAIP network id. */
  chainId: string
  address?: string | undefined
  value?: number | undefined
  price?: number | undefined
  quantity: { decimals: string; numeric: string }
  iconUrl?: string | undefined
}

/** One transfer of a transaction, as the Activity tab shows it. */
export type ActivityTransfer = {
  direction: 'in' | 'out' | 'self'
  kind: 'native' | 'fungible' | 'nft'
  symbol: string
  /** The amount as a decimal string; for an NFT, how many of that id moved (ERC-1155) when more than one. */
  quantity?: string | undefined
  iconUrl?: string | undefined
  /** The other side of the transfer: the recipient of an outgoing one, the sender of an incoming one. */
  counterparty?: string | undefined
  /** SPEC §5: a transaction whose transfers are all spam is hidden. */
  isSpam: boolean
}

/** A transaction of the account (SPEC §3's Transaction, flattened for display). */
export type ActivityTransaction = {
  id: string
  /** The CAIP network id it happened on. */
  chain: string
  operationType: 'send' | 'receive' | 'mint' | 'deploy' | 'execute'
  status: 'confirmed' | 'failed' | 'pending'
  sentFrom: string
  sentTo: string
  /** When it was mined, in ms since the epoch. */
  minedAt: number
  transfers: ActivityTransfer[]
}

/** A page of history and the cursor of the next one (undefined on the last page). */
export type HistoryPage = { data: ActivityTransaction[]; next: string | undefined }

/** An NFT the account holds, as the chain says (its metadata is read by its card, once shown). */
export type OwnedNft = {
  contract: `0x${string}`
  tokenId: string
  standard: 'erc721' | 'erc1155'
  collection: string
  /** Shown until the metadata names it: `{collection} #{tokenId}`. */
  name: string
  /** Its metadata URI (`tokenURI`, or `uri` with `{id}` filled in); '' when the contract has none. */
  uri: string
  /** From a contract the account never used (data/nftSpam.ts): hidden until the user asks. */
  spam: boolean
}
