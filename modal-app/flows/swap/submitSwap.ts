import { type Address, type Hex, isHash, numberToHex } from 'viem'
import { isUserRejection } from '../../../shared/errors/codes.js'
import { isRecord } from '../../../shared/guards.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { NetworkEntry } from '../../config/types.js'
import type { Store, SwapState } from '../../store/store.js'
import type { ConvertTx } from './convertAnswers.js'
import { type ConvertApi, userOf } from './convertApi.js'
import { readSwapBalance, tokenAddressOf, waitForSwapTransaction } from './swapChain.js'
import { minimumReceived } from './swapMath.js'
import { updateSwap } from './swapState.js'

const DECLINED = 'You declined the transaction in your wallet'

const messageOf = (error: unknown): string => {
  const { shortMessage, message, details } = isRecord(error) ? error : {}
  const short = String(shortMessage ?? message ?? error)
  return typeof details === 'string' && details !== '' && shortMessage !== undefined
    ? `${short}: ${details}`
    : short
}

/** The `eth_sendTransaction` of a transaction the API built, with its gas, at its gas price or the one shown. */
function swapRequestOf(owner: Address, tx: ConvertTx, gasPrice: bigint): RequestArguments {
  if (tx.from.toLowerCase() !== owner.toLowerCase())
    throw new Error('The Blockchain API built the transaction for another account')
  return {
    method: 'eth_sendTransaction',
    params: [
      {
        from: owner,
        to: tx.to,
        data: tx.data,
        value: numberToHex(tx.value),
        ...(tx.gas === undefined ? {} : { gas: numberToHex(tx.gas) }),
        gasPrice: numberToHex(tx.gasPrice ?? gasPrice),
      },
    ],
  }
}

export type SwapDeps = {
  store: Store
  network: NetworkEntry
  owner: Address
  api: ConvertApi
  /** The gas price shown (`/v1/convert/gas-price`), used where the API's transaction names none. */
  gasPrice: bigint
  sendWithWallet(args: RequestArguments): Promise<unknown>
}

/** Sends a built transaction through the wallet and waits until it is mined: its hash, or why it failed. */
async function sendAndWait(
  deps: SwapDeps,
  swap: SwapState,
  tx: () => Promise<ConvertTx>,
  pending: (hash: Hex) => Partial<SwapState>,
): Promise<{ swap: SwapState; hash: Hex } | undefined> {
  const { store } = deps
  let hash: Hex
  try {
    const answer = await deps.sendWithWallet(swapRequestOf(deps.owner, await tx(), deps.gasPrice))
    if (typeof answer !== 'string' || !isHash(answer))
      throw new Error('The wallet answered without a transaction hash')
    hash = answer
  } catch (error) {
    updateSwap(store, swap, { phase: 'failed', error: isUserRejection(error) ? DECLINED : messageOf(error) })
    return undefined
  }
  const next = updateSwap(store, swap, pending(hash))
  if (next === undefined) return undefined
  try {
    if ((await waitForSwapTransaction(deps.network, hash)) === 'success') return { swap: next, hash }
    updateSwap(store, next, { phase: 'failed', error: 'The transaction failed on chain (reverted)' })
  } catch (error) {
    updateSwap(store, next, {
      phase: 'failed',
      error: `Could not confirm the transaction: ${messageOf(error)}`,
    })
  }
  return undefined
}

/**
 * The approval step: the API builds the token's approval for the swap (`build-approve`), the wallet sends it, and it
 * is mined, and the allowance is read again. Back to editing then (the swap is next); failed, with why, otherwise.
 */
export async function approveSwap(deps: SwapDeps): Promise<void> {
  const { store, network, owner } = deps
  const swap = updateSwap(store, store.get().swap, { phase: 'approving', error: undefined })
  if (swap?.sourceToken === undefined || swap.toToken === undefined) return
  const { sourceToken, toToken } = swap
  const done = await sendAndWait(
    deps,
    swap,
    () =>
      deps.api.buildApprove({
        userAddress: userOf(network.caipNetworkId, owner),
        from: sourceToken.address,
        to: toToken.address,
      }),
    (hash) => ({ phase: 'approvePending', approveHash: hash }),
  )
  if (done === undefined) return
  try {
    const allowance = await deps.api.allowance({
      tokenAddress: sourceToken.address,
      userAddress: userOf(network.caipNetworkId, owner),
    })
    updateSwap(store, done.swap, { phase: 'editing', allowance })
  } catch (error) {
    updateSwap(store, done.swap, {
      phase: 'failed',
      error: `Could not read the allowance: ${messageOf(error)}`,
    })
  }
}

/**
 * The swap: the API builds it (`build-transaction`, its least output the quote less SPEC §9's slippage), the wallet
 * sends it, it is mined; then what `toToken`'s balance went up by is read from the chain.
 */
export async function submitSwap(deps: SwapDeps & { amount: bigint; toAmount: bigint }): Promise<void> {
  const { store, network, owner } = deps
  const quoted = { toAmount: deps.toAmount, minimum: minimumReceived(deps.toAmount) }
  const swap = updateSwap(store, store.get().swap, { phase: 'swapping', quoted, error: undefined })
  if (swap?.sourceToken === undefined || swap.toToken === undefined) return
  const { sourceToken, toToken } = swap
  let before: bigint
  try {
    before = await readSwapBalance(network, owner, toToken.address)
  } catch (error) {
    updateSwap(store, swap, { phase: 'failed', error: `Could not read your balance: ${messageOf(error)}` })
    return
  }
  const done = await sendAndWait(
    deps,
    swap,
    () =>
      deps.api.buildTransaction({
        amount: deps.amount,
        userAddress: userOf(network.caipNetworkId, owner),
        from: sourceToken.address,
        to: toToken.address,
      }),
    (hash) => ({ phase: 'swapPending', hash }),
  )
  if (done === undefined) return
  // What a native balance went up by is net of the fee: only a token's is the swap's output.
  if (tokenAddressOf(toToken.address) === undefined) {
    updateSwap(store, done.swap, { phase: 'swapped' })
    return
  }
  const after = await readSwapBalance(network, owner, toToken.address).catch(() => undefined)
  updateSwap(store, done.swap, {
    phase: 'swapped',
    received: after === undefined || after < before ? undefined : after - before,
  })
}
