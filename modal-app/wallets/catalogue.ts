import { LEADING_WALLETS } from './catalogueLeadingWallets.js'
import { MORE_WALLETS } from './catalogueMoreWallets.js'
import type { WalletRecord } from './types.js'

/**
 * The built-in catalogue (issue 5): shipped with the modal so that nothing needs the network, used when no project
 * id is set and when the wallet directory fails. Ids are the WalletConnect explorer ids, so `featuredWalletIds` and
 * friends mean the same wallets with and without the directory. rdns and links are given only where known; no
 * brand images are shipped, wallets are drawn as monograms (ui/WalletImage).
 */
export const CATALOGUE: readonly WalletRecord[] = deepFreeze([...LEADING_WALLETS, ...MORE_WALLETS])

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const member of Object.values(value)) deepFreeze(member)
    Object.freeze(value)
  }
  return value
}
