/**
 * What the demo dapp (`e2e/pages/demo.js`) does with a connected wallet, bundled to `/demo-actions.js` (global
 * `DemoActions`) because it needs viem: sign a message and check the signature, send a transaction and wait for
 * its receipt, and words for the test wallet's approval panel. Everything goes through the page's EIP-1193 provider (`WalletModal.provider`).
 */
import {
  type Address,
  createPublicClient,
  custom,
  type EIP1193Provider,
  type Hex,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem'

export { summarizeRequest } from './requestSummary.js'

export type SignedMessage = { signature: Hex; verified: boolean }
export type SentTransaction = { hash: Hex; status: 'success' | 'reverted'; blockNumber: string }

/** `personal_sign` of `message` by `address`, and whether the signature recovers to `address`. */
export async function signMessage(
  provider: EIP1193Provider,
  address: Address,
  message: string,
): Promise<SignedMessage> {
  const signature = (await provider.request({
    method: 'personal_sign',
    params: [toHex(message), address],
  })) as Hex
  return { signature, verified: await verifyMessage({ address, message, signature }) }
}

/** `eth_sendTransaction` of `ether` from `from` to `to`, then its receipt, read through the same provider. */
export async function sendEther(
  provider: EIP1193Provider,
  from: Address,
  to: Address,
  ether: string,
): Promise<SentTransaction> {
  const hash = (await provider.request({
    method: 'eth_sendTransaction',
    params: [{ from, to, value: toHex(parseEther(ether)) }],
  })) as Hex
  const client = createPublicClient({ transport: custom(provider), pollingInterval: 250 })
  const receipt = await client.waitForTransactionReceipt({ hash })
  return { hash, status: receipt.status, blockNumber: receipt.blockNumber.toString() }
}
