import type { TokenBalance } from '../../data/accountTypes.js'
import type { Actions } from '../../navigation/actions.js'
import type { SendState, Store } from '../../store/store.js'

/** What the form edits: the token, the amount and the recipient as typed. */
export type SendEdit = Partial<
  Pick<
    SendState,
    'token' | 'sendTokenAmount' | 'receiverAddress' | 'receiverProfileName' | 'receiverProfileImageUrl'
  >
>

/** Opens Send afresh (from Account's Send button, or a token row with its token chosen). */
export function startSend(store: Store, actions: Actions, token?: TokenBalance): void {
  store.set({ send: { token, sendTokenAmount: '', receiverAddress: '', phase: 'editing' } })
  actions.push('WalletSend')
}

/** An edit of the form: back to editing, the last attempt's outcome forgotten. */
export function editSend(store: Store, edit: SendEdit): void {
  store.set(({ send }) => ({
    send: {
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: '',
      ...send,
      ...edit,
      phase: 'editing',
      hash: undefined,
      error: undefined,
    },
  }))
}

/** Moves the send on (flows/send/submitSend.ts), unless another send replaced it meanwhile. */
export function updateSend(
  store: Store,
  from: SendState | undefined,
  patch: Partial<SendState>,
): SendState | undefined {
  const { send } = store.get()
  if (send === undefined || send !== from) return undefined
  const next = { ...send, ...patch }
  store.set({ send: next })
  return next
}

/** Done: back where Send was opened from (Account), the send forgotten. */
export function finishSend(store: Store, actions: Actions): void {
  actions.back()
  actions.back()
  store.set({ send: undefined })
}
