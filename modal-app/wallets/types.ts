import type { CONNECTOR_GROUP_ORDER } from './constants.js'

/**
 * A wallet of the catalogue (SPEC §3's wallet record), as the wallet-directory API sends it: snake_case fields,
 * links and rdns absent (or null in the API, dropped when parsed) when the wallet has none.
 */
export type WalletRecord = {
  /** The WalletConnect explorer id, or a stable slug for wallets that are not listed there. */
  id: string
  name: string
  /** The directory's image id: the image is `GET getWalletImage/{image_id}`. */
  image_id?: string | undefined
  /** An image URL (custom wallets): https: or a data:image URL, shown as it is. */
  image_url?: string | undefined
  /** Reverse-DNS name the wallet announces over EIP-6963. */
  rdns?: string | undefined
  /** CAIP-2 network ids the wallet supports. */
  chains: string[]
  /** A deep link (`metamask://`) or universal link to the mobile app. */
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
}

/** A wallet in a list: SPEC §3 adds the installed flag (an EIP-6963 announcement on the host page matched it). */
export type ListedWallet = WalletRecord & { installed: boolean }

/** SPEC §3's connector groups of the Connect list. */
export type ConnectorGroup = (typeof CONNECTOR_GROUP_ORDER)[number]

/** The query of SPEC §7's `GET /getWallets`, which the built-in catalogue answers the same way. */
export type WalletQuery = {
  /** 1-based. */
  page: number
  entries: number
  /** Only these ids, when not empty. */
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  search?: string | undefined
  /** CAIP-2 ids: only wallets that support one of them, when not empty. */
  chains?: readonly string[] | undefined
}

/** One page of `GET /getWallets`: `count` is the number of wallets matching the query, over all pages. */
export type WalletPage = { count: number; data: WalletRecord[] }
