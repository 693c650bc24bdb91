import { useState } from 'react'
import { assetUrl } from '../../data/assetUrl.js'
import { useApp } from '../context.js'
import { useOpenedOnce } from './useOpenedOnce.js'

/**
 * A token's icon, or its symbol's first letter when there is none, it does not load, or the modal has not been
 * opened yet (an icon's host is a third party's). Public https hosts, `ipfs:` through the gateway and `data:image`
 * only (data/assetUrl.ts), with no referrer.
 */
export function TokenIcon({ symbol, iconUrl }: { symbol: string; iconUrl?: string | undefined }) {
  const [failed, setFailed] = useState(false)
  const gateway = useApp((state) => state.config.ipfsGateway)
  const source = useOpenedOnce() ? assetUrl(iconUrl, { gateway, trustedOrigins: [] }) : undefined
  if (source !== undefined && !failed)
    return (
      <img
        src={source}
        alt=""
        width={36}
        height={36}
        referrerPolicy="no-referrer"
        className="size-9 shrink-0 rounded-full bg-surface object-cover"
        onError={() => setFailed(true)}
      />
    )
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface font-bold text-muted text-sm"
    >
      {symbol.slice(0, 1).toUpperCase()}
    </span>
  )
}
