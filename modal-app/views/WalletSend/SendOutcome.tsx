import type { NetworkEntry } from '../../config/types.js'
import { finishSend } from '../../flows/send/sendState.js'
import { Button } from '../../ui/Button/Button.js'
import { AlertIcon, CheckIcon } from '../../ui/Icon/icons.js'
import { ExternalIcon } from '../../ui/Icon/viewIcons.js'
import { Spinner } from '../../ui/Spinner/Spinner.js'
import { truncateAddress } from '../../wallets/address.js'
import { useActions, useApp, useStore } from '../context.js'
import { explorerTxUrl } from './explorerTxUrl.js'

/** A sent transaction: pending until mined, then mined (or failed on chain), with its hash and explorer link. */
export function SendOutcome({ network }: { network: NetworkEntry }) {
  const actions = useActions()
  const store = useStore()
  const send = useApp((state) => state.send)
  if (send?.hash === undefined) return null
  const { hash, phase, token } = send
  const explorer = explorerTxUrl(network, hash)
  const what = `${send.sendTokenAmount.trim()} ${token?.symbol ?? ''}`
  // Solana's transactions are confirmed, not mined.
  const mined = network.chainNamespace === 'solana' ? 'Confirmed' : 'Mined'
  return (
    <div className="flex flex-col items-center gap-3 px-4 pb-4 text-center">
      <div
        className={`mt-2 flex size-14 items-center justify-center rounded-full bg-surface ${
          phase === 'mined' ? 'text-success' : phase === 'failed' ? 'text-danger' : 'text-muted'
        }`}
      >
        {phase === 'mined' ? (
          <CheckIcon size={28} />
        ) : phase === 'failed' ? (
          <AlertIcon size={28} />
        ) : (
          <Spinner size={28} />
        )}
      </div>
      <h2 aria-live="polite" className="font-semibold text-lg">
        {phase === 'mined'
          ? `Sent ${what}`
          : phase === 'failed'
            ? 'Transaction failed'
            : 'Transaction pending'}
      </h2>
      <p className="text-muted text-sm">
        {phase === 'mined'
          ? `${mined} on ${network.name}.`
          : phase === 'failed'
            ? send.error
            : `Sent to ${network.name}, waiting to be ${mined.toLowerCase()}.`}
      </p>
      <p className="font-mono text-muted text-xs" title={hash}>
        {truncateAddress(hash)}
      </p>
      {explorer === undefined ? null : (
        <a
          href={explorer.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View transaction on ${explorer.name} (opens in a new tab)`}
          className="flex h-9 items-center gap-1.5 rounded-full bg-surface px-3 font-semibold text-sm hover:bg-surface-strong"
        >
          {explorer.name}
          <ExternalIcon size={14} className="text-muted" />
        </a>
      )}
      {phase === 'pending' ? null : (
        <Button size="lg" fullWidth onClick={() => finishSend(store, actions)}>
          Done
        </Button>
      )}
    </div>
  )
}
