import { isRestrictedRegion } from '../../flows/onramp/restrictedRegion.js'
import { activeNetwork, connectedAddress } from '../../store/store.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon } from '../../ui/Icon/icons.js'
import { useApp, useClientIdGetter } from '../context.js'
import { NoWalletConnected } from '../NoWalletConnected.js'
import { BuyForm } from './BuyForm.js'

/** SPEC §9: onramp on eip155 and solana. */
const ONRAMP_NAMESPACES = ['eip155', 'solana']

function Unavailable({ title, description }: { title: string; description: string }) {
  return (
    <div className="px-4 pb-6">
      <EmptyState icon={<AlertIcon />} title={title} description={description} />
    </div>
  )
}

/**
 * Buy (onramp, issue 24): the token, fiat amount and payment method within the provider's limits, a quote, then the
 * provider's page in a new tab. Unavailable, with the reason, off eip155 and solana, in SPEC's restricted time zones,
 * and without a project id (no Blockchain API).
 */
export function OnRampProviders() {
  const address = useApp(connectedAddress)
  const network = useApp(activeNetwork)
  const projectId = useApp((state) => state.config.projectId)
  const baseUrl = useApp((state) => state.config.apiBaseUrl)
  const clientId = useClientIdGetter()
  if (address === undefined)
    return <NoWalletConnected description="Connect a wallet to buy crypto into it." />
  if (isRestrictedRegion())
    return (
      <Unavailable
        title="Not available in your region"
        description="Buying crypto is not offered in your time zone's region."
      />
    )
  if (!ONRAMP_NAMESPACES.includes(network.chainNamespace))
    return (
      <Unavailable
        title="Unsupported chain"
        description={`Buying on ${network.name} is not supported. Switch to an EVM or Solana network.`}
      />
    )
  if (projectId === undefined)
    return (
      <Unavailable
        title="Buying is unavailable"
        description="This app has no project id, so the onramp service cannot be reached."
      />
    )
  return (
    <BuyForm
      key={`${network.caipNetworkId}|${address}`}
      api={{ baseUrl, projectId, clientId }}
      network={network}
      address={address}
    />
  )
}
