import { isAddress } from 'viem'
import { activeNetwork, connectedAddress } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { InfoIcon } from '../../ui/Icon/icons.js'
import { useActions, useApp } from '../context.js'
import { SendReview } from './SendReview.js'

/** Send's review step, then the wallet's approval, then the pending and mined states. */
export function WalletSendPreview() {
  const address = useApp(connectedAddress)
  const network = useApp(activeNetwork)
  const actions = useActions()
  if (address === undefined || network.chainNamespace !== 'eip155' || !isAddress(address, { strict: false }))
    return (
      <div className="px-4 pb-6">
        <EmptyState
          icon={<InfoIcon />}
          title="Nothing to review"
          description="Fill in the send first."
          action={<Button onClick={() => actions.back()}>Back</Button>}
        />
      </div>
    )
  return <SendReview network={network} owner={address} />
}
