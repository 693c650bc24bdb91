import * as v from 'valibot'
import { isDataImageUrl } from '../wallets/isDataImageUrl.js'
import { isRdns } from '../wallets/isRdns.js'
import { toSafeLink } from '../wallets/toSafeLink.js'
import type { WalletRecord } from '../wallets/types.js'
import { parseCaipNetworkId } from './caip.js'
import { cleanDisplayText } from './cleanDisplayText.js'
import { atIndex, isUrl, list, strictRecord } from './fieldSchemas.js'
import { shortenForMessage } from './shortenForMessage.js'

const MAX_WALLET_ID_LENGTH = 128
const MAX_WALLET_NAME_LENGTH = 64
/** Custom wallet images: `img-src` allows https: and data:; data URLs only of image types, and not huge. */
const MAX_DATA_IMAGE_LENGTH = 256 * 1024
const LINK_MESSAGE = "must be an https URL, or the wallet's own app link such as 'wallet://'"
const ID_MESSAGE = `must be a non-empty string of up to ${MAX_WALLET_ID_LENGTH} characters`
const NAME_MESSAGE = `must be a non-empty string of up to ${MAX_WALLET_NAME_LENGTH} characters`
const IMAGE_MESSAGE = 'must be an https: URL or a data:image URL'
const CHAIN_MESSAGE = "must be a CAIP-2 network id such as 'eip155:1'"

const link = v.optional(
  v.pipe(
    v.string(LINK_MESSAGE),
    v.check((value) => toSafeLink(value) !== undefined, LINK_MESSAGE),
  ),
)

const customWallet = v.pipe(
  strictRecord(
    {
      id: v.pipe(v.string(ID_MESSAGE), v.nonEmpty(ID_MESSAGE), v.maxLength(MAX_WALLET_ID_LENGTH, ID_MESSAGE)),
      // Shown as the app wrote it, without control, bidi or zero-width characters (config/cleanDisplayText.ts).
      name: v.pipe(
        v.string(NAME_MESSAGE),
        v.maxLength(MAX_WALLET_NAME_LENGTH, NAME_MESSAGE),
        v.transform((name) => cleanDisplayText(name, MAX_WALLET_NAME_LENGTH)),
        v.nonEmpty(NAME_MESSAGE),
      ),
      image_url: v.optional(v.pipe(v.string(IMAGE_MESSAGE), v.check(isWalletImage, IMAGE_MESSAGE))),
      rdns: v.optional(
        v.pipe(
          v.string("must be a reverse-DNS name such as 'com.example.wallet'"),
          v.check(isRdns, "must be a reverse-DNS name such as 'com.example.wallet'"),
        ),
      ),
      chains: v.optional(
        list(
          v.pipe(v.string(CHAIN_MESSAGE), v.check(isCaipNetworkId, CHAIN_MESSAGE)),
          'must be an array of CAIP-2 network ids',
        ),
        [],
      ),
      mobile_link: link,
      desktop_link: link,
      webapp_link: link,
    },
    'must be an object',
  ),
  v.transform((wallet): WalletRecord => wallet),
)

/** `customWallets`: the app's own wallet records, in their own Connect group and in AllWallets. Ids are distinct. */
export const customWalletsSchema = v.optional(
  v.pipe(
    list(customWallet, 'must be an array of wallet objects'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const ids = dataset.value.map((wallet) => wallet.id)
      const index = ids.findIndex((id, index) => ids.indexOf(id) !== index)
      if (index === -1) return
      const [item] = atIndex(dataset.value, index)
      const wallet = dataset.value[index]
      if (!wallet) return
      addIssue({
        message: `repeats '${shortenForMessage(wallet.id)}'`,
        path: [item, { type: 'object', origin: 'value', input: wallet, key: 'id', value: wallet.id }],
      })
    }),
  ),
  [],
)

function isWalletImage(value: string): boolean {
  return isUrl(value, ['https:']) || (isDataImageUrl(value) && value.length <= MAX_DATA_IMAGE_LENGTH)
}

function isCaipNetworkId(value: string): boolean {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
