import type { ReactNode, SVGProps } from 'react'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

function StrokeIcon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
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

export const ChevronRightIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M9 6l6 6-6 6" />
  </StrokeIcon>
)

export const CopyIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="9" y="9" width="11" height="11" rx="2.5" />
    <path d="M15 9V6.5A2.5 2.5 0 0 0 12.5 4h-6A2.5 2.5 0 0 0 4 6.5v6A2.5 2.5 0 0 0 6.5 15H9" />
  </StrokeIcon>
)

export const ExternalIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M14 5h5v5M19 5l-8 8M17 14v3.5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 5 17.5v-9A1.5 1.5 0 0 1 6.5 7H10" />
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

export const CoinsIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="9" cy="9" r="5.5" />
    <path d="M14.9 10.2a5.5 5.5 0 1 1-5.1 8.6" />
  </StrokeIcon>
)

export const ImageIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3.5" />
    <circle cx="9" cy="9.5" r="1.5" />
    <path d="M20.5 15l-4.5-4.5L6 20.5" />
  </StrokeIcon>
)

export const ActivityIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" />
  </StrokeIcon>
)

export const PowerIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 3.5v8M7.1 6.6a7 7 0 1 0 9.8 0" />
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

export const SearchIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </StrokeIcon>
)

export const GridIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </StrokeIcon>
)

export const SmartphoneIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="7" y="3" width="10" height="18" rx="2.5" />
    <path d="M11 17.5h2" />
  </StrokeIcon>
)

export const MonitorIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3.5" y="4.5" width="17" height="11.5" rx="2" />
    <path d="M9 20h6M12 16v4" />
  </StrokeIcon>
)

export const GlobeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5z" />
  </StrokeIcon>
)

export const KeyIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l8-8M16 7l3 3M14 9l2 2" />
  </StrokeIcon>
)
