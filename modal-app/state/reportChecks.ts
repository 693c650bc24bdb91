import { getAddress, isAddress } from 'viem'
import { isBitcoinAddress } from '../config/bitcoinAddress.js'
import { isSolanaAddress } from '../config/solanaAddress.js'
import type { NetworkEntry } from '../config/types.js'
import type {
  AnyConnector,
  BitcoinAccount,
  BitcoinKeyedAddress,
  EvmAccount,
  SolanaAccount,
} from '../connectors/types.js'

const isValidReport = ({ address, chainId }: EvmAccount) =>
  Number.isSafeInteger(chainId) && chainId > 0 && isAddress(address, { strict: false })

export type AnyAccount = EvmAccount | SolanaAccount | BitcoinAccount

/** A Bitcoin account of `network`, its key kept when it is one: compressed secp256k1 (33 bytes) or x-only (32). */
function checkBitcoinAddress(
  { address, publicKey }: BitcoinKeyedAddress,
  network: NetworkEntry,
): BitcoinKeyedAddress | undefined {
  if (!isBitcoinAddress(address, network.id)) return undefined
  const keyed = publicKey instanceof Uint8Array && (publicKey.length === 33 || publicKey.length === 32)
  return keyed ? { address, publicKey } : { address }
}

/**
 * A report checked for its namespace: the address as shown (checksummed for eip155), and its chain if it has one.
 * SPEC §5: every address the modal shows is checked; a Solana or Bitcoin wallet's chain is the app's (`network`),
 * and a Bitcoin address must be one of that network's (an ordinals account that is not is dropped).
 */
export function checkReport(
  connector: AnyConnector,
  report: AnyAccount,
  network: NetworkEntry | undefined,
): { address: string; chainId?: number; publicKey?: Uint8Array; ordinals?: BitcoinKeyedAddress } | undefined {
  const { namespace } = connector
  if (namespace === 'eip155')
    return 'chainId' in report && isValidReport(report)
      ? { address: getAddress(report.address), chainId: report.chainId }
      : undefined
  if (namespace === 'solana') return isSolanaAddress(report.address) ? { address: report.address } : undefined
  if (namespace !== 'bip122' || !network) return undefined
  const payment = checkBitcoinAddress(report, network)
  const ordinals = 'ordinals' in report ? report.ordinals : undefined
  const checkedOrdinals = ordinals && checkBitcoinAddress(ordinals, network)
  return payment && checkedOrdinals ? { ...payment, ordinals: checkedOrdinals } : payment
}
