import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { seedVisitor, type VisitorFixture } from './accountChainVisitor.js'
import { startAnvil } from './anvil.js'
import { NFT_CID } from './nftMetadataServer.js'

/** Anvil's account #9: the account whose Account view the tests look at. */
const HOLDER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
export const HOLDER_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
/** Anvil's account #0 on this chain: deploys the contracts and trades with the holder. */
const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** How the Activity tab writes the deployer (SPEC §5: 4 + 6 characters). */
const DEPLOYER_SHORT = '0xf39F…b92266'
const ACCOUNT_CHAIN_ID = 31339

const DAY = 86_400

/** What the seeded chain holds, for the tests' expectations (timestamps in seconds). */
export type AccountChainFixture = {
  rpcUrl: string
  chainId: number
  holder: Address
  token: Address
  nft: Address
  multiToken: Address
  /** Each activity the holder's history shows, oldest first, by what the Activity tab titles it. */
  activity: { title: string; timestamp: number; text: string; with: string }[]
  /** Anvil account #7 and the NFTs it holds: its own, and a stranger's airdrop (accountChainVisitor.ts). */
  visitor: VisitorFixture
}

const require = createRequire(import.meta.url)
type Artifact = { abi: Abi; bytecode: Hex }
// Named one by one, so that the dependency is visible to tooling.
const ARTIFACTS: Record<string, Artifact> = {
  ERC20PresetMinterPauser: require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json'),
  ERC721PresetMinterPauserAutoId: require('@openzeppelin/contracts/build/contracts/ERC721PresetMinterPauserAutoId.json'),
  ERC1155PresetMinterPauser: require('@openzeppelin/contracts/build/contracts/ERC1155PresetMinterPauser.json'),
}

/**
 * A third anvil (chain 31339) whose genesis is 400 days ago, so its history spans a past year and this month, with
 * OpenZeppelin's published ERC-20, ERC-721 and ERC-1155 presets deployed from their npm artifacts (no compiler)
 * and real transfers to and from anvil account #9; its NFTs' metadata on IPFS (nftMetadataServer.ts is the
 * gateway). Then account #7's NFTs, some of whose URIs point at `trackerUrl` (accountChainVisitor.ts). Tests only
 * read it, so they may run in parallel.
 */
export async function startAccountChain(trackerUrl: string) {
  const now = Math.floor(Date.now() / 1000)
  const start = now - 400 * DAY
  const anvil = await startAnvil({ chainId: ACCOUNT_CHAIN_ID, timestamp: start })
  try {
    const writer = chainWriter(anvil.rpcUrl)
    const history = await seedHistory(writer, { now, start })
    const visitor = await seedVisitor(writer, trackerUrl, now)
    return { fixture: { ...history, visitor }, stop: anvil.stop }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

/** Sends at a given block time, deploys an artifact, calls a contract: each waits for a successful receipt. */
export type ChainWriter = ReturnType<typeof chainWriter>

function chainWriter(rpcUrl: string) {
  const chain = defineChain({
    id: ACCOUNT_CHAIN_ID,
    name: 'Anvil 31339',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({ chain, transport: http(rpcUrl) }).extend(publicActions)
  const test = createTestClient({ chain, mode: 'anvil', transport: http(rpcUrl) })
  const at = async (timestamp: number, send: () => Promise<Hex>): Promise<Hex> => {
    await test.setNextBlockTimestamp({ timestamp: BigInt(timestamp) })
    const hash = await send()
    const receipt = await wallet.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`account chain: transaction ${hash} reverted`)
    return hash
  }
  const deploy = async (timestamp: number, name: string, args: unknown[], from: Address = DEPLOYER) => {
    const { abi, bytecode } = ARTIFACTS[name]!
    const hash = await at(timestamp, () => wallet.deployContract({ abi, bytecode, args, account: from }))
    const { contractAddress } = await wallet.getTransactionReceipt({ hash })
    return { address: contractAddress!, abi }
  }
  const call = (
    timestamp: number,
    contract: { address: Address; abi: Abi },
    from: Address,
    functionName: string,
    args: unknown[],
  ) => at(timestamp, () => wallet.writeContract({ ...contract, functionName, args, account: from, chain }))

  return { wallet, chain, at, deploy, call }
}

/** The seeded history of account #9, and what the tests expect of it. */
async function seedHistory(
  { wallet, chain, at, deploy, call }: ChainWriter,
  { now, start }: { now: number; start: number },
): Promise<Omit<AccountChainFixture, 'visitor'>> {
  const token = await deploy(start + 60, 'ERC20PresetMinterPauser', ['Test Dollar', 'TUSD'])
  const mintedAt = start + 3600
  await call(mintedAt, token, DEPLOYER, 'mint', [HOLDER, parseUnits('1234.56789', 18)])
  const sentEthAt = start + 2 * 3600
  await at(sentEthAt, () =>
    wallet.sendTransaction({ account: HOLDER, to: DEPLOYER, value: parseEther('0.5'), chain }),
  )

  const nft = await deploy(now - 3 * DAY, 'ERC721PresetMinterPauserAutoId', [
    'Test Punks',
    'TPK',
    `ipfs://${NFT_CID}/erc721/`,
  ])
  const nftMintedAt = now - 3 * DAY + 60
  await call(nftMintedAt, nft, DEPLOYER, 'mint', [HOLDER])
  await call(nftMintedAt + 60, nft, DEPLOYER, 'mint', [HOLDER])
  // Token 1 leaves again: the NFTs tab shows what the holder still owns.
  const nftSentAt = nftMintedAt + 120
  await call(nftSentAt, nft, HOLDER, 'transferFrom', [HOLDER, DEPLOYER, 1n])
  const multiToken = await deploy(nftSentAt + 60, 'ERC1155PresetMinterPauser', [
    `ipfs://${NFT_CID}/erc1155/{id}.json`,
  ])
  await call(nftSentAt + 120, multiToken, DEPLOYER, 'mint', [HOLDER, 7n, 3n, '0x'])
  // The holder sends one of them on: it has used the contract, so its NFTs are not taken for spam (nftSpam.ts).
  const badgeSentAt = nftSentAt + 180
  await call(badgeSentAt, multiToken, HOLDER, 'safeTransferFrom', [HOLDER, DEPLOYER, 7n, 1n, '0x'])

  // Address poisoning: a zero-amount transfer to the holder, which the Activity tab must hide.
  await call(now - 2 * 3600, token, DEPLOYER, 'transfer', [HOLDER, 0n])
  const sentTokenAt = now - 3600
  await call(sentTokenAt, token, HOLDER, 'transfer', [DEPLOYER, parseUnits('12.3456789', 18)])

  return {
    rpcUrl: chain.rpcUrls.default.http[0],
    chainId: ACCOUNT_CHAIN_ID,
    holder: HOLDER,
    token: token.address,
    nft: nft.address,
    multiToken: multiToken.address,
    activity: [
      { title: 'Minted', timestamp: mintedAt, text: '+1,234.567 TUSD', with: `from ${DEPLOYER_SHORT}` },
      { title: 'Sent', timestamp: sentEthAt, text: '-0.5 ETH', with: `to ${DEPLOYER_SHORT}` },
      { title: 'Minted', timestamp: nftMintedAt, text: 'Test Punks #0', with: `from ${DEPLOYER_SHORT}` },
      {
        title: 'Minted',
        timestamp: nftMintedAt + 60,
        text: 'Test Punks #1',
        with: `from ${DEPLOYER_SHORT}`,
      },
      { title: 'Sent', timestamp: nftSentAt, text: 'Test Punks #1', with: `to ${DEPLOYER_SHORT}` },
      // ERC-1155: three of id 7, in a transaction the holder did not send (found by its TransferSingle log);
      // the preset has no name().
      { title: 'Minted', timestamp: nftSentAt + 120, text: '3 × NFT #7', with: `from ${DEPLOYER_SHORT}` },
      { title: 'Sent', timestamp: badgeSentAt, text: 'NFT #7', with: `to ${DEPLOYER_SHORT}` },
      { title: 'Sent', timestamp: sentTokenAt, text: '-12.345 TUSD', with: `to ${DEPLOYER_SHORT}` },
    ],
  }
}
