import type { ReactNode } from 'react'
import { type Address, isAddress } from 'viem'
import type { NetworkEntry } from '../../config/types.js'
import type { ConvertApi } from '../../flows/swap/convertApi.js'
import { SWAPS_NOT_SUPPORTED, swapsOn } from '../../flows/swap/swapNetworks.js'
import { activeNetwork, connectedAddress } from '../../store/store.js'
import { EmptyState } from '../../ui/EmptyState/EmptyState.js'
import { AlertIcon } from '../../ui/Icon/icons.js'
import { useApp } from '../context.js'
import { NoWalletConnected } from '../NoWalletConnected.js'
import { SwapForm } from './SwapForm.js'
import { useConvertApi } from './useConvertApi.js'

function Unavailable({ title, description }: { title: string; description: string }) {
  return (
    <div className="px-4 pb-6">
      <EmptyState icon={<AlertIcon />} title={title} description={description} />
    </div>
  )
}

/**
 * What every Swap view needs: a connected eip155 account, a network swaps are offered on (SPEC §9, or the
 * deployment's `swapNetworks`), and the Blockchain API (a project id); else why not.
 */
export function SwapGate(props: {
  children(args: { network: NetworkEntry; owner: Address; api: ConvertApi }): ReactNode
}) {
  const address = useApp(connectedAddress)
  const network = useApp(activeNetwork)
  const swapNetworks = useApp((state) => state.config.swapNetworks)
  const api = useConvertApi()
  if (address === undefined) return <NoWalletConnected description="Connect a wallet to swap its tokens." />
  if (
    !swapsOn(network, swapNetworks) ||
    network.chainNamespace !== 'eip155' ||
    !isAddress(address, { strict: false })
  )
    return (
      <Unavailable
        title={SWAPS_NOT_SUPPORTED}
        description={`Swaps are not offered on ${network.name}. Switch to a network that has them.`}
      />
    )
  if (api === undefined)
    return (
      <Unavailable
        title="Swaps need a project id"
        description="Quotes come from the Blockchain API, which this app has not been set up with."
      />
    )
  return props.children({ network, owner: address, api })
}

/** Swap (issue 24): the tokens, the amount, the quote with its price impact, slippage and gas price. */
export function Swap() {
  return <SwapGate>{(args) => <SwapForm {...args} />}</SwapGate>
}
