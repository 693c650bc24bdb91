import { Button } from '../../ui/Button/Button.js'
import { ExternalIcon } from '../../ui/Icon/viewIcons.js'
import { truncateAddress } from '../../wallets/address.js'
import { useActions } from '../context.js'

/** After the provider's page opened: where to finish, and back to Account. */
export function BuyOpened({ host, symbol, address }: { host: string; symbol: string; address: string }) {
  const actions = useActions()
  return (
    <div className="flex flex-col items-center gap-3 px-4 pb-4 text-center">
      <div className="mt-2 flex size-14 items-center justify-center rounded-full bg-surface text-muted">
        <ExternalIcon size={26} />
      </div>
      <h2 aria-live="polite" className="font-semibold text-lg">
        Finish in the new tab
      </h2>
      <p className="text-muted text-sm">
        {`${host} opened in a new tab. Pay there; your ${symbol} arrives at ${truncateAddress(address)} once the provider sends it.`}
      </p>
      <Button size="lg" fullWidth onClick={() => actions.back()}>
        Done
      </Button>
    </div>
  )
}
