import { isHash } from 'viem'
import { isUserRejection } from '../../../shared/errors/codes.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { NetworkEntry } from '../../config/types.js'
import type { Store } from '../../store/store.js'
import { walletErrorText } from '../../texts/walletErrors.js'
import { waitForSend } from './sendChain.js'
import { updateSend } from './sendState.js'

const SEND_DECLINED = 'You declined the transaction in your wallet'

/**
 * How a send reaches its chain: `send` asks the connected wallet to sign and send it (its own UI asks the user) and
 * answers the transaction's id (an eip155 hash, a Solana signature); `wait` follows it until mined or failed.
 */
export type SendTransact = {
  send(): Promise<string>
  wait(id: string): Promise<'success' | 'reverted'>
}

/** An eip155 send: `eth_sendTransaction` through the wallet, then its receipt. */
export function evmTransact(
  network: NetworkEntry,
  request: RequestArguments,
  sendWithWallet: (args: RequestArguments) => Promise<unknown>,
): SendTransact {
  return {
    async send() {
      const answer = await sendWithWallet(request)
      if (typeof answer !== 'string' || !isHash(answer))
        throw new Error('The wallet answered without a transaction hash')
      return answer
    },
    wait: (hash) => waitForSend(network, hash as `0x${string}`),
  }
}

/**
 * Sends the reviewed transaction through the connected wallet, then follows it: approving, pending with its id,
 * then mined or failed. A declined or failed request leaves the form as it was, to try again.
 */
export async function submitSend(deps: { store: Store; transact: SendTransact }): Promise<void> {
  const { store, transact } = deps
  let send = updateSend(store, store.get().send, { phase: 'approving', hash: undefined, error: undefined })
  if (send === undefined) return
  let hash: string
  try {
    hash = await transact.send()
  } catch (error) {
    updateSend(store, send, {
      phase: 'failed',
      error: isUserRejection(error) ? SEND_DECLINED : walletErrorText(error),
    })
    return
  }
  send = updateSend(store, send, { phase: 'pending', hash })
  if (send === undefined) return
  try {
    const status = await transact.wait(hash)
    updateSend(
      store,
      send,
      status === 'success'
        ? { phase: 'mined' }
        : { phase: 'failed', error: 'The transaction failed on chain (reverted)' },
    )
  } catch (error) {
    updateSend(store, send, {
      phase: 'failed',
      error: `Could not confirm the transaction: ${walletErrorText(error)}`,
    })
  }
}
