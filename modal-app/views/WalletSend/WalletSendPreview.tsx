import { lazy, Suspense } from 'react'
import { type Address, isAddress } from 'viem'
import { isSolanaAddress } from '../../config/solanaAddress.js'
import type { NetworkEntry } from '../../config/types.js'
import { activeNetwork, connectedAddress } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { InfoIcon } from '../../ui/Icon/icons.js'
import { useActions, useApp } from '../context.js'
import { SendReview } from './SendReview.js'
import { useSendPlan } from './useSendPlan.js'
import { SendLoading } from './WalletSend.js'

const SolanaSendReview = lazy(() =>
  import('./SolanaSend.js').then((module) => ({ default: module.SolanaSendReview })),
)

function EvmSendReview({ network, owner }: { network: NetworkEntry; owner: Address }) {
  return <SendReview network={network} plan={useSendPlan(network, owner)} />
}

/** Send's review step, then the wallet's approval, then the pending and mined states. */
export function WalletSendPreview() {
  const address = useApp(connectedAddress)
  const network = useApp(activeNetwork)
  const actions = useActions()
  if (address !== undefined && network.chainNamespace === 'eip155' && isAddress(address, { strict: false }))
    return <EvmSendReview key={network.caipNetworkId} network={network} owner={address} />
  if (address !== undefined && network.chainNamespace === 'solana' && isSolanaAddress(address))
    return (
      <Suspense fallback={<SendLoading />}>
        <SolanaSendReview key={network.caipNetworkId} network={network} owner={address} />
      </Suspense>
    )
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
}
