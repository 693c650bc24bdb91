import { Fragment, type ReactNode } from 'react'
import { isRestrictedRegion } from '../../flows/onramp/restrictedRegion.js'
import { startSend } from '../../flows/send/sendState.js'
import { startSwap } from '../../flows/swap/swapState.js'
import { activeNetwork } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../ui/Icon/viewIcons.js'
import { useActions, useApp, useStore } from '../context.js'

/** SPEC §9's wallet-features order: onramp, swaps, receive, send. */
const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number]

/**
 * Account's wallet actions, each where its `features` flag is on (SPEC §1), in SPEC §9's order: "Buy" (on eip155
 * and solana, outside SPEC's restricted time zones), "Swap", "Receive", "Send". Three or four go in two columns, so
 * that each label fits on a narrow screen.
 */
export function AccountActions() {
  const store = useStore()
  const actions = useActions()
  const features = useApp((state) => state.config.features)
  const namespace = useApp((state) => activeNetwork(state).chainNamespace)
  const buttons: Record<WalletFeature, ReactNode> = {
    onramp:
      (namespace === 'eip155' || namespace === 'solana') && !isRestrictedRegion() ? (
        <Button variant="secondary" fullWidth onClick={() => actions.push('OnRampProviders')}>
          <BuyIcon size={18} />
          Buy
        </Button>
      ) : undefined,
    swaps: (
      <Button variant="secondary" fullWidth onClick={() => startSwap(store, actions)}>
        <SwapIcon size={18} />
        Swap
      </Button>
    ),
    receive: (
      <Button variant="secondary" fullWidth onClick={() => actions.push('WalletReceive')}>
        <ReceiveIcon size={18} />
        Receive
      </Button>
    ),
    send: (
      <Button variant="secondary" fullWidth onClick={() => startSend(store, actions)}>
        <SendIcon size={18} />
        Send
      </Button>
    ),
  }
  const shown = WALLET_FEATURES_ORDER.filter((feature) => features[feature] && buttons[feature] !== undefined)
  if (shown.length === 0) return null
  return (
    <div className={shown.length > 2 ? 'grid grid-cols-2 gap-2' : 'flex gap-2'}>
      {shown.map((feature) => (
        <Fragment key={feature}>{buttons[feature]}</Fragment>
      ))}
    </div>
  )
}
