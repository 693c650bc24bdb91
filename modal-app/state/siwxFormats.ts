import type { Namespace } from '../../shared/protocol.js'
import { eip155SignIn } from './siwxEip155.js'
import type { SignInFormat } from './siwxFormat.js'
import { solanaSignIn } from './siwxSolana.js'

/**
 * The namespaces the modal signs in on. bip122 plugs in here: a BIP-322 / CAIP-122 message and its connector's
 * `signMessage`, with nothing else to change.
 */
export const SIGN_IN_FORMATS: Partial<Record<Namespace, SignInFormat>> = {
  eip155: eip155SignIn,
  solana: solanaSignIn,
}
