import QRCode from 'qrcode'
import { type ReactNode, useMemo } from 'react'

/**
 * A QR code as an SVG of modules (no canvas, no innerHTML), with room for a logo in the middle. Error correction
 * level Q keeps the code readable with the centre covered. The modules are one path, not a node each: a pairing
 * URI makes about 2,000 of them, which slowed rendering and every tree walk (assistive tech, axe).
 */
export function QrCode({
  value,
  size = 280,
  label,
  logo,
}: {
  value: string
  size?: number
  label: string
  logo?: ReactNode
}) {
  const { count, path } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'Q' })
    const count = modules.size
    const hole = Math.ceil(count * 0.22) | 1
    const start = (count - hole) / 2
    const inHole = (row: number, col: number) =>
      row >= start && row < start + hole && col >= start && col < start + hole
    let path = ''
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++)
        if (modules.get(row, col) && !inHole(row, col)) path += `M${col} ${row}h1v1h-1z`
    return { count, path }
  }, [value])

  return (
    <div className="relative rounded-card bg-white p-3" style={{ width: size, height: size }}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${count} ${count}`}
        width="100%"
        height="100%"
        shapeRendering="crispEdges"
      >
        <path d={path} fill="#141517" />
      </svg>
      {logo ? (
        <div className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
          {logo}
        </div>
      ) : null}
    </div>
  )
}
