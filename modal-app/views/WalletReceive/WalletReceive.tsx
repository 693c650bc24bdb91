import { useId } from 'react'
import { activeNetwork, connectedAddress } from '../../store/store.js'
import { Button } from '../../ui/Button/Button.js'
import { AlertIcon } from '../../ui/Icon/icons.js'
import { CopyIcon } from '../../ui/Icon/viewIcons.js'
import { QrCode } from '../../ui/QrCode/QrCode.js'
import { useActions, useApp } from '../context.js'
import { NoWalletConnected } from '../NoWalletConnected.js'
import { receiveNetworks } from './receiveNetworks.js'

/** Receive (issue 24): the address as a QR code and text with copy, the networks it is valid on, and a warning. */
export function WalletReceive() {
  const address = useApp(connectedAddress)
  if (address === undefined)
    return <NoWalletConnected description="Connect a wallet to receive tokens to it." />
  return <ReceiveAddress address={address} />
}

function ReceiveAddress({ address }: { address: string }) {
  const actions = useActions()
  const network = useApp(activeNetwork)
  const networks = useApp((state) => state.config.networks)
  const valid = receiveNetworks(networks, network)
  const warningId = useId()
  const copy = () => {
    navigator.clipboard.writeText(address).then(
      () => actions.showToast('Address copied', 'success'),
      () => actions.showToast('Unable to copy the address', 'error'),
    )
  }
  return (
    <div className="flex flex-col items-center gap-4 px-4 pb-4">
      <QrCode
        value={address}
        size={232}
        label={`QR code of your address ${address}`}
        logo={
          <span className="flex size-11 items-center justify-center rounded-full bg-accent font-bold text-accent-fg">
            {network.name.slice(0, 1).toUpperCase()}
          </span>
        }
      />
      <p className="w-full break-all rounded-control bg-surface px-3 py-2 text-center font-mono text-sm">
        <span className="sr-only">Your address: </span>
        {address}
      </p>
      <Button variant="secondary" size="lg" fullWidth onClick={copy} aria-describedby={warningId}>
        <CopyIcon size={18} />
        Copy address
      </Button>
      <section aria-labelledby={`${warningId}-title`} className="w-full">
        <h3 id={`${warningId}-title`} className="mb-2 font-semibold text-sm">
          Valid on {valid.length === 1 ? 'this network' : `these ${valid.length} networks`}
        </h3>
        <ul aria-label="Networks" className="flex flex-wrap gap-1.5">
          {valid.map((entry) => (
            <li
              key={entry.caipNetworkId}
              className="rounded-full bg-surface px-2.5 py-1 font-semibold text-xs"
            >
              {entry.name}
            </li>
          ))}
        </ul>
      </section>
      <p
        id={warningId}
        role="note"
        className="flex w-full items-start gap-2 rounded-control border border-line p-3 text-muted text-sm"
      >
        <AlertIcon size={16} className="mt-0.5 shrink-0 text-danger" />
        <span>
          Only send to this address on {valid.map((entry) => entry.name).join(', ')}. Tokens sent on another
          network may be lost.
        </span>
      </p>
    </div>
  )
}
