import { isHex, toHex } from 'viem'
import type { SignInFormat } from './siwxFormat.js'
import { createSignInMessage } from './siwxMessage.js'

/** eip155: EIP-4361 built by viem, signed with `personal_sign`; the signature is the wallet's hex. */
export const eip155SignIn: SignInFormat = {
  message({ network, ...fields }) {
    if (typeof network.id !== 'number') throw new Error(`${network.caipNetworkId} has no numeric chain id`)
    return createSignInMessage({ ...fields, chainId: network.id })
  },
  async sign(connector, message, address) {
    const signature = await connector.request({ method: 'personal_sign', params: [toHex(message), address] })
    if (typeof signature !== 'string' || !isHex(signature))
      throw new Error('The wallet answered no signature')
    return signature
  },
}
