import { isSameWallet, type WalletIdentity } from './isSameWallet.js'
import type { ListedWallet, WalletRecord } from './types.js'

/**
 * SPEC §3's installed flag: a catalogue wallet is installed when an installed wallet announced on the host page
 * is the same wallet (by id or rdns). Installed wallets come first; the order is otherwise kept.
 */
export function markInstalled(
  wallets: readonly WalletRecord[],
  announced: readonly (WalletIdentity & { installed: boolean })[],
): ListedWallet[] {
  const installed = announced.filter((wallet) => wallet.installed)
  const listed = wallets.map((wallet) => ({
    ...wallet,
    installed: installed.some((other) => isSameWallet(wallet, other)),
  }))
  return [...listed.filter((wallet) => wallet.installed), ...listed.filter((wallet) => !wallet.installed)]
}
