import { type IconProps, StrokeIcon } from './icons.js'

// The wallet flows' icons (Send, Receive): apart from icons.tsx, whose icons the startup bundle holds.

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
