import type { NetworkEntry } from '../../config/types.js'
import { CheckIcon } from '../../ui/Icon/icons.js'

/**
 * The app's networks as buttons; the active one is marked. Those in `unapproved` (networks the connected wallet did
 * not approve) are disabled, and say why.
 */
export function NetworkList(props: {
  networks: readonly NetworkEntry[]
  active: string | undefined
  pending: string | undefined
  unapproved: ReadonlySet<string>
  onSelect(network: NetworkEntry): void
}) {
  return (
    <ul className="flex flex-col gap-2">
      {props.networks.map((network) => {
        const active = network.caipNetworkId === props.active
        const unapproved = props.unapproved.has(network.caipNetworkId)
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              aria-current={active ? 'true' : undefined}
              disabled={props.pending !== undefined || unapproved}
              onClick={() => props.onSelect(network)}
              className="flex h-14 w-full items-center gap-3 rounded-control bg-surface px-3 text-left transition-colors duration-150 enabled:hover:bg-surface-strong disabled:opacity-60"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-fg text-sm">
                {network.name.slice(0, 1).toUpperCase()}
              </span>
              <span className="min-w-0 flex-1 truncate font-semibold text-base">{network.name}</span>
              {props.pending === network.caipNetworkId ? (
                <span className="text-muted text-xs">Approve in wallet…</span>
              ) : active ? (
                <CheckIcon size={18} className="text-accent-text" aria-label="Active network" />
              ) : unapproved ? (
                <span className="shrink-0 text-muted text-xs">Not supported by your wallet</span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
