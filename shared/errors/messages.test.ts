import { describe, expect, test } from 'vitest'
import * as messages from './messages.js'
import {
  alertForServerMessage,
  alerts,
  chainIsRequired,
  errorRegisteringName,
  failedToDisconnectChain,
  namespaceNotConfigured,
  tryAgainAfter,
} from './messages.js'

describe('messages', () => {
  test('default', () => {
    const constants = Object.fromEntries(
      Object.entries(messages).filter(([, value]) => typeof value === 'string'),
    )
    expect(constants).toMatchInlineSnapshot(`
      {
        "ACTION_NOT_ALLOWED": "Action not allowed",
        "ADAPTER_NOT_FOUND": "Adapter not found",
        "ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND": "Address or auth connector not found",
        "AMOUNT_AND_RECEIVER_REQUIRED": "An amount and receiver address are required",
        "AN_ERROR_OCCURRED": "An error occurred",
        "AUTHENTICATING": "Authenticating...",
        "AUTHENTICATION_INIT_FAILED": "A problem occurred while trying initialize authentication",
        "CAIP_NETWORK_OR_ADDRESS_UNDEFINED": "CaipNetwork or CaipAddress is undefined",
        "CHAIN_ADAPTER_NOT_FOUND": "Chain adapter not found",
        "CHAIN_NOT_SUPPORTED": "Chain is not supported",
        "CONNECTION_CONTROLLER_CLIENT_NOT_SET": "ConnectionController client not set",
        "EMAIL_LOGIN_DEPENDENCY_FAILED": "Unable to load email login dependency",
        "ERROR_FETCHING_NAMES_FOR_ADDRESS": "Error fetching names for address",
        "ERROR_FETCHING_NAME_SUGGESTIONS": "Error fetching name suggestions",
        "ERROR_RESOLVING_NAME": "Error resolving name",
        "FAILED_TO_DISCONNECT": "Failed to disconnect",
        "FAILED_TO_FETCH_TRANSACTIONS": "Failed to fetch transactions",
        "FRAME_NOT_SET": "W3mFrame: iframe is not set",
        "GAS_PRICE_NETWORK_UNSUPPORTED": "Network not supported for Gas Price",
        "INVALID_CHAIN_ID": "Invalid chainId",
        "NETWORK_CONTROLLER_CLIENT_NOT_SET": "NetworkController client not set",
        "NETWORK_NOT_FOUND": "Network not found",
        "NO_ACTIVE_CAIP_ADDRESS": "No ActiveCaipAddress found",
        "NO_ACTIVE_CAIP_NETWORK": "No ActiveCaipNetwork or client found",
        "NO_CONNECTION_CONTROLLER_CLIENT": "No ConnectionController client found",
        "REQUEST_ABORTED": "Request was aborted",
        "SIGNATURE_DECLINED": "Signature declined",
        "SIWE_AND_SIWX_BOTH_SET": "Cannot set both \`siweConfig\` and \`siwx\` options",
        "SIWX_NOT_ENABLED": "SIWX is not enabled",
        "SMART_ACCOUNTS_UNSUPPORTED": "This application might not support Smart Accounts",
        "SOMETHING_WENT_WRONG": "Something went wrong",
        "SWAPS_NETWORK_UNSUPPORTED": "Network not supported for Swaps",
        "TOKEN_BALANCE_UNAVAILABLE": "Token Balance Unavailable",
        "TOKEN_REQUIRED": "A token is required",
        "UNSUPPORTED_CHAIN": "Unsupported chain",
        "WALLET_CONNECT_CONNECTOR_NOT_FOUND": "WalletConnectConnector not found",
      }
    `)
  })
})

describe('failedToDisconnectChain', () => {
  test('default', () => {
    expect(failedToDisconnectChain('solana', 'wallet not found')).toBe(
      'Failed to disconnect chain solana: wallet not found',
    )
  })
})

describe('errorRegisteringName', () => {
  test('default', () => {
    expect(errorRegisteringName('alice.wm.id')).toBe('Error registering name alice.wm.id')
  })
})

describe('namespaceNotConfigured', () => {
  test('default', () => {
    expect(namespaceNotConfigured('bip122')).toBe(
      "Namespace 'bip122' is not configured. Please call connect() first with namespace config.",
    )
  })
})

describe('chainIsRequired', () => {
  test('default', () => {
    expect(chainIsRequired('switch network')).toBe('Chain is required to switch network')
  })
})

describe('tryAgainAfter', () => {
  test('default', () => {
    expect(tryAgainAfter(30_000)).toBe('Please try again after 30 seconds')
  })

  test('behavior: rounds the seconds left up', () => {
    expect(tryAgainAfter(29_001)).toBe('Please try again after 30 seconds')
    expect(tryAgainAfter(1)).toBe('Please try again after 1 seconds')
  })

  test('behavior: never negative', () => {
    expect(tryAgainAfter(-500)).toBe('Please try again after 0 seconds')
  })
})

describe('alerts', () => {
  test('default', () => {
    expect(alerts).toMatchInlineSnapshot(`
      {
        "EmbeddedWalletTimeout": {
          "longMessage": "There was an issue doing the request to the embedded wallet. Please try again later.",
          "shortMessage": "Embedded Wallet Request Timed Out",
        },
        "InvalidAppConfiguration": {
          "longMessage": "Origin not found on the allowlist - add it to the deployment's allowedOrigins or the project's cloud dashboard",
          "shortMessage": "Invalid App Configuration",
        },
        "InvalidProjectId": {
          "longMessage": "Invalid Project ID - update configuration",
          "shortMessage": "Invalid App Configuration",
        },
        "NetworkError": {
          "longMessage": "There was an issue loading the embedded wallet. Please try again later.",
          "shortMessage": "Network Error - Could not load embedded wallet",
        },
        "NetworkNotFound": {
          "longMessage": "Network not found - make sure it is included in the app's \`networks\` option",
          "shortMessage": "Network Not Found",
        },
        "ProjectIdNotConfigured": {
          "longMessage": "Project ID Not Configured - set \`projectId\` in the config or the deployment defaults",
          "shortMessage": "Project ID Not Configured",
        },
        "SessionExpired": {
          "longMessage": "Invalid session found - please check your time settings and connect again",
          "shortMessage": "Session Expired",
        },
        "UnverifiedDomain": {
          "longMessage": "There was an issue loading the embedded wallet. Please verify that your domain is allowed in the project's cloud dashboard",
          "shortMessage": "Invalid App Configuration",
        },
      }
    `)
  })
})

describe('alertForServerMessage', () => {
  test('default', () => {
    expect(alertForServerMessage('Unauthorized: origin not allowed')).toBe(alerts.InvalidAppConfiguration)
  })

  test('behavior: maps each known server message, also inside a longer message', () => {
    expect(alertForServerMessage('JWT validation error: JWT Token is not yet valid')).toBe(
      alerts.SessionExpired,
    )
    expect(alertForServerMessage('WebSocket closed: Unauthorized: invalid key')).toBe(alerts.InvalidProjectId)
  })

  test('behavior: anything else maps to undefined', () => {
    expect(alertForServerMessage('Unauthorized')).toBeUndefined()
    expect(alertForServerMessage('unauthorized: origin not allowed')).toBeUndefined()
    expect(alertForServerMessage(undefined)).toBeUndefined()
    expect(alertForServerMessage({ message: 'Unauthorized: invalid key' })).toBeUndefined()
  })
})
