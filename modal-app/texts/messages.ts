// SPEC §8's toasts, thrown messages and alerts, verbatim (including its grammar): the ones the modal shows.

export const FAILED_TO_DISCONNECT = 'Failed to disconnect'
/** What a failed disconnect logs and tracks beside the toast: `message` is the wallet's, cleaned for display. */
export const failedToDisconnectChain = (chain: string, message: string) =>
  `Failed to disconnect chain ${chain}: ${message}`
export const NETWORK_NOT_FOUND = 'Network not found'
export const SIGNATURE_DECLINED = 'Signature declined'
export const SIWX_INIT_FAILED = 'A problem occurred while trying initialize authentication'
export const SIWX_NOT_ENABLED = 'SIWX is not enabled'
export const NO_ACTIVE_CAIP_ADDRESS = 'No ActiveCaipAddress found'
/** The loading toast during a sign-in made while pairing (WalletConnect's one-step authenticate). */
export const AUTHENTICATING = 'Authenticating...'

// SPEC §8's thrown messages, where their case arises here (README, "Errors a user reads").
/** `switchNetwork` to a network id that is not one of the app's networks (EIP-1193's 4902). */
export const CHAIN_NOT_SUPPORTED = 'Chain is not supported'
/** `connect` with a wallet id that has no connector on the namespace being connected. */
export const ADAPTER_NOT_FOUND = 'Adapter not found'
/** The WalletConnect pairing asked for where there is no WalletConnect (`enableWalletConnect: false`). */
export const WALLETCONNECT_CONNECTOR_NOT_FOUND = 'WalletConnectConnector not found'
/** A wallet-directory call its caller aborted (a query react-query cancelled). */
export const REQUEST_WAS_ABORTED = 'Request was aborted'

// SPEC §5 and §6.
export const ACTION_NOT_ALLOWED = 'Action not allowed'
export const SIWE_AND_SIWX_BOTH_SET = 'Cannot set both `siweConfig` and `siwx` options'
/** Ours: the legal checkbox has nothing to agree to without a link. */
export const LEGAL_CHECKBOX_WITHOUT_LINKS =
  '`features.legalCheckbox` needs `termsConditionsUrl` or `privacyPolicyUrl`'

// SPEC §8: the Account view's data errors.
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'
export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions'
