import * as v from 'valibot'
import { type Address, type Hex, hexToBigInt, isAddressEqual, parseAbi } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import type { OwnedNft } from './accountTypes.js'
import { cleanTokenName } from './displayText.js'
import { logsInRanges } from './logsInRanges.js'
import { contractsUsedBy, type NftLog, newestFirst } from './nftSpam.js'
import { publicClientFor } from './publicClient.js'
import {
  addressTopic,
  erc1155Moves,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
} from './transferLogs.js'

/** Tokens considered, the most recently received first: each costs chain reads, and its card a metadata read. */
const MAX_NFT_CANDIDATES = 50

const nftAbi = parseAbi([
  'function ownerOf(uint256) view returns (address)',
  'function tokenURI(uint256) view returns (string)',
  'function balanceOf(address, uint256) view returns (uint256)',
  'function uri(uint256) view returns (string)',
  'function name() view returns (string)',
])

/** A token received, and the transaction that last brought it. */
type Candidate = { contract: Address; tokenId: bigint; standard: OwnedNft['standard']; hash: Hex }

/**
 * The NFTs the account holds, from the chain alone (SPEC §7's fallback): the last {@link MAX_NFT_CANDIDATES}
 * ERC-721 and ERC-1155 tokens transferred to it (`eth_getLogs`, in as many ranges as the node needs), kept when it
 * still holds them (`ownerOf`, `balanceOf`), with their collection's name and metadata URI, and whether they are
 * spam: from a contract the account never used (nftSpam.ts). Nothing but the node is asked: the metadata is read
 * by each card, once shown.
 * @throws when the RPC fails.
 */
export async function fetchOnChainNfts(network: NetworkEntry, account: string): Promise<OwnedNft[]> {
  const client = publicClientFor(network)
  const to = addressTopic(account)
  const received = await Promise.all([
    logsInRanges(client.request, { topics: [TRANSFER_TOPIC, null, to] }, 0n, 'latest', v.unknown()),
    logsInRanges(
      client.request,
      { topics: [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, to] },
      0n,
      'latest',
      v.unknown(),
    ),
  ])
  // Shown in the order received, oldest first, as the chain's logs come.
  const candidates = newestCandidates(newestFirst(received.flat())).reverse()
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
  const used = await contractsUsedBy(
    client.request,
    account,
    held.map(({ candidate }) => candidate),
  )
  return held.map(({ candidate, uri, name }) => {
    const tokenId = candidate.tokenId.toString()
    const collection = (typeof name === 'string' && cleanTokenName(name)) || 'Unknown collection'
    return {
      contract: candidate.contract,
      tokenId,
      standard: candidate.standard,
      collection,
      name: `${collection} #${tokenId}`,
      // ERC-1155: `{id}` is the id as 64 lowercase hex digits.
      uri: uri.replaceAll('{id}', candidate.tokenId.toString(16).padStart(64, '0')),
      spam: !used.has(candidate.contract.toLowerCase()),
    }
  })
}

/** The distinct tokens of the logs (newest first), at most {@link MAX_NFT_CANDIDATES}. */
function newestCandidates(logs: readonly NftLog[]): Candidate[] {
  const candidates = new Map<string, Candidate>()
  for (const log of logs) {
    for (const candidate of candidatesOf(log)) {
      const key = `${candidate.contract.toLowerCase()}:${candidate.tokenId}`
      if (!candidates.has(key)) candidates.set(key, candidate)
      if (candidates.size === MAX_NFT_CANDIDATES) return [...candidates.values()]
    }
  }
  return [...candidates.values()]
}

/** The tokens a transfer log brought: an ERC-721 `Transfer` (its 4th topic the id), or ERC-1155 moves. */
function candidatesOf(log: NftLog): Candidate[] {
  const contract = log.address as Address
  const hash = log.transactionHash
  const [topic, , , idTopic] = log.topics
  if (topic === TRANSFER_TOPIC)
    return idTopic === undefined || log.topics.length !== 4
      ? []
      : [{ contract, tokenId: hexToBigInt(idTopic), standard: 'erc721', hash }]
  try {
    return erc1155Moves(log).map(({ id }) => ({ contract, tokenId: id, standard: 'erc1155', hash }))
  } catch {
    // A log whose data is not what the event's ABI says: no tokens.
    return []
  }
}
