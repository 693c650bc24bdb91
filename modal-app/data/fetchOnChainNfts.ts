import { type Address, hexToBigInt, isAddressEqual, parseAbi } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import type { OwnedNft } from './accountTypes.js'
import { logsInRanges } from './logsInRanges.js'
import { fetchNftMetadata } from './nftMetadata.js'
import { publicClientFor } from './publicClient.js'
import {
  addressTopic,
  erc1155Moves,
  type RawLog,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
} from './transferLogs.js'

const nftAbi = parseAbi([
  'function ownerOf(uint256) view returns (address)',
  'function tokenURI(uint256) view returns (string)',
  'function balanceOf(address, uint256) view returns (uint256)',
  'function uri(uint256) view returns (string)',
  'function name() view returns (string)',
])

type Candidate = { contract: Address; tokenId: bigint; standard: OwnedNft['standard'] }

/**
 * The NFTs the account holds, from the chain alone (SPEC §7's fallback): every ERC-721 and ERC-1155 token ever
 * transferred to it (`eth_getLogs`, in as many ranges as the node needs), kept when it still holds it (`ownerOf`, `balanceOf`), named by its metadata.
 * @throws when the RPC fails.
 */
export async function fetchOnChainNfts(network: NetworkEntry, account: string): Promise<OwnedNft[]> {
  const client = publicClientFor(network)
  const to = addressTopic(account)
  const [erc721Logs, erc1155Logs] = await Promise.all([
    logsInRanges<RawLog>(client.request, { topics: [TRANSFER_TOPIC, null, to] }, 0n, 'latest'),
    logsInRanges<RawLog>(
      client.request,
      { topics: [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, to] },
      0n,
      'latest',
    ),
  ])
  const candidates = uniqueCandidates([
    ...erc721Logs
      .filter((log) => log.topics.length === 4)
      .map((log) => ({
        contract: log.address as Address,
        tokenId: hexToBigInt(log.topics[3]!),
        standard: 'erc721' as const,
      })),
    ...erc1155Logs.flatMap(erc1155Candidates),
  ])
  if (candidates.length === 0) return []

  const reads = await client.multicall({
    allowFailure: true,
    deployless: true,
    contracts: candidates.flatMap(({ contract, tokenId, standard }) => [
      standard === 'erc721'
        ? { address: contract, abi: nftAbi, functionName: 'ownerOf', args: [tokenId] }
        : { address: contract, abi: nftAbi, functionName: 'balanceOf', args: [account as Address, tokenId] },
      {
        address: contract,
        abi: nftAbi,
        functionName: standard === 'erc721' ? 'tokenURI' : 'uri',
        args: [tokenId],
      },
      { address: contract, abi: nftAbi, functionName: 'name' },
    ]) as never[],
  })
  const results = reads as { status: string; result?: unknown }[]
  const held = candidates.flatMap((candidate, index) => {
    const [holding, uri, name] = results.slice(index * 3, index * 3 + 3)
    if (holding?.status !== 'success') return []
    const holds =
      candidate.standard === 'erc721'
        ? isAddressEqual(holding.result as Address, account as Address)
        : (holding.result as bigint) > 0n
    if (!holds) return []
    return [{ candidate, uri: uri?.status === 'success' ? String(uri.result) : '', name: name?.result }]
  })
  return Promise.all(
    held.map(async ({ candidate, uri, name }) => {
      const tokenId = candidate.tokenId.toString()
      // ERC-1155: `{id}` is the id as 64 lowercase hex digits.
      const metadata = await fetchNftMetadata(
        uri.replaceAll('{id}', candidate.tokenId.toString(16).padStart(64, '0')),
      )
      const collection = typeof name === 'string' && name !== '' ? name : 'Unknown collection'
      return {
        contract: candidate.contract,
        tokenId,
        standard: candidate.standard,
        collection,
        name: metadata.name ?? `${collection} #${tokenId}`,
        imageUrl: metadata.imageUrl,
      }
    }),
  )
}

function erc1155Candidates(log: RawLog): Candidate[] {
  const contract = log.address as Address
  return erc1155Moves(log).map(({ id }) => ({ contract, tokenId: id, standard: 'erc1155' as const }))
}

function uniqueCandidates(candidates: readonly Candidate[]): Candidate[] {
  const seen = new Map<string, Candidate>()
  for (const candidate of candidates)
    seen.set(`${candidate.contract.toLowerCase()}:${candidate.tokenId}`, candidate)
  return [...seen.values()]
}
