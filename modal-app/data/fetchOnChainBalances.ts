import { type Address, erc20Abi, formatUnits } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import type { TokenBalance } from './accountTypes.js'
import { cleanTokenName, cleanTokenSymbol } from './displayText.js'
import { publicClientFor } from './publicClient.js'

export type ConfiguredToken = { address: string; image?: string | undefined }

const READS = ['balanceOf', 'decimals', 'symbol', 'name'] as const

/**
 * The on-chain fallback (SPEC §7): the native balance and, by one multicall (viem's deployless multicall, so no
 * Multicall3 contract is needed on the chain), the ERC-20 balances of the `tokens` option. A token whose reads fail
 * (not an ERC-20 there) or whose balance is zero is left out; no price is known, so no value.
 * @throws when the RPC fails.
 */
export async function fetchOnChainBalances(
  network: NetworkEntry,
  address: string,
  tokens: readonly ConfiguredToken[],
): Promise<TokenBalance[]> {
  const client = publicClientFor(network)
  const owner = address as Address
  const contracts = tokens.flatMap((token) =>
    READS.map((functionName) => ({
      address: token.address as Address,
      abi: erc20Abi,
      functionName,
      args: functionName === 'balanceOf' ? [owner] : [],
    })),
  )
  const [native, results] = await Promise.all([
    client.getBalance({ address: owner }),
    contracts.length === 0
      ? Promise.resolve([])
      : client.multicall({ contracts: contracts as never[], allowFailure: true, deployless: true }),
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
  tokens.forEach((token, index) => {
    const [balance, tokenDecimals, tokenSymbol, tokenName] = results.slice(index * 4, index * 4 + 4) as {
      status: 'success' | 'failure'
      result?: unknown
    }[]
    if (![balance, tokenDecimals, tokenSymbol, tokenName].every((read) => read?.status === 'success')) return
    const amount = balance!.result as bigint
    if (amount === 0n) return
    const places = Number(tokenDecimals!.result)
    balances.push({
      name: cleanTokenName(String(tokenName!.result)),
      symbol: cleanTokenSymbol(String(tokenSymbol!.result)),
      chainId: network.caipNetworkId,
      address: token.address as Address,
      quantity: { decimals: String(places), numeric: formatUnits(amount, places) },
      iconUrl: token.image,
    })
  })
  return balances
}
