import { type Address, erc20Abi } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import { cleanTokenName, cleanTokenSymbol } from './displayText.js'
import { publicClientFor } from './publicClient.js'

/** What Activity and NFTs show of a token contract: ERC-20s have decimals, NFT contracts do not. */
export type ContractInfo = {
  name?: string | undefined
  symbol?: string | undefined
  decimals?: number | undefined
}

const READS = ['name', 'symbol', 'decimals'] as const

/**
 * `name`, `symbol` and `decimals` of each contract, by one multicall; reads that fail are left out. Names and symbols
 * are cleaned for display (a contract's author writes them); an empty one is left out too.
 */
export async function fetchContractInfo(
  network: NetworkEntry,
  contracts: readonly string[],
): Promise<Map<string, ContractInfo>> {
  const unique = [...new Set(contracts.map((contract) => contract.toLowerCase()))]
  const info = new Map<string, ContractInfo>()
  if (unique.length === 0) return info
  const results = await publicClientFor(network).multicall({
    contracts: unique.flatMap((contract) =>
      READS.map((functionName) => ({ address: contract as Address, abi: erc20Abi, functionName })),
    ) as never[],
    allowFailure: true,
    deployless: true,
  })
  unique.forEach((contract, index) => {
    const [name, symbol, decimals] = (results as { status: string; result?: unknown }[]).slice(
      index * 3,
      index * 3 + 3,
    )
    info.set(contract, {
      name: (name?.status === 'success' && cleanTokenName(String(name.result))) || undefined,
      symbol: (symbol?.status === 'success' && cleanTokenSymbol(String(symbol.result))) || undefined,
      decimals: decimals?.status === 'success' ? Number(decimals.result) : undefined,
    })
  })
  return info
}
