import { type ContractFunctionParameters, erc20Abi, formatUnits, isAddress } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import type { TokenBalance } from './accountTypes.js'
import { cleanTokenName, cleanTokenSymbol } from './displayText.js'
import { resultOf } from './nodeAnswers.js'
import { publicClientFor } from './publicClient.js'

export type ConfiguredToken = { address: string; image?: string | undefined }

const READS = ['balanceOf', 'decimals', 'symbol', 'name'] as const

/**
 * The on-chain fallback (SPEC §7): the native balance and, by one multicall (viem's deployless multicall, so no
 * Multicall3 contract is needed on the chain), the ERC-20 balances of the `tokens` option. A token whose reads fail
 * (not an ERC-20 there, or answers of other types) or whose balance is zero is left out; no price is known,
 * so no value. A token whose address is not an eip155 address is not read.
 * @throws when the RPC fails, or `address` is not an eip155 address.
 */
export async function fetchOnChainBalances(
  network: NetworkEntry,
  address: string,
  tokens: readonly ConfiguredToken[],
): Promise<TokenBalance[]> {
  if (!isAddress(address, { strict: false })) throw new Error(`${address} is not an eip155 address`)
  const client = publicClientFor(network)
  const readable = tokens.flatMap((token) =>
    isAddress(token.address, { strict: false }) ? [{ ...token, address: token.address }] : [],
  )
  const contracts: ContractFunctionParameters[] = readable.flatMap((token) =>
    READS.map((functionName) => ({
      address: token.address,
      abi: erc20Abi,
      functionName,
      args: functionName === 'balanceOf' ? [address] : [],
    })),
  )
  const [native, results] = await Promise.all([
    client.getBalance({ address }),
    contracts.length === 0
      ? Promise.resolve([])
      : client.multicall({ contracts, allowFailure: true, deployless: true }),
  ])
  const { name, symbol, decimals } = network.nativeCurrency
  const balances: TokenBalance[] = [
    {
      name,
      symbol,
      chainId: network.caipNetworkId,
      quantity: { decimals: String(decimals), numeric: formatUnits(native, decimals) },
    },
  ]
  readable.forEach((token, index) => {
    const [amount, places, symbol, name] = results.slice(index * 4, index * 4 + 4).map(resultOf)
    if (typeof amount !== 'bigint' || amount === 0n || typeof places !== 'number') return
    if (typeof symbol !== 'string' || typeof name !== 'string') return
    balances.push({
      name: cleanTokenName(name),
      symbol: cleanTokenSymbol(symbol),
      chainId: network.caipNetworkId,
      address: token.address,
      quantity: { decimals: String(places), numeric: formatUnits(amount, places) },
      iconUrl: token.image,
    })
  })
  return balances
}
