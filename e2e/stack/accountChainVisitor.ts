import type { Address, Hex } from 'viem'
import type { ChainWriter } from './accountChain.js'
import { NFT_CID } from './nftMetadataServer.js'

/** Anvil's account #7: the visitor whose NFTs the privacy tests look at (e2e/account-nfts-privacy.spec.ts). */
const VISITOR: Address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const VISITOR_KEY: Hex = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'
/** Anvil's account #8: a stranger who airdrops the visitor an NFT. */
const STRANGER: Address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
/** A private address: nothing listens there, and the modal must never try. */
const PRIVATE_HOST = 'https://10.77.0.1'

/** A name as NFT data may carry it: a right-to-left override and a zero-width space. */
const BIDI_NAME = '\u202eOn-chain\u200b Badge'
const BADGE_IMAGE = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#7c3aed"/></svg>').toString('base64')}`

export type VisitorFixture = {
  address: Address
  key: Hex
  /** The NFTs tab's cards, in order, as name then collection: the visitor's own NFTs. */
  shown: string[]
  /** The cards hidden as spam until shown: the stranger's airdrop. */
  hidden: string[]
  /** The gateway paths of the visitor's `ipfs:` NFT and its image. */
  gatewayPaths: string[]
  /** The private host one of its NFTs' URI names. */
  privateHost: string
}

/**
 * Seeds account #7's NFTs, each minted in a transaction it sent (so not spam) unless said otherwise:
 * - an ERC-721 whose metadata is on IPFS (through the deployment's gateway), its collection's name with a
 *   zero-width space;
 * - an ERC-1155 whose `uri` is a `data:application/json` document with a bidi-laden name and a `data:` image;
 * - an ERC-721 whose metadata is on `trackerUrl` over plain http (a loopback host, and not https);
 * - an ERC-1155 whose metadata is on a private address over https;
 * - the stranger's airdrop: an ERC-721 it deploys and mints to the visitor, its `tokenURI` on `trackerUrl`.
 */
export async function seedVisitor(
  { deploy, call }: ChainWriter,
  trackerUrl: string,
  now: number,
): Promise<VisitorFixture> {
  let at = now - 50 * 60
  const next = () => {
    at += 60
    return at
  }
  const own = async (name: string, args: unknown[], mintArgs: unknown[]) => {
    const contract = await deploy(next(), name, args, VISITOR)
    await call(next(), contract, VISITOR, 'mint', mintArgs)
  }
  const erc721 = 'ERC721PresetMinterPauserAutoId'
  const erc1155 = 'ERC1155PresetMinterPauser'
  await own(erc721, ['IPFS\u200b Lanterns', 'LAN', `ipfs://${NFT_CID}/lantern/`], [VISITOR])
  const inline = `data:application/json,${encodeURIComponent(JSON.stringify({ name: BIDI_NAME, image: BADGE_IMAGE }))}`
  await own(erc1155, [inline], [VISITOR, 1n, 1n, '0x'])
  await own(erc721, ['Plain Http', 'PH', `${trackerUrl}/http/`], [VISITOR])
  await own(erc1155, [`${PRIVATE_HOST}/meta/{id}.json`], [VISITOR, 2n, 1n, '0x'])
  const airdrop = await deploy(next(), erc721, ['Free Claim', 'FREE', `${trackerUrl}/track/`], STRANGER)
  await call(next(), airdrop, STRANGER, 'mint', [VISITOR])
  return {
    address: VISITOR,
    key: VISITOR_KEY,
    shown: [
      'IPFS Lantern #0IPFS Lanterns',
      'On-chain BadgeUnknown collection',
      'Plain Http #0Plain Http',
      'Unknown collection #2Unknown collection',
    ],
    hidden: ['Free Claim #0Free Claim'],
    gatewayPaths: [`/ipfs/${NFT_CID}/lantern/0`, `/ipfs/${NFT_CID}/image/lantern-0.svg`],
    privateHost: PRIVATE_HOST,
  }
}
