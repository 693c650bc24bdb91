// SPEC §8's catalogue of toasts and thrown messages, verbatim (including its grammar). Messages with a
// placeholder are functions. SPEC §5/§6 messages the UI shows are here too.

export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'
export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions'
export const AUTHENTICATION_INIT_FAILED = 'A problem occurred while trying initialize authentication'
export const SIGNATURE_DECLINED = 'Signature declined'
/** Replaces {@link SIGNATURE_DECLINED} for smart accounts. */
export const SMART_ACCOUNTS_UNSUPPORTED = 'This application might not support Smart Accounts'
export const GAS_PRICE_NETWORK_UNSUPPORTED = 'Network not supported for Gas Price'
export const SWAPS_NETWORK_UNSUPPORTED = 'Network not supported for Swaps'
export const FAILED_TO_DISCONNECT = 'Failed to disconnect'
export const failedToDisconnectChain = (chain: string, message: string) =>
  `Failed to disconnect chain ${chain}: ${message}`
export const ERROR_RESOLVING_NAME = 'Error resolving name'
export const ERROR_FETCHING_NAME_SUGGESTIONS = 'Error fetching name suggestions'
export const ERROR_FETCHING_NAMES_FOR_ADDRESS = 'Error fetching names for address'
export const errorRegisteringName = (name: string) => `Error registering name ${name}`
export const NETWORK_NOT_FOUND = 'Network not found'
export const ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND = 'Address or auth connector not found'
export const namespaceNotConfigured = (namespace: string) =>
  `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`
export const SIWX_NOT_ENABLED = 'SIWX is not enabled'
export const NO_ACTIVE_CAIP_ADDRESS = 'No ActiveCaipAddress found'
export const NO_ACTIVE_CAIP_NETWORK = 'No ActiveCaipNetwork or client found'
export const NO_CONNECTION_CONTROLLER_CLIENT = 'No ConnectionController client found'
export const CHAIN_ADAPTER_NOT_FOUND = 'Chain adapter not found'
export const NETWORK_CONTROLLER_CLIENT_NOT_SET = 'NetworkController client not set'
export const CONNECTION_CONTROLLER_CLIENT_NOT_SET = 'ConnectionController client not set'
/** `chainIsRequired('switch network')` → 'Chain is required to switch network'. */
export const chainIsRequired = (action: string) => `Chain is required to ${action}`
export const AUTHENTICATING = 'Authenticating...'
export const REQUEST_ABORTED = 'Request was aborted'
export const SOMETHING_WENT_WRONG = 'Something went wrong'
/** A frame error without a message. */
export const AN_ERROR_OCCURRED = 'An error occurred'
export const EMAIL_LOGIN_DEPENDENCY_FAILED = 'Unable to load email login dependency'
export const FRAME_NOT_SET = 'W3mFrame: iframe is not set'
export const ADAPTER_NOT_FOUND = 'Adapter not found'
export const WALLET_CONNECT_CONNECTOR_NOT_FOUND = 'WalletConnectConnector not found'
export const CHAIN_NOT_SUPPORTED = 'Chain is not supported'
export const CAIP_NETWORK_OR_ADDRESS_UNDEFINED = 'CaipNetwork or CaipAddress is undefined'

// SPEC §5 and §6.
export const ACTION_NOT_ALLOWED = 'Action not allowed'
export const AMOUNT_AND_RECEIVER_REQUIRED = 'An amount and receiver address are required'
export const TOKEN_REQUIRED = 'A token is required'
export const UNSUPPORTED_CHAIN = 'Unsupported chain'
export const INVALID_CHAIN_ID = 'Invalid chainId'
export const SIWE_AND_SIWX_BOTH_SET = 'Cannot set both `siweConfig` and `siwx` options'
/** SPEC §5's email cooldown: the seconds left, rounded up. */
export const tryAgainAfter = (remainingMs: number) =>
  `Please try again after ${Math.max(0, Math.ceil(remainingMs / 1000))} seconds`

export type Alert = { readonly shortMessage: string; readonly longMessage: string }

/** SPEC §8's alert errors. Three share the short message 'Invalid App Configuration'. */
export const alerts = {
  NetworkNotFound: {
    shortMessage: 'Network Not Found',
    longMessage: "Network not found - make sure it is included in the app's `networks` option",
  },
  InvalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "Origin not found on the allowlist - add it to the deployment's allowedOrigins or the project's cloud dashboard",
  },
  NetworkError: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'There was an issue loading the embedded wallet. Please try again later.',
  },
  EmbeddedWalletTimeout: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'There was an issue doing the request to the embedded wallet. Please try again later.',
  },
  UnverifiedDomain: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "There was an issue loading the embedded wallet. Please verify that your domain is allowed in the project's cloud dashboard",
  },
  SessionExpired: {
    shortMessage: 'Session Expired',
    longMessage: 'Invalid session found - please check your time settings and connect again',
  },
  InvalidProjectId: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Invalid Project ID - update configuration',
  },
  ProjectIdNotConfigured: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Project ID Not Configured - set `projectId` in the config or the deployment defaults',
  },
} as const satisfies Record<string, Alert>

export type AlertName = keyof typeof alerts

/** SPEC §8's server message mapping: the alert for a server's error message, if it is one of the known ones. */
export function alertForServerMessage(message: unknown): Alert | undefined {
  if (typeof message !== 'string') return undefined
  if (message.includes('Unauthorized: origin not allowed')) return alerts.InvalidAppConfiguration
  if (message.includes('JWT validation error: JWT Token is not yet valid')) return alerts.SessionExpired
  if (message.includes('Unauthorized: invalid key')) return alerts.InvalidProjectId
  return undefined
}
