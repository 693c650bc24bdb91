import type { Actions } from '../../navigation/actions.js'
import type { Store, SwapState, SwapToken } from '../../store/store.js'

const EMPTY: SwapState = {
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: '',
  phase: 'editing',
}

/** Opens Swap afresh (Account's Swap button). */
export function startSwap(store: Store, actions: Actions): void {
  store.set({ swap: EMPTY })
  actions.push('Swap')
}

/** An edit of the form: back to editing, the last attempt's outcome forgotten. */
export function editSwap(
  store: Store,
  edit: Partial<Pick<SwapState, 'sourceToken' | 'toToken' | 'sourceTokenAmount'>>,
): void {
  store.set(({ swap }) => ({
    swap: {
      ...EMPTY,
      ...swap,
      ...edit,
      phase: 'editing',
      approveHash: undefined,
      allowance: undefined,
      hash: undefined,
      quoted: undefined,
      received: undefined,
      error: undefined,
    },
  }))
}

/** Opens SwapSelectToken for one side of the swap. */
export function chooseSwapToken(store: Store, actions: Actions, side: 'source' | 'to'): void {
  store.set(({ swap }) => ({ swap: { ...EMPTY, ...swap, choosing: side } }))
  actions.push('SwapSelectToken')
}

/** The token chosen in SwapSelectToken; the other side's token moves over when it is the same one. */
export function pickSwapToken(store: Store, actions: Actions, token: SwapToken): void {
  const swap = store.get().swap ?? EMPTY
  const side = swap.choosing ?? 'source'
  const [mine, other] =
    side === 'source' ? (['sourceToken', 'toToken'] as const) : (['toToken', 'sourceToken'] as const)
  const same = swap[other]?.address === token.address
  editSwap(store, { [mine]: token, ...(same ? { [other]: swap[mine] } : {}) })
  actions.back()
}

/** Pays with the token that was got, and the other way round. */
export function flipSwap(store: Store): void {
  const swap = store.get().swap ?? EMPTY
  editSwap(store, { sourceToken: swap.toToken, toToken: swap.sourceToken })
}

/** Moves the swap on (flows/swap/submitSwap.ts), unless another swap replaced it meanwhile. */
export function updateSwap(
  store: Store,
  from: SwapState | undefined,
  patch: Partial<SwapState>,
): SwapState | undefined {
  const { swap } = store.get()
  if (swap === undefined || swap !== from) return undefined
  const next = { ...swap, ...patch }
  store.set({ swap: next })
  return next
}

/** Done: back where Swap was opened from (Account), the swap forgotten. */
export function finishSwap(store: Store, actions: Actions): void {
  actions.back()
  actions.back()
  store.set({ swap: undefined })
}
