import { log } from '../lib/log.js'
import { CATALOGUE } from '../wallets/catalogue.js'
import { queryCatalogue } from '../wallets/queryCatalogue.js'
import type { WalletPage, WalletQuery, WalletRecord } from '../wallets/types.js'
import { WalletDirectoryError } from './errors.js'
import type { WalletDirectory } from './walletDirectory.js'

/** A page of wallets, and where it came from: the directory, or the built-in catalogue (with the reason). */
export type WalletsResult = WalletPage & {
  source: 'directory' | 'builtin'
  /** Set when the directory failed and the built-in catalogue answered instead. */
  fallbackError?: WalletDirectoryError | undefined
}

/**
 * Answers a `getWallets` query from the directory when there is one (a project id is set), else from the built-in
 * catalogue, which also answers, flagged, when the directory fails (issue 5: "it falls back to the built-in
 * catalogue"). No directory means no request at all.
 * @throws an `AbortError` ('Request was aborted') when the caller aborts; never a {@link WalletDirectoryError}.
 */
export async function fetchWallets(
  directory: WalletDirectory | undefined,
  query: WalletQuery,
  options: { signal?: AbortSignal | undefined; catalogue?: readonly WalletRecord[] } = {},
): Promise<WalletsResult> {
  const builtin = () => queryCatalogue(options.catalogue ?? CATALOGUE, query)
  if (directory === undefined) return { ...builtin(), source: 'builtin' }
  try {
    return { ...(await directory.getWallets(query, options.signal)), source: 'directory' }
  } catch (error) {
    if (!(error instanceof WalletDirectoryError)) throw error
    log.warn('the wallet directory failed; using the built-in catalogue', error)
    return { ...builtin(), source: 'builtin', fallbackError: error }
  }
}
