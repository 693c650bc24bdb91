import { startSend } from '../../flows/send/sendState.js'
import { startSwap } from '../../flows/swap/swapState.js'
import { Button } from '../../ui/Button/Button.js'
import { ReceiveIcon, SendIcon, SwapIcon } from '../../ui/Icon/viewIcons.js'
import { useActions, useApp, useStore } from '../context.js'

/**
 * Account's wallet actions, each where its `features` flag is on (SPEC §1), in SPEC §9's wallet-feature order:
 * "Swap", "Receive", "Send".
 */
export function AccountActions() {
  const store = useStore()
  const actions = useActions()
  const send = useApp((state) => state.config.features.send)
  const receive = useApp((state) => state.config.features.receive)
  const swaps = useApp((state) => state.config.features.swaps)
  if (!send && !receive && !swaps) return null
  return (
    <div className="flex gap-2">
      {swaps ? (
        <Button variant="secondary" fullWidth onClick={() => startSwap(store, actions)}>
          <SwapIcon size={18} />
          Swap
        </Button>
      ) : null}
      {receive ? (
        <Button variant="secondary" fullWidth onClick={() => actions.push('WalletReceive')}>
          <ReceiveIcon size={18} />
          Receive
        </Button>
      ) : null}
      {send ? (
        <Button variant="secondary" fullWidth onClick={() => startSend(store, actions)}>
          <SendIcon size={18} />
          Send
        </Button>
      ) : null}
    </div>
  )
}
