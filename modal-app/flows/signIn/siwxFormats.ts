import type { SupportedNamespace } from '../../config/namespaces/index.js'
import { bitcoinSignIn } from './siwxBitcoin.js'
import { eip155SignIn } from './siwxEip155.js'
import type { SignInFormat } from './siwxFormat.js'
import { solanaSignIn } from './siwxSolana.js'

/** The namespaces the modal signs in on: each one's message and how its connected wallet signs it. */
export const SIGN_IN_FORMATS = {
  eip155: eip155SignIn,
  solana: solanaSignIn,
  bip122: bitcoinSignIn,
} satisfies Record<SupportedNamespace, SignInFormat>
