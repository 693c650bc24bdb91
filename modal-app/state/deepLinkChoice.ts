import { isRecord } from '../../shared/guards.js'
import type { KeyValueStorage } from '../storage/storage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { toSafeLink } from '../wallets/toSafeLink.js'
import type { WalletRecord } from '../wallets/types.js'

/**
 * SPEC §3's deep-link choice: the phone wallet app a WalletConnect pairing was opened in, by its own link without
 * the pairing URI. The router opens it again before a request that asks the user (rpc/router.ts); the session
 * forgets it when the WalletConnect connection ends (state/session.ts).
 */
export type DeepLinkChoice = { href: string; name: string }

/** The user opened `wallet`'s app to pair with it: remembered, unless the wallet has no safe app link. */
export function rememberDeepLinkChoice(
  storage: KeyValueStorage,
  wallet: Pick<WalletRecord, 'name' | 'mobile_link'>,
): void {
  const href = toSafeLink(wallet.mobile_link)
  if (href === undefined) return
  storage.set(
    STORAGE_KEYS.deepLinkChoice,
    JSON.stringify({ href, name: wallet.name } satisfies DeepLinkChoice),
  )
}

/**
 * The remembered choice, checked again: the storage may be the host page's (storage/storage.ts), so what it holds is
 * untrusted, and only a link `toSafeLink` passes is given back.
 */
export async function readDeepLinkChoice(storage: KeyValueStorage): Promise<DeepLinkChoice | undefined> {
  const text = await storage.get(STORAGE_KEYS.deepLinkChoice)
  if (text === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(value) || typeof value.name !== 'string') return undefined
  const href = toSafeLink(value.href)
  return href === undefined ? undefined : { href, name: value.name }
}
