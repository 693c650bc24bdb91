import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  maxUint256,
  parseEther,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const require = createRequire(import.meta.url)
type Artifact = { abi: Abi; bytecode: string }
const artifact = ({ abi, bytecode }: Artifact): { abi: Abi; bytecode: Hex } => ({
  abi,
  bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex,
})

/** Uniswap v2 as its npm packages ship it, compiled (no Solidity compiler): the router pairs by the factory's hash. */
const WETH9 = artifact(require('@uniswap/v2-periphery/build/WETH9.json'))
const FACTORY = artifact(require('@uniswap/v2-core/build/UniswapV2Factory.json'))
export const ROUTER = artifact(require('@uniswap/v2-periphery/build/UniswapV2Router02.json'))
export const PAIR = artifact(require('@uniswap/v2-core/build/UniswapV2Pair.json'))

/** Where Uniswap v2 lives on one chain. */
export type UniswapDeployment = {
  chainId: number
  rpcUrl: string
  weth: Address
  factory: Address
  router: Address
}

function clientFor(rpcUrl: string, chainId: number, key: Hex) {
  const chain = defineChain({
    id: chainId,
    name: `Anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({ chain, account: privateKeyToAccount(key), transport: http(rpcUrl) }).extend(
    publicActions,
  )
}

/** Deploys WETH9, UniswapV2Factory and UniswapV2Router02 from their npm artifacts, by `deployer`; waits for each. */
async function deployUniswap(options: { rpcUrl: string; chainId: number; deployer: Hex }) {
  const client = clientFor(options.rpcUrl, options.chainId, options.deployer)
  const deploy = async (contract: { abi: Abi; bytecode: Hex }, args: readonly unknown[]) => {
    const hash = await client.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args })
    const { contractAddress } = await client.waitForTransactionReceipt({ hash })
    if (!contractAddress) throw new Error('a Uniswap contract was not deployed')
    return contractAddress
  }
  const weth = await deploy(WETH9, [])
  const factory = await deploy(FACTORY, [client.account.address])
  const router = await deploy(ROUTER, [factory, weth])
  return {
    chainId: options.chainId,
    rpcUrl: options.rpcUrl,
    weth,
    factory,
    router,
  } satisfies UniswapDeployment
}

/**
 * Opens a `token`/WETH pool holding `tokenAmount` and `ethAmount` (the router's `addLiquidityETH`), from `provider`,
 * who must hold the tokens and the ether. Waits for both transactions.
 */
export async function addEthPool(
  uniswap: UniswapDeployment,
  options: { provider: Hex; token: Address; tokenAmount: bigint; ethAmount: bigint },
) {
  const client = clientFor(uniswap.rpcUrl, uniswap.chainId, options.provider)
  const approve = await client.writeContract({
    address: options.token,
    abi: [
      {
        type: 'function',
        name: 'approve',
        stateMutability: 'nonpayable',
        inputs: [
          { name: 'spender', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
        outputs: [{ type: 'bool' }],
      },
    ],
    functionName: 'approve',
    args: [uniswap.router, maxUint256],
  })
  await client.waitForTransactionReceipt({ hash: approve })
  const block = await client.getBlock()
  const hash = await client.writeContract({
    address: uniswap.router,
    abi: ROUTER.abi,
    functionName: 'addLiquidityETH',
    args: [
      options.token,
      options.tokenAmount,
      options.tokenAmount,
      options.ethAmount,
      client.account.address,
      block.timestamp + 600n,
    ],
    value: options.ethAmount,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('addLiquidityETH reverted')
}

/** The USD price of ether the local convert API prices tokens by (their pools give the rest). */
export const SWAP_ETH_USD = 2000

/**
 * {@link deployUniswap} by a deployer of its own (a fresh key anvil funds): no other account's nonce moves, so tests
 * that use anvil's well-known accounts are not disturbed.
 */
export async function deployUniswapFresh(rpcUrl: string, chainId: number): Promise<UniswapDeployment> {
  const deployer = generatePrivateKey()
  const test = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await test.setBalance({ address: privateKeyToAccount(deployer).address, value: parseEther('10') })
  return deployUniswap({ rpcUrl, chainId, deployer })
}
