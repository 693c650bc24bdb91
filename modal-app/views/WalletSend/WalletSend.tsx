import { isAddress } from 'viem'
import { UNSUPPORTED_CHAIN } from '../../flows/send/sendErrors.js'
import { activeNetwork, connectedAddress } from '../../store/store.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon } from '../../ui/Icon/icons.js'
import { useApp } from '../context.js'
import { NoWalletConnected } from '../NoWalletConnected.js'
import { SendForm } from './SendForm.js'

/** Send (issue 24): the form, on eip155 for now; SPEC §5's 'Unsupported chain' elsewhere. */
export function WalletSend() {
  const address = useApp(connectedAddress)
  const network = useApp(activeNetwork)
  if (address === undefined)
    return <NoWalletConnected description="Connect a wallet to send tokens from it." />
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
