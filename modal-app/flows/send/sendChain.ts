import { type Address, createPublicClient, custom, erc20Abi, type Hex, isAddress } from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import type { NetworkEntry } from '../../config/types.js'
import type { TokenBalance } from '../../data/accountTypes.js'
import { transportFor } from '../../data/nodeTransport.js'
import { publicClientFor } from '../../data/publicClient.js'
import type { SendCall, SendFee } from './sendCall.js'

/** The balance of `token` held by `owner`, in its smallest unit, read from the chain (the list may be stale). */
export async function readSendBalance(
  network: NetworkEntry,
  owner: Address,
  token: Pick<TokenBalance, 'address'>,
): Promise<bigint> {
  const client = publicClientFor(network)
  if (token.address === undefined) return client.getBalance({ address: owner })
  if (!isAddress(token.address, { strict: false }))
    throw new Error(`${token.address} is not a token contract`)
  return client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** The gas the call needs and the network's price per gas now: the fee shown, and the one the wallet is given. */
export async function estimateSendFee(
  network: NetworkEntry,
  from: Address,
  call: SendCall,
): Promise<SendFee> {
  const client = publicClientFor(network)
  const [gas, fees] = await Promise.all([
    client.estimateGas({ account: from, to: call.to, value: call.value, data: call.data }),
    client.estimateFeesPerGas(),
  ])
  const { maxFeePerGas, maxPriorityFeePerGas, gasPrice } = fees
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined)
    return { gas, price: { maxFeePerGas, maxPriorityFeePerGas }, total: gas * maxFeePerGas }
  if (gasPrice === undefined) throw new Error('The network gave no gas price')
  return { gas, price: { gasPrice }, total: gas * gasPrice }
}

/** The chains with an ENS registry: names are resolved there, over the network's own RPC. */
const NAME_CHAINS = { 'eip155:1': mainnet, 'eip155:11155111': sepolia } as const

export const resolvesNames = (network: NetworkEntry): boolean => network.caipNetworkId in NAME_CHAINS

/** The address and avatar a name resolves to through the chain's ENS resolver; no address when it has none. */
export async function resolveName(
  network: NetworkEntry,
  name: string,
): Promise<{ address: Address | undefined; avatar: string | undefined }> {
  const chain =
    network.caipNetworkId === 'eip155:1' ? NAME_CHAINS['eip155:1'] : NAME_CHAINS['eip155:11155111']
  const client = createPublicClient({ chain, transport: custom({ request: transportFor(network) }) })
  const address = await client.getEnsAddress({ name })
  if (!address) return { address: undefined, avatar: undefined }
  const avatar = await client.getEnsAvatar({ name }).catch(() => null)
  return { address, avatar: avatar ?? undefined }
}

/** How often the receipt is asked for: the user is watching (viem's default is 4 s). */
const RECEIPT_POLL_MS = 1_000

/** Waits until the transaction is mined; whether it succeeded. */
export async function waitForSend(network: NetworkEntry, hash: Hex): Promise<'success' | 'reverted'> {
  const receipt = await publicClientFor(network).waitForTransactionReceipt({
    hash,
    pollingInterval: RECEIPT_POLL_MS,
  })
  return receipt.status
}
