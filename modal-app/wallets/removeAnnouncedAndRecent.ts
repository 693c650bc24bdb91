import { isSameWallet, type WalletIdentity } from './isSameWallet.js'

/**
 * SPEC §5: wallets the host page announced, and recent wallets, already have their own rows; they are removed
 * from the recommended and featured lists, matched by id and by rdns (MetaMask mobile counting as MetaMask).
 */
export function removeAnnouncedAndRecent<T extends WalletIdentity>(
  wallets: readonly T[],
  shown: { announced: readonly WalletIdentity[]; recent: readonly WalletIdentity[] },
): T[] {
  const others = [...shown.announced, ...shown.recent]
  return wallets.filter((wallet) => !others.some((other) => isSameWallet(wallet, other)))
}
