import { createRequire } from 'node:module'
import { type Abi, createWalletClient, type Hex, http, parseEther, parseUnits, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Anvil, startAnvil } from '../../e2e/stack/anvil.js'
import type { NetworkEntry } from '../config/types.js'
import { fetchOnChainHistory } from './fetchOnChainHistory.js'

// Against a real node (anvil serves the Otterscan API): account #2 receives an ERC-20 mint (a transfer Otterscan
// does not index for it), then sends 30 transactions, one block each, so that history takes two pages.
const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const MINTER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SENDS = 30

const require = createRequire(import.meta.url)
const erc20 = require('@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json') as {
  abi: Abi
  bytecode: Hex
}

let anvil: Anvil
let network: NetworkEntry
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  network = {
    id: 31337,
    name: 'History',
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    testnet: true,
  }
  const wallet = createWalletClient({ chain: foundry, transport: http(anvil.rpcUrl) }).extend(publicActions)
  const deployed = await wallet.deployContract({ ...erc20, args: ['Mint Token', 'MNT'], account: MINTER })
  const { contractAddress } = await wallet.waitForTransactionReceipt({ hash: deployed })
  const minted = await wallet.writeContract({
    address: contractAddress!,
    abi: erc20.abi,
    functionName: 'mint',
    args: [ACCOUNT, parseUnits('5', 18)],
    account: MINTER,
  })
  await wallet.waitForTransactionReceipt({ hash: minted })
  for (let index = 0; index < SENDS; index++) {
    const hash = await wallet.sendTransaction({ account: ACCOUNT, to: MINTER, value: parseEther('0.01') })
    await wallet.waitForTransactionReceipt({ hash })
  }
}, 60_000)
afterAll(() => anvil?.stop())

describe('fetchOnChainHistory', () => {
  test('default: pages by block cursor, the received transfer merged into the page of its block', async () => {
    const first = await fetchOnChainHistory(network, ACCOUNT, undefined)
    expect(first.next).toBeDefined()
    expect(first.data.every(({ operationType }) => operationType === 'send')).toBe(true)

    const second = await fetchOnChainHistory(network, ACCOUNT, first.next)
    expect(second.next).toBeUndefined()
    const all = [...first.data, ...second.data]
    expect(new Set(all.map(({ id }) => id)).size).toBe(SENDS + 1)
    expect(all.filter(({ operationType }) => operationType === 'send')).toHaveLength(SENDS)
    expect(second.data.at(-1)).toMatchObject({
      operationType: 'mint',
      sentFrom: expect.stringMatching(/^0x70997970c51812dc3a010c7d01b50e0d17dc79c8$/i),
      transfers: [{ direction: 'in', kind: 'fungible', symbol: 'MNT', quantity: '5', isSpam: false }],
    })
    expect(first.data[0]!.transfers).toEqual([
      {
        direction: 'out',
        kind: 'native',
        symbol: 'ETH',
        quantity: '0.01',
        counterparty: MINTER,
        isSpam: false,
      },
    ])
  })
})
