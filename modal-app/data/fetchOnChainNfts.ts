import { type Address, type ContractFunctionParameters, hexToBigInt, isAddress, parseAbi } from 'viem'
import type { NetworkEntry } from '../config/types.js'
import { sameAddress } from '../wallets/address.js'
import type { OwnedNft } from './accountTypes.js'
import { logsInRanges } from './logsInRanges.js'
import { fetchNftMetadata } from './nftMetadata.js'
import { logSchema, resultOf } from './nodeAnswers.js'
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
 * @throws when the RPC fails; a `NodeAnswerError` when the node answers logs that are not logs.
 */
export async function fetchOnChainNfts(network: NetworkEntry, account: string): Promise<OwnedNft[]> {
  if (!isAddress(account, { strict: false })) throw new Error(`${account} is not an eip155 address`)
  const client = publicClientFor(network)
  const to = addressTopic(account)
  const [erc721Logs, erc1155Logs] = await Promise.all([
    logsInRanges(client.request, { topics: [TRANSFER_TOPIC, null, to] }, 0n, 'latest', logSchema),
    logsInRanges(
      client.request,
      { topics: [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, to] },
      0n,
      'latest',
      logSchema,
    ),
  ])
  const candidates = uniqueCandidates([
    ...erc721Logs.flatMap(({ address, topics }): Candidate[] => {
      // ERC-721's id is its 4th topic (ERC-20's Transfer has 3).
      const id = topics[3]
      return topics.length === 4 && id !== undefined
        ? [{ contract: address, tokenId: hexToBigInt(id), standard: 'erc721' }]
        : []
    }),
    ...erc1155Logs.flatMap(erc1155Candidates),
  ])
  if (candidates.length === 0) return []

  const contracts: ContractFunctionParameters[] = candidates.flatMap(({ contract, tokenId, standard }) => [
    standard === 'erc721'
      ? { address: contract, abi: nftAbi, functionName: 'ownerOf', args: [tokenId] }
      : { address: contract, abi: nftAbi, functionName: 'balanceOf', args: [account, tokenId] },
    {
      address: contract,
      abi: nftAbi,
      functionName: standard === 'erc721' ? 'tokenURI' : 'uri',
      args: [tokenId],
    },
    { address: contract, abi: nftAbi, functionName: 'name' },
  ])
  const results = await client.multicall({ allowFailure: true, deployless: true, contracts })
  const held = candidates.flatMap((candidate, index) => {
    const [holding, uri, name] = results.slice(index * 3, index * 3 + 3).map(resultOf)
    const holds =
      candidate.standard === 'erc721'
        ? typeof holding === 'string' && sameAddress(holding, account)
        : typeof holding === 'bigint' && holding > 0n
    if (!holds) return []
    return [{ candidate, uri: typeof uri === 'string' ? uri : '', name }]
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
  return erc1155Moves(log).map(({ id }) => ({ contract: log.address, tokenId: id, standard: 'erc1155' }))
}

function uniqueCandidates(candidates: readonly Candidate[]): Candidate[] {
  const seen = new Map<string, Candidate>()
  for (const candidate of candidates)
    seen.set(`${candidate.contract.toLowerCase()}:${candidate.tokenId}`, candidate)
  return [...seen.values()]
}
