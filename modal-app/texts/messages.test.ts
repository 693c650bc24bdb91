import { describe, expect, test } from 'vitest'
import * as messages from './messages.js'

describe('messages', () => {
  test('default', () => {
    const constants = Object.fromEntries(
      Object.entries(messages).filter(([, value]) => typeof value === 'string'),
    )
    expect(constants).toMatchInlineSnapshot(`
      {
        "ACTION_NOT_ALLOWED": "Action not allowed",
        "ADAPTER_NOT_FOUND": "Adapter not found",
        "AUTHENTICATING": "Authenticating...",
        "CHAIN_NOT_SUPPORTED": "Chain is not supported",
        "FAILED_TO_DISCONNECT": "Failed to disconnect",
        "FAILED_TO_FETCH_TRANSACTIONS": "Failed to fetch transactions",
        "LEGAL_CHECKBOX_WITHOUT_LINKS": "\`features.legalCheckbox\` needs \`termsConditionsUrl\` or \`privacyPolicyUrl\`",
        "NETWORK_NOT_FOUND": "Network not found",
        "NO_ACTIVE_CAIP_ADDRESS": "No ActiveCaipAddress found",
        "REQUEST_WAS_ABORTED": "Request was aborted",
        "SIGNATURE_DECLINED": "Signature declined",
        "SIWE_AND_SIWX_BOTH_SET": "Cannot set both \`siweConfig\` and \`siwx\` options",
        "SIWX_INIT_FAILED": "A problem occurred while trying initialize authentication",
        "SIWX_NOT_ENABLED": "SIWX is not enabled",
        "TOKEN_BALANCE_UNAVAILABLE": "Token Balance Unavailable",
        "WALLETCONNECT_CONNECTOR_NOT_FOUND": "WalletConnectConnector not found",
      }
    `)
  })
})
