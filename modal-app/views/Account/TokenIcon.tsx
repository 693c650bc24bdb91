import { useState } from 'react'
import { assetUrl } from '../../data/assetUrl.js'

/** A token's icon, or its symbol's first letter when there is none or it does not load (the CSP admits https:). */
export function TokenIcon({ symbol, iconUrl }: { symbol: string; iconUrl?: string | undefined }) {
  const [failed, setFailed] = useState(false)
  const source = assetUrl(iconUrl)
  if (source !== undefined && !failed)
    return (
      <img
        src={source}
        alt=""
        width={36}
        height={36}
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
