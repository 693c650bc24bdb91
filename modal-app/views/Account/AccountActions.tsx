import { isRestrictedRegion } from '../../flows/onramp/restrictedRegion.js'
import { startSend } from '../../flows/send/sendState.js'
import { startSwap } from '../../flows/swap/swapState.js'
import { activeNetwork } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../ui/Icon/viewIcons.js'
import { useActions, useApp, useStore } from '../context.js'

/**
 * Account's wallet actions, each where its `features` flag is on (SPEC §1), in SPEC §9's wallet-feature order:
 * "Buy" (on eip155 and solana, outside SPEC's restricted time zones), "Swap", "Receive", "Send". Three or four
 * go in two columns, so that each label fits on a narrow screen.
 */
export function AccountActions() {
  const store = useStore()
  const actions = useActions()
  const send = useApp((state) => state.config.features.send)
  const receive = useApp((state) => state.config.features.receive)
  const swaps = useApp((state) => state.config.features.swaps)
  const namespace = useApp((state) => activeNetwork(state).chainNamespace)
  const buy =
    useApp((state) => state.config.features.onramp) &&
    (namespace === 'eip155' || namespace === 'solana') &&
    !isRestrictedRegion()
  const count = [buy, swaps, receive, send].filter(Boolean).length
  if (count === 0) return null
  return (
    <div className={count > 2 ? 'grid grid-cols-2 gap-2' : 'flex gap-2'}>
      {buy ? (
        <Button variant="secondary" fullWidth onClick={() => actions.push('OnRampProviders')}>
          <BuyIcon size={18} />
          Buy
        </Button>
      ) : null}
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
