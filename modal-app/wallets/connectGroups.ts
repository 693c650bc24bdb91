import { RECOMMENDED_WALLETS_COUNT } from './constants.js'
import { filterBrowserWallet } from './filterBrowserWallet.js'
import { type Exclusions, filterExcludedWallets } from './filterExcludedWallets.js'
import { isSameWallet } from './isSameWallet.js'
import { markInstalled } from './markInstalled.js'
import { removeAnnouncedAndRecent } from './removeAnnouncedAndRecent.js'
import type { ConnectorGroup, ListedWallet, WalletRecord } from './types.js'

type Announced = { id: string; name: string; rdns?: string | undefined; installed: boolean }

export type ConnectGroup<A extends Announced> =
  | { group: 'injected'; wallets: A[] }
  | { group: Exclude<ConnectorGroup, 'injected'>; wallets: ListedWallet[] }

export type ConnectGroupsInput<A extends Announced> = {
  order: readonly ConnectorGroup[]
  /** Wallets announced on the host page (EIP-6963, or the generic browser wallet). */
  announced: readonly A[]
  /** Records of the recent wallets, newest first. */
  recent: readonly WalletRecord[]
  /** Records of `featuredWalletIds`, in that order. */
  featured: readonly WalletRecord[]
  custom: readonly WalletRecord[]
  recommended: readonly WalletRecord[]
  exclusions: Exclusions
  isMobile: boolean
}

/**
 * The Connect view's wallet groups (SPEC §3) in display order, with SPEC §5's list rules applied: excluded wallets
 * are hidden everywhere; the generic browser wallet only on mobile when installed; announced and recent wallets
 * are not repeated in featured and recommended; a recent wallet that is announced shows in the injected group
 * only; recommended never repeats a featured or custom wallet and has at most RECOMMENDED_WALLETS_COUNT entries.
 * The walletConnect group has no catalogue entries: the Connect view renders it as one row (WalletConnectRow);
 * the external group has no connector yet.
 */
export function connectGroups<A extends Announced>(input: ConnectGroupsInput<A>): ConnectGroup<A>[] {
  const visible = (wallets: readonly WalletRecord[]) => filterExcludedWallets(wallets, input.exclusions)
  const injected = filterBrowserWallet(filterExcludedWallets(input.announced, input.exclusions), {
    isMobile: input.isMobile,
  })
  const announced = input.announced.filter((wallet) => wallet.installed)
  const recent = visible(input.recent).filter(
    (wallet) => !announced.some((other) => isSameWallet(wallet, other)),
  )
  const featured = removeAnnouncedAndRecent(visible(input.featured), { announced, recent })
  const custom = visible(input.custom).filter((wallet) => !featured.some((other) => other.id === wallet.id))
  const recommended = removeAnnouncedAndRecent(visible(input.recommended), { announced, recent })
    .filter((wallet) => ![...featured, ...custom].some((other) => other.id === wallet.id))
    .slice(0, RECOMMENDED_WALLETS_COUNT)

  const listed = (wallets: readonly WalletRecord[]) => markInstalled(wallets, announced)
  const groups: Record<Exclude<ConnectorGroup, 'injected'>, ListedWallet[]> = {
    walletConnect: [],
    recent: listed(recent),
    featured: listed(featured),
    custom: listed(custom),
    external: [],
    recommended: listed(recommended),
  }
  return input.order.map((group) =>
    group === 'injected' ? { group, wallets: injected } : { group, wallets: groups[group] },
  )
}
