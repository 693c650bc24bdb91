import * as v from 'valibot'
import { cleanDisplayText } from '../config/cleanDisplayText.js'
import {
  cleanTokenName,
  cleanTokenSymbol,
  displayTextSchema,
  NFT_NAME_CHARS,
  PROFILE_NAME_CHARS,
} from './displayText.js'

// The Blockchain API's answers (SPEC §3, §7), checked before use: the API is a remote service, and a deployment
// may point `apiBaseUrl` anywhere. Unknown fields are ignored.

const text = v.string()
const optionalText = v.optional(v.nullable(v.string()))
// Names and symbols are shown: cleaned as they are parsed.
const name = displayTextSchema(cleanTokenName)
const symbol = displayTextSchema(cleanTokenSymbol)
const optionalName = v.optional(v.nullable(name))
const optionalSymbol = v.optional(v.nullable(symbol))
const optionalNftName = v.optional(
  v.nullable(displayTextSchema((value) => cleanDisplayText(value, NFT_NAME_CHARS))),
)

export const supportedChainsSchema = v.object({ http: v.array(text) })

/**
 * A token's address: a CAIP-10 account id (`eip155:1:0x…`) or a bare 0x address; empty for the native token.
 */
const tokenAddress = v.optional(
  v.nullable(v.pipe(v.string(), v.regex(/^(?:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:)?(?:0x[0-9a-fA-F]{40})?$/))),
)

/** SPEC §3's token balance. */
export const balancesSchema = v.object({
  balances: v.array(
    v.object({
      name,
      symbol,
      chainId: text,
      address: tokenAddress,
      value: v.optional(v.nullable(v.number())),
      price: v.optional(v.nullable(v.number())),
      quantity: v.object({ decimals: text, numeric: text }),
      iconUrl: optionalText,
    }),
  ),
})

const transferSchema = v.object({
  direction: v.optional(v.picklist(['in', 'out', 'self'])),
  quantity: v.optional(v.object({ numeric: text })),
  fungible_info: v.optional(
    v.nullable(
      v.object({
        name: optionalName,
        symbol: optionalSymbol,
        icon: v.optional(v.nullable(v.object({ url: optionalText }))),
      }),
    ),
  ),
  nft_info: v.optional(
    v.nullable(
      v.object({
        name: optionalNftName,
        content: v.optional(
          v.nullable(v.object({ preview: v.optional(v.nullable(v.object({ url: optionalText }))) })),
        ),
        flags: v.optional(v.nullable(v.object({ is_spam: v.optional(v.boolean()) }))),
      }),
    ),
  ),
})

/** SPEC §3's transaction, and the page's cursor. */
export const historySchema = v.object({
  data: v.array(
    v.object({
      id: text,
      metadata: v.object({
        operationType: text,
        status: text,
        sentFrom: text,
        sentTo: text,
        minedAt: text,
        chain: optionalText,
      }),
      transfers: v.optional(v.nullable(v.array(transferSchema))),
    }),
  ),
  next: optionalText,
})

/** An account's profile (an ENS or Reown name): the name is shown in Account, so cleaned as parsed. */
export const identitySchema = v.object({
  name: v.optional(v.nullable(displayTextSchema((value) => cleanDisplayText(value, PROFILE_NAME_CHARS)))),
  avatar: optionalText,
})

export const fungiblePriceSchema = v.object({
  fungibles: v.array(
    v.object({ name: optionalName, symbol: optionalSymbol, iconUrl: optionalText, price: v.number() }),
  ),
})

export type ApiBalances = v.InferOutput<typeof balancesSchema>
export type ApiHistory = v.InferOutput<typeof historySchema>
export type ApiTransfer = v.InferOutput<typeof transferSchema>
