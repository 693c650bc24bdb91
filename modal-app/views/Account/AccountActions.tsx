import { Fragment, type ReactNode } from 'react'
import { startSend } from '../../flows/send/sendState.js'
import { Button } from '../../ui/Button/Button.js'
import { ReceiveIcon, SendIcon } from '../../ui/Icon/viewIcons.js'
import { useActions, useApp, useStore } from '../context.js'

/**
 * SPEC §9's wallet-features order: onramp, swaps, receive, send. Account shows the built ones in that order (onramp
 * and swaps join here when built).
 */
const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number]

/** Account's wallet actions, each where its `features` flag is on (SPEC §1), in SPEC §9's order. */
export function AccountActions() {
  const store = useStore()
  const actions = useActions()
  const features = useApp((state) => state.config.features)
  const buttons: Partial<Record<WalletFeature, ReactNode>> = {
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
    <div className="flex gap-2">
      {shown.map((feature) => (
        <Fragment key={feature}>{buttons[feature]}</Fragment>
      ))}
    </div>
  )
}
