import type { Namespace } from '../../shared/protocol.js'

// SPEC §3: local storage. Its active namespace and connected namespaces are not kept apart (README, "Where this modal
// differs from SPEC"): the active network id's prefix and each namespace's connection status say the same.
export const STORAGE_PREFIX = '@wm/'
export const STORAGE_KEYS = {
  deepLinkChoice: `${STORAGE_PREFIX}deep_link_choice`,
  activeCaipNetworkId: `${STORAGE_PREFIX}active_caip_network_id`,
  recentWallets: `${STORAGE_PREFIX}recent_wallets`,
  /** Per namespace: see {@link namespacedStorageKey}. */
  connectedConnectorId: `${STORAGE_PREFIX}connected_connector_id`,
  connectedSocial: `${STORAGE_PREFIX}connected_social`,
  connectedSocialUsername: `${STORAGE_PREFIX}connected_social_username`,
  /** Per namespace: see {@link namespacedStorageKey}. */
  connectionStatus: `${STORAGE_PREFIX}connection_status`,
  telegramSocialProvider: `${STORAGE_PREFIX}telegram_social_provider`,
  portfolioCache: `${STORAGE_PREFIX}portfolio_cache`,
  nativeBalanceCache: `${STORAGE_PREFIX}native_balance_cache`,
  nameCache: `${STORAGE_PREFIX}name_cache`,
  identityCache: `${STORAGE_PREFIX}identity_cache`,
  preferredAccountTypes: `${STORAGE_PREFIX}preferred_account_types`,
  loginUsed: `${STORAGE_PREFIX}login_used`,
  email: `${STORAGE_PREFIX}email`,
  lastChain: `${STORAGE_PREFIX}last_chain`,
  /** WalletConnect's client id, kept beside its keys (state/connection.ts). */
  walletConnectClientId: `${STORAGE_PREFIX}wc_client_id`,
  /** Per namespace: the verified sign-in (SPEC §3's SIWX session; nothing secret). */
  siwxSession: `${STORAGE_PREFIX}siwx_session`,
  /** The passkey wallet this origin used: its wrapped key (non-secret: connectors/embedded/walletRecords.ts). */
  embeddedWallet: `${STORAGE_PREFIX}embedded_wallet`,
} as const
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
/** The key of a per-namespace value, e.g. `@wm/connected_connector_id:eip155`. */
export function namespacedStorageKey<K extends StorageKey>(
  key: K,
  namespace: Namespace,
): `${K}:${Namespace}` {
  return `${key}:${namespace}`
}
