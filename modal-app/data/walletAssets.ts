import * as v from 'valibot'
import { formatUnits, hexToBigInt, isAddress, numberToHex } from 'viem'
import { isRecord } from '../../shared/guards.js'
import type { NetworkEntry } from '../config/types.js'
import type { TokenBalance } from './accountTypes.js'
import { cleanTokenName, cleanTokenSymbol, displayTextSchema } from './displayText.js'
import { quantitySchema } from './nodeAnswers.js'

/** A wallet that does not answer (one that waits for its user, say) must not hold the Tokens tab back. */
const WALLET_ASSETS_TIMEOUT_MS = 3_000

export type AskWallet = (args: { method: string; params?: readonly unknown[] }) => Promise<unknown>

/**
 * SPEC §3's asset from the wallet (EIP-7811 `wallet_getAssets`); an ERC-20's address must also be an address.
 */
const assetSchema = v.object({
  address: v.string(),
  balance: quantitySchema,
  type: v.picklist(['ERC20', 'NATIVE']),
  metadata: v.object({
    name: displayTextSchema(cleanTokenName),
    symbol: displayTextSchema(cleanTokenSymbol),
    decimals: v.pipe(v.number(), v.integer(), v.minValue(0)),
    price: v.optional(v.number()),
    iconUrl: v.optional(v.string()),
  }),
})
/** SPEC §5: used only if an object of arrays where every asset matches the shape. */
const assetsSchema = v.record(v.string(), v.array(assetSchema))
/** `wallet_getCapabilities`' entry of a chain, as far as asset discovery goes. */
const discoverySchema = v.object({ assetDiscovery: v.object({ supported: v.boolean() }) })

/**
 * SPEC §7's first balance source: the connected wallet's own asset discovery. Undefined (use the next source) when
 * the wallet does not report `assetDiscovery` for the chain in `wallet_getCapabilities`, or answers anything that
 * fails SPEC §5's shape check, or does not answer within 3 s.
 */
export async function fetchWalletAssets(
  ask: AskWallet,
  address: string,
  network: NetworkEntry,
): Promise<TokenBalance[] | undefined> {
  const chain = numberToHex(Number(network.id))
  const askInTime = (args: Parameters<AskWallet>[0]) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${args.method} timed out`)), WALLET_ASSETS_TIMEOUT_MS)
    })
    return Promise.race([ask(args), timeout]).finally(() => clearTimeout(timer))
  }
  try {
    const capabilities = await askInTime({ method: 'wallet_getCapabilities', params: [address, [chain]] })
    const discovery = v.safeParse(discoverySchema, isRecord(capabilities) ? capabilities[chain] : undefined)
    if (!discovery.success || !discovery.output.assetDiscovery.supported) return undefined
    const answer = await askInTime({
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [chain] }],
    })
    const checked = v.safeParse(assetsSchema, answer)
    if (!checked.success) return undefined
    const balances: TokenBalance[] = []
    for (const asset of Object.values(checked.output).flat()) {
      const token = asset.type === 'ERC20' ? asset.address : undefined
      if (token !== undefined && !isAddress(token, { strict: false })) return undefined
      const numeric = formatUnits(hexToBigInt(asset.balance), asset.metadata.decimals)
      const price = asset.metadata.price
      balances.push({
        name: asset.metadata.name,
        symbol: asset.metadata.symbol,
        chainId: network.caipNetworkId,
        address: token,
        price,
        value: price === undefined ? undefined : price * Number(numeric),
        quantity: { decimals: String(asset.metadata.decimals), numeric },
        iconUrl: asset.metadata.iconUrl,
      })
    }
    return balances
  } catch {
    return undefined
  }
}
