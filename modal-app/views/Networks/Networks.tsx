import { activeNetwork } from '../../store/store.js'
import { useActions, useApp } from '../context.js'
import { NetworkList } from './NetworkList.js'
import { useSwitchNetwork } from './useSwitchNetwork.js'

/** Choose the active network; with a wallet connected, the wallet switches too (adding the chain if needed). */
export function Networks() {
  const actions = useActions()
  const networks = useApp((state) => state.config.networks)
  const active = useApp((state) => activeNetwork(state).caipNetworkId)
  const { pending, select } = useSwitchNetwork(() => actions.back())
  return (
    <div className="px-4 pb-4">
      <NetworkList networks={networks} active={active} pending={pending} onSelect={select} />
    </div>
  )
}
