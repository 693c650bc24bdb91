import { type Hex, isHash } from 'viem'
import { isUserRejection } from '../../../shared/errors/codes.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { NetworkEntry } from '../../config/types.js'
import type { Store } from '../../store/store.js'
import { walletErrorText } from '../../texts/walletErrors.js'
import { waitForSend } from './sendChain.js'
import { updateSend } from './sendState.js'

const SEND_DECLINED = 'You declined the transaction in your wallet'

/**
 * Sends the reviewed transaction through the connected wallet (its own UI asks the user), then follows it: approving,
 * pending with its hash, then mined or failed. A declined or failed request leaves the form as it was, to try again.
 */
export async function submitSend(deps: {
  store: Store
  network: NetworkEntry
  request: RequestArguments
  sendWithWallet(args: RequestArguments): Promise<unknown>
}): Promise<void> {
  const { store, network } = deps
  let send = updateSend(store, store.get().send, { phase: 'approving', hash: undefined, error: undefined })
  if (send === undefined) return
  let hash: Hex
  try {
    const answer = await deps.sendWithWallet(deps.request)
    if (typeof answer !== 'string' || !isHash(answer))
      throw new Error('The wallet answered without a transaction hash')
    hash = answer
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
    const status = await waitForSend(network, hash)
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
