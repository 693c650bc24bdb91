import type { ConnectMethod } from '../../config/types.js'

const DEFAULT_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
const INSTALLED_WALLET_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social']

/**
 * SPEC §2: email, social, wallet; wallet first when an installed browser wallet is detected; the host's order
 * wins. Methods that are switched off are dropped.
 */
export function connectMethodsOrder(options: {
  override: readonly ConnectMethod[] | undefined
  hasInstalledWallet: boolean
  enabled: Readonly<Record<ConnectMethod, boolean>>
}): ConnectMethod[] {
  const order = options.override ?? (options.hasInstalledWallet ? INSTALLED_WALLET_ORDER : DEFAULT_ORDER)
  return [...new Set(order)].filter((method) => options.enabled[method])
}
