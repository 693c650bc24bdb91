import type { ReactNode, SVGProps } from 'react'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

export function StrokeIcon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export const BackIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M15 18l-6-6 6-6" />
  </StrokeIcon>
)

export const CloseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
)

export const WalletIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M19 8V6.5A2.5 2.5 0 0 0 16.5 4h-10A2.5 2.5 0 0 0 4 6.5v11A2.5 2.5 0 0 0 6.5 20h11a2.5 2.5 0 0 0 2.5-2.5V10.5A2.5 2.5 0 0 0 17.5 8H4" />
    <circle cx="16" cy="14" r="1" fill="currentColor" stroke="none" />
  </StrokeIcon>
)

export const CheckIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </StrokeIcon>
)

export const AlertIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </StrokeIcon>
)

export const InfoIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </StrokeIcon>
)

export const PuzzleIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M10 4.5a2 2 0 1 1 4 0V6h3.5A1.5 1.5 0 0 1 19 7.5V11h-1.5a2 2 0 1 0 0 4H19v3.5a1.5 1.5 0 0 1-1.5 1.5H14v-1.5a2 2 0 1 0-4 0V20H6.5A1.5 1.5 0 0 1 5 18.5V15h1.5a2 2 0 1 0 0-4H5V7.5A1.5 1.5 0 0 1 6.5 6H10z" />
  </StrokeIcon>
)

export const QrIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
  </StrokeIcon>
)
