import { isAddress } from 'viem'
import { UNSUPPORTED_CHAIN } from '../../flows/send/sendErrors.js'
import { activeNetwork, connectedAddress } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon, WalletIcon } from '../../ui/Icon/icons.js'
import { useActions, useApp } from '../context.js'
import { SendForm } from './SendForm.js'

/** Send (issue 24): the form, on eip155 for now; SPEC §5's 'Unsupported chain' elsewhere. */
export function WalletSend() {
  const address = useApp(connectedAddress)
  const network = useApp(activeNetwork)
  const actions = useActions()
  if (address === undefined)
    return (
      <div className="px-4 pb-6">
        <EmptyState
          icon={<WalletIcon />}
          title="No wallet connected"
          description="Connect a wallet to send tokens from it."
          action={<Button onClick={() => actions.push('Connect')}>Connect a wallet</Button>}
        />
      </div>
    )
  if (network.chainNamespace !== 'eip155' || !isAddress(address, { strict: false }))
    return (
      <div className="px-4 pb-6">
        <EmptyState
          icon={<AlertIcon />}
          title={UNSUPPORTED_CHAIN}
          description={`Sending on ${network.name} is not supported yet.`}
        />
      </div>
    )
  return <SendForm network={network} owner={address} />
}
