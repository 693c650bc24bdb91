import type { SignClient } from '@walletconnect/sign-client'
import type { AuthTypes } from '@walletconnect/types'
import type { PrivateKeyAccount } from 'viem'
import { Inbox } from './inbox.js'

type Client = InstanceType<typeof SignClient>

/** A one-step sign-in request (`wc_sessionAuthenticate`) waiting for `approveAuthRequest()`. */
export type WalletAuthRequest = {
  id: number
  /** The CAIP-122 payload the dapp asks the wallet to sign (domain, uri as `aud`, nonce, chains, …). */
  payload: AuthTypes.PayloadParams
}

/**
 * The test wallet's one-step sign-in, for a wallet made with `authenticate: true`: requests wait in an inbox;
 * approving signs the CAIP-122 message the client formats (EIP-191, the account's key) on the first requested
 * chain the wallet has, and answers with the cacao. A wallet without it ignores the request, as wallets that do
 * not support authenticate do, and gets the dapp's fallback session proposal instead.
 */
export function createAuthRequests(client: Client, account: PrivateKeyAccount, chainIds: readonly number[]) {
  const requests = new Inbox<WalletAuthRequest>()
  return {
    listen() {
      client.on('session_authenticate', ({ id, params }) => requests.add({ id, payload: params.authPayload }))
    },
    /** The oldest pending sign-in request: at once if one waits, else when the next arrives. */
    nextAuthRequest: () => requests.next(),
    /** Signs the oldest (or `id`'s) sign-in request and approves it; resolves with the message signed. */
    async approveAuthRequest(id?: number): Promise<string> {
      const { id: requestId, payload } = requests.take(id, 'sign-in request')
      const chain = payload.chains.find((caip) => chainIds.includes(Number(caip.split(':')[1])))
      if (!chain) throw new Error(`wallet: none of ${payload.chains.join(', ')} is the wallet's`)
      const iss = `did:pkh:${chain}:${account.address}`
      const message = client.formatAuthMessage({ request: payload, iss })
      const signature = await account.signMessage({ message })
      const cacao: AuthTypes.Cacao = {
        h: { t: 'caip122' },
        p: { ...payload, iss },
        s: { t: 'eip191', s: signature },
      }
      await client.approveSessionAuthenticate({ id: requestId, auths: [cacao] })
      return message
    },
  }
}
