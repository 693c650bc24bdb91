import { activeNetwork } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { PowerIcon } from '../../ui/Icon/viewIcons.js'
import { useActions, useApp, useWallet } from '../context.js'
import { NetworkList } from '../Networks/NetworkList.js'
import { useSwitchNetwork } from '../Networks/useSwitchNetwork.js'

/** The wallet is on a network the app does not list (SPEC §4): switch to one it does, or disconnect. */
export function UnsupportedChain() {
  const actions = useActions()
  const wallet = useWallet()
  const networks = useApp((state) => state.config.networks)
  const current = useApp(activeNetwork)
  const { pending, select } = useSwitchNetwork(() => actions.close({ force: true }))
  return (
    <div className="flex flex-col gap-4 px-4 pb-4">
      <p className="text-muted text-sm">
        Your wallet is on {current.name}, which this app does not support. Switch to one of these networks:
      </p>
      <NetworkList networks={networks} active={undefined} pending={pending} onSelect={select} />
      <Button variant="secondary" fullWidth onClick={() => wallet.disconnect()}>
        <PowerIcon size={18} />
        Disconnect
      </Button>
    </div>
  )
}
