import { type Address, erc20Abi, type Hex } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import { publicClientFor } from '../../data/publicClient.js'
import { NATIVE_TOKEN } from './convertApi.js'

/** The token's 0x address from its CAIP-10 id; undefined for the native token. */
export function tokenAddressOf(id: string): Address | undefined {
  const address = id.split(':').at(-1) ?? ''
  return address.toLowerCase() === NATIVE_TOKEN ? undefined : (address as Address)
}

/** The balance of the token (CAIP-10 id) held by `owner`, in its smallest unit, read from the chain. */
export async function readSwapBalance(network: NetworkEntry, owner: Address, token: string): Promise<bigint> {
  const client = publicClientFor(network)
  const address = tokenAddressOf(token)
  if (address === undefined) return client.getBalance({ address: owner })
  return client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** How often the receipt is asked for: the user is watching. */
const RECEIPT_POLL_MS = 1_000

/** Waits until the transaction is mined; whether it succeeded. */
export async function waitForSwapTransaction(
  network: NetworkEntry,
  hash: Hex,
): Promise<'success' | 'reverted'> {
  const receipt = await publicClientFor(network).waitForTransactionReceipt({
    hash,
    pollingInterval: RECEIPT_POLL_MS,
  })
  return receipt.status
}
