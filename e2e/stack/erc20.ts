import { createRequire } from 'node:module'
import { type Abi, type Address, createWalletClient, defineChain, type Hex, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const require = createRequire(import.meta.url)
const ERC20: {
  abi: Abi
  bytecode: Hex
} = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json')

/**
 * OpenZeppelin's ERC-20 preset deployed from its npm artifact (no compiler) on the anvil at `rpcUrl` by `deployer`
 * (who may mint), then minted to each holder; waits for every receipt. Its address.
 */
export async function deployErc20(options: {
  rpcUrl: string
  chainId: number
  deployer: Hex
  name: string
  symbol: string
  mints: readonly { to: Address; amount: bigint }[]
}): Promise<Address> {
  const chain = defineChain({
    id: options.chainId,
    name: `Anvil ${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const account = privateKeyToAccount(options.deployer)
  const client = createWalletClient({ chain, account, transport: http(options.rpcUrl) }).extend(publicActions)
  const deployed = await client.deployContract({
    abi: ERC20.abi,
    bytecode: ERC20.bytecode,
    args: [options.name, options.symbol],
  })
  const { contractAddress } = await client.waitForTransactionReceipt({ hash: deployed })
  if (!contractAddress) throw new Error(`${options.symbol} was not deployed`)
  for (const { to, amount } of options.mints) {
    const hash = await client.writeContract({
      address: contractAddress,
      abi: ERC20.abi,
      functionName: 'mint',
      args: [to, amount],
    })
    await client.waitForTransactionReceipt({ hash })
  }
  return contractAddress
}
