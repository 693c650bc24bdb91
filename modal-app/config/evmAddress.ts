import { getAddress, isAddress } from 'viem'
import type { AccountReport, CheckedAccount } from './namespaces/namespaceRules.js'

/**
 * An eip155 wallet's report checked (SPEC §5): a hex address, shown checksummed, and its chain id, a positive safe
 * integer. viem's checksum is in this chunk, not the startup bundle (issue 11.3).
 */
export function checkEvmAccount({ address, chainId }: AccountReport): CheckedAccount | undefined {
  if (chainId === undefined || !Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  return isAddress(address, { strict: false }) ? { address: getAddress(address), chainId } : undefined
}
