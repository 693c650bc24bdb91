import { checkBitcoinAccount } from '../bitcoinAddress.js'
import { checkEvmAccount } from '../evmAddress.js'
import { checkSolanaAccount } from '../solanaAddress.js'
import type { AccountCheck } from './namespaceRules.js'
import type { SupportedNamespace } from './supportedNamespace.js'

/**
 * Each namespace's address rules (SPEC §5: every address the modal shows is checked): viem's checksum for eip155,
 * base58 public keys for solana, the network's address forms for bip122. A chunk loaded with the report checks
 * (state/session.ts `loadReportChecks`), not in the startup bundle (issue 11.3).
 */
export const ACCOUNT_CHECKS = {
  eip155: checkEvmAccount,
  solana: checkSolanaAccount,
  bip122: checkBitcoinAccount,
} satisfies Record<SupportedNamespace, AccountCheck>
