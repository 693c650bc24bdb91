import { type Address, type ContractFunctionParameters, erc20Abi } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import { cleanTokenName, cleanTokenSymbol } from './displayText.js'
import { resultOf } from './nodeAnswers.js'
import { publicClientFor } from './publicClient.js'

/** What Activity and NFTs show of a token contract: ERC-20s have decimals, NFT contracts do not. */
export type ContractInfo = {
  name?: string | undefined
  symbol?: string | undefined
  decimals?: number | undefined
}

const READS = ['name', 'symbol', 'decimals'] as const

/**
 * `name`, `symbol` and `decimals` of each contract (keyed by its lowercase address), by one multicall; reads that
 * fail, or answer another type, are left out. Names and symbols are cleaned for display (a contract's author writes
 * them); an empty one is left out too.
 */
export async function fetchContractInfo(
  network: NetworkEntry,
  contracts: readonly Address[],
): Promise<Map<string, ContractInfo>> {
  const unique = [...new Map(contracts.map((contract) => [contract.toLowerCase(), contract])).values()]
  const info = new Map<string, ContractInfo>()
  if (unique.length === 0) return info
  const reads: ContractFunctionParameters[] = unique.flatMap((address) =>
    READS.map((functionName) => ({ address, abi: erc20Abi, functionName })),
  )
  const results = await publicClientFor(network).multicall({
    contracts: reads,
    allowFailure: true,
    deployless: true,
  })
  unique.forEach((contract, index) => {
    const [name, symbol, decimals] = results.slice(index * 3, index * 3 + 3).map(resultOf)
    info.set(contract.toLowerCase(), {
      name: (typeof name === 'string' && cleanTokenName(name)) || undefined,
      symbol: (typeof symbol === 'string' && cleanTokenSymbol(symbol)) || undefined,
      decimals: typeof decimals === 'number' ? decimals : undefined,
    })
  })
  return info
}
