import { Button } from '../ui/Button/Button.js'
import { EmptyState } from '../ui/EmptyState/EmptyState.js'
import { WalletIcon } from '../ui/Icon/icons.js'
import { useActions } from './context.js'

/** What a view of the connected account shows when no wallet is connected: why it is empty, and Connect. */
export function NoWalletConnected({ description }: { description: string }) {
  const actions = useActions()
  return (
    <div className="px-4 pb-6">
      <EmptyState
        icon={<WalletIcon />}
        title="No wallet connected"
        description={description}
        action={<Button onClick={() => actions.push('Connect')}>Connect a wallet</Button>}
      />
    </div>
  )
}
