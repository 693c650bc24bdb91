import { lazy, Suspense } from 'react'
import type { Address } from 'viem'
import { isAddress } from 'viem'
import { isSolanaAddress } from '../../config/solanaAddress.js'
import type { NetworkEntry } from '../../config/types.js'
import { UNSUPPORTED_CHAIN } from '../../flows/send/sendErrors.js'
import { activeNetwork, connectedAddress } from '../../store/store.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon } from '../../ui/Icon/icons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { useApp } from '../context.js'
import { NoWalletConnected } from '../NoWalletConnected.js'
import { SendForm } from './SendForm.js'
import { useSendPlan } from './useSendPlan.js'

// Solana's send (its transaction code, @solana/kit) is a chunk of its own, loaded only for a Solana account.
const SolanaSendForm = lazy(() =>
  import('./SolanaSend.js').then((module) => ({ default: module.SolanaSendForm })),
)

function EvmSendForm({ network, owner }: { network: NetworkEntry; owner: Address }) {
  return <SendForm network={network} plan={useSendPlan(network, owner)} />
}

/** While a namespace's send code loads. */
export function SendLoading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 px-4 py-10 text-muted text-sm">
      <Spinner size={16} />
      Loading…
    </p>
  )
}

/** Send (issue 24): the form, on eip155 and solana (SPEC §9); SPEC §5's 'Unsupported chain' elsewhere. */
export function WalletSend() {
  const address = useApp(connectedAddress)
  const network = useApp(activeNetwork)
  if (address === undefined)
    return <NoWalletConnected description="Connect a wallet to send tokens from it." />
  if (network.chainNamespace === 'eip155' && isAddress(address, { strict: false }))
    return <EvmSendForm key={network.caipNetworkId} network={network} owner={address} />
  if (network.chainNamespace === 'solana' && isSolanaAddress(address))
    return (
      <Suspense fallback={<SendLoading />}>
        <SolanaSendForm key={network.caipNetworkId} network={network} owner={address} />
      </Suspense>
    )
  return (
    <div className="px-4 pb-6">
      <EmptyState
        icon={<AlertIcon />}
        title={UNSUPPORTED_CHAIN}
        description={`Sending on ${network.name} is not supported.`}
      />
    </div>
  )
}
