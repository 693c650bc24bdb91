import { useState } from 'react'
import type { NetworkEntry } from '../../config/types.js'
import { networkImageId } from '../../data/networkImageIds.js'
import { CheckIcon } from '../../ui/Icon/icons.js'
import { decodeImage } from '../../ui/WalletImage/decodeImage.js'
import { useDirectoryImageUrl } from '../directoryImages.js'

/** The app's networks as buttons; the active one is marked. */
export function NetworkList(props: {
  networks: readonly NetworkEntry[]
  active: string | undefined
  pending: string | undefined
  onSelect(network: NetworkEntry): void
}) {
  return (
    <ul className="flex flex-col gap-2">
      {props.networks.map((network) => {
        const active = network.caipNetworkId === props.active
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              aria-current={active ? 'true' : undefined}
              disabled={props.pending !== undefined}
              onClick={() => props.onSelect(network)}
              className="flex h-14 w-full items-center gap-3 rounded-control bg-surface px-3 text-left transition-colors duration-150 enabled:hover:bg-surface-strong disabled:opacity-60"
            >
              <NetworkImage network={network} />
              <span className="min-w-0 flex-1 truncate font-semibold text-base">{network.name}</span>
              {props.pending === network.caipNetworkId ? (
                <span className="text-muted text-xs">Approve in wallet…</span>
              ) : active ? (
                <CheckIcon size={18} className="text-accent-text" aria-label="Active network" />
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * A well-known network's image from the directory (with a project id: SPEC §7 `public/getAssetImage`), else its
 * first letter: also while the image loads and when it fails. Decorative: the network's name is the button's text.
 */
function NetworkImage(props: { network: NetworkEntry }) {
  const src = useDirectoryImageUrl('getAssetImage', networkImageId(props.network.caipNetworkId))
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (src !== undefined && failed !== src)
    return (
      <img
        ref={decodeImage}
        src={src}
        alt=""
        width={36}
        height={36}
        draggable={false}
        onError={() => setFailed(src)}
        className="size-9 shrink-0 rounded-full bg-surface-strong object-cover"
      />
    )
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-fg text-sm"
    >
      {props.network.name.slice(0, 1).toUpperCase()}
    </span>
  )
}
