import { createPublicClient, erc20Abi, formatEther, formatUnits, http } from 'viem'
import type { AccountChainFixture } from './accountChain.js'
import type { BlockchainApiData } from './blockchainApiServer.js'

const DAY_MS = 86_400_000
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** USD prices the local Blockchain API answers with: TUSD's value beats ETH's, so sorting by value shows. */
const API_PRICES = { ETH: 2, TUSD: 100 }
export const API_IDENTITY = {
  name: 'holder.wallet',
  avatar: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#c2410c"/></svg>').toString('base64')}`,
}

/** The profile name (SPEC §7) the local Blockchain API has taken already. */
export const TAKEN_NAME = 'taken.reown.id'

/**
 * What the local Blockchain API serves for the seeded account chain: balances read from the chain itself (as an
 * indexer would), the prices above, and an indexed history (SPEC §3's transactions, two a page) that holds one
 * transaction of another chain and one whose only transfer is spam, both of which Activity must hide.
 */
export function accountApiData(chain: AccountChainFixture, now = Date.now()): BlockchainApiData {
  const caip = `eip155:${chain.chainId}`
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const transaction = (
    id: string,
    ago: number,
    chainId: string,
    operationType: string,
    transfer: unknown,
  ) => ({
    id,
    metadata: {
      operationType,
      status: 'confirmed',
      sentFrom: operationType === 'send' ? chain.holder : OTHER,
      sentTo: operationType === 'send' ? OTHER : chain.holder,
      minedAt: new Date(now - ago).toISOString(),
      chain: chainId,
    },
    transfers: [transfer],
  })
  const tusd = (direction: string, numeric: string) => ({
    direction,
    quantity: { numeric },
    fungible_info: { name: 'Test Dollar', symbol: 'TUSD' },
  })
  return {
    supportedChains: ['eip155:1', caip],
    balancesOf: async (address) => {
      const [native, token] = await Promise.all([
        client.getBalance({ address: address as `0x${string}` }),
        client.readContract({
          address: chain.token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address as `0x${string}`],
        }),
      ])
      return [
        { name: 'Ether', symbol: 'ETH', decimals: 18, numeric: formatEther(native) },
        {
          name: 'Test Dollar',
          symbol: 'TUSD',
          address: chain.token,
          decimals: 18,
          numeric: formatUnits(token, 18),
        },
      ]
    },
    prices: API_PRICES,
    history: {
      [chain.holder.toLowerCase()]: [
        transaction('api-1', DAY_MS, caip, 'send', tusd('out', '2.5')),
        transaction('api-2', 2 * DAY_MS, 'eip155:1', 'receive', tusd('in', '7')),
        transaction('api-3', 3 * DAY_MS, caip, 'receive', {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Free Airdrop', flags: { is_spam: true } },
        }),
        transaction('api-4', 400 * DAY_MS, caip, 'receive', tusd('in', '1000.123456')),
      ],
    },
    identities: { [chain.holder.toLowerCase()]: API_IDENTITY },
    // A name someone holds already: registering it is refused (e2e/names.spec.ts).
    profiles: { [TAKEN_NAME]: OTHER },
  }
}
