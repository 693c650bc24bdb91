import { useState } from 'react'
import { decodeImage } from './decodeImage.js'
import { walletMonogram } from './walletMonogram.js'

/**
 * A wallet's image, or its monogram when it has none (the catalogue ships no brand images) or the image does not
 * load. Decorative: the wallet's name is always written next to it.
 */
export function WalletImage(props: {
  wallet: { id: string; name: string }
  /** blob:, data: or https: only: the CSP's `img-src`. */
  src: string | undefined
  size: number
  className?: string
}) {
  const { wallet, src, size, className = '' } = props
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (src !== undefined && failed !== src)
    return (
      <img
        ref={decodeImage}
        src={src}
        alt=""
        width={size}
        height={size}
        draggable={false}
        onError={() => setFailed(src)}
        className={`shrink-0 rounded-inner bg-surface object-cover ${className}`}
      />
    )
  const { initials, hue } = walletMonogram(wallet)
  return (
    <span
      aria-hidden="true"
      data-monogram=""
      className={`flex shrink-0 select-none items-center justify-center rounded-inner font-bold text-white tracking-tight ${className}`}
      // CSSOM, which `style-src 'self'` allows; a fixed lightness keeps white initials readable on every hue.
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * (initials.length > 1 ? 0.34 : 0.42)),
        backgroundImage: `linear-gradient(145deg, oklch(62% 0.14 ${hue}), oklch(48% 0.13 ${(hue + 25) % 360}))`,
      }}
    >
      {initials}
    </span>
  )
}
