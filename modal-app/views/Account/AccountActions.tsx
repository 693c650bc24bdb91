import { isRestrictedRegion } from '../../flows/onramp/restrictedRegion.js'
import { startSend } from '../../flows/send/sendState.js'
import { activeNetwork } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { BuyIcon, ReceiveIcon, SendIcon } from '../../ui/Icon/viewIcons.js'
import { useActions, useApp, useStore } from '../context.js'

/**
 * Account's wallet actions, each where its `features` flag is on (SPEC §1), in SPEC §9's order: "Buy" (on eip155
 * and solana, outside SPEC's restricted time zones), "Receive", "Send".
 */
export function AccountActions() {
  const store = useStore()
  const actions = useActions()
  const send = useApp((state) => state.config.features.send)
  const receive = useApp((state) => state.config.features.receive)
  const namespace = useApp((state) => activeNetwork(state).chainNamespace)
  const buy =
    useApp((state) => state.config.features.onramp) &&
    (namespace === 'eip155' || namespace === 'solana') &&
    !isRestrictedRegion()
  if (!send && !receive && !buy) return null
  return (
    <div className="flex gap-2">
      {buy ? (
        <Button variant="secondary" fullWidth onClick={() => actions.push('OnRampProviders')}>
          <BuyIcon size={18} />
          Buy
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
