import { type IconProps, StrokeIcon } from './icons.js'

// The icons only lazily loaded views draw (Account, All wallets, the WalletConnect QR code, Networks, the wallet's
// flows): a module apart from icons.tsx, whose icons the startup screens draw, so the startup bundle holds none of
// these.

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

export const SendIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M7 17L17 7M9 7h8v8" />
  </StrokeIcon>
)

export const ReceiveIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M17 7L7 17M15 17H7V9" />
  </StrokeIcon>
)

export const KeyIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l8-8M16 7l3 3M14 9l2 2" />
  </StrokeIcon>
)

export const SwapIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />
  </StrokeIcon>
)

export const BuyIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3.5" y="6" width="17" height="12" rx="2" />
    <path d="M3.5 10h17M7 14.5h3" />
  </StrokeIcon>
)
