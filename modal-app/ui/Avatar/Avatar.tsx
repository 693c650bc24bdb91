import { useMemo } from 'react'
import { avatarColors } from './avatarColors.js'

/** A decorative gradient avatar, deterministic for an address. */
export function Avatar({
  address,
  size = 64,
  className = '',
}: {
  address: string
  size?: number
  className?: string
}) {
  const background = useMemo(() => {
    const [c1, c2, c3, c4, c5] = avatarColors(address)
    return `radial-gradient(75% 75% at 65% 25%, #fff 0.5%, ${c5} 31%, ${c3} 52%, ${c2} 66%, ${c1} 82%, ${c4} 100%)`
  }, [address])
  return (
    <div
      aria-hidden="true"
      className={`shrink-0 rounded-full ring-4 ring-surface ${className}`}
      style={{ width: size, height: size, background }}
    />
  )
}
