import type { ReactNode } from 'react'
import type { SocialProvider } from '../../config/types.js'

type Glyph = { name: string; icon: ReactNode }

const svg = (children: ReactNode, viewBox = '0 0 24 24') => (
  <svg width={20} height={20} viewBox={viewBox} aria-hidden="true" focusable="false">
    {children}
  </svg>
)

/** Display names and simplified brand marks of SPEC §9's social providers. */
export const SOCIAL_PROVIDERS: Record<SocialProvider, Glyph> = {
  google: {
    name: 'Google',
    icon: svg(
      <g fill="none" strokeWidth={3.4}>
        <path d="M17.66 6.34A8 8 0 0 0 4.48 9.26" stroke="#EA4335" />
        <path d="M4.48 9.26a8 8 0 0 0 0 5.48" stroke="#FBBC05" />
        <path d="M4.48 14.74a8 8 0 0 0 13.18 2.92" stroke="#34A853" />
        <path d="M17.66 17.66A8 8 0 0 0 20 12h-8" stroke="#4285F4" />
      </g>,
    ),
  },
  x: {
    name: 'X',
    icon: svg(
      <g fill="currentColor">
        <path d="M3.8 4h4.6l11.8 16h-4.6z" />
        <path d="M18.3 4h1.9l-6.4 7.3-1-1.3zM10.9 12.9l1 1.3L5.6 20H3.7z" />
      </g>,
    ),
  },
  discord: {
    name: 'Discord',
    icon: svg(
      <path
        fill="#5865F2"
        fillRule="evenodd"
        d="M18.9 5.7a15.7 15.7 0 0 0-3.9-1.2l-.5 1a14.6 14.6 0 0 0-5 0l-.5-1a15.7 15.7 0 0 0-3.9 1.2C2.6 9.4 2 13 2.3 16.5a15.8 15.8 0 0 0 4.8 2.4l1-1.6a10 10 0 0 1-1.6-.8l.4-.3a11.3 11.3 0 0 0 10.2 0l.4.3c-.5.3-1 .6-1.6.8l1 1.6a15.8 15.8 0 0 0 4.8-2.4c.4-4.1-.7-7.7-2.9-10.8zM9 10.9a1.7 1.8 0 1 0 0 3.6 1.7 1.8 0 1 0 0-3.6zm6 0a1.7 1.8 0 1 0 0 3.6 1.7 1.8 0 1 0 0-3.6z"
      />,
    ),
  },
  farcaster: {
    name: 'Farcaster',
    icon: svg(
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" fill="#855DCD" />
        <path
          fill="#fff"
          d="M7.2 6.5h9.6v1.8h1.2l-.5 1.7h-.4v6.3h.4v1.2h-3.3v-1.2h.4v-3a2.6 2.6 0 0 0-5.2 0v3h.4v1.2H6.5v-1.2h.4V10h-.4L6 8.3h1.2z"
        />
      </>,
    ),
  },
  github: {
    name: 'GitHub',
    icon: svg(
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M12 2a10 10 0 0 0-3.2 19.5v-2.7c-2.3.5-2.9-1-3-1.4-.2-.4-.6-1.2-1.1-1.4-.4-.2-.9-.7 0-.7.8 0 1.4.8 1.6 1.1.9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2-.2-4.2-1-4.2-4.5 0-1 .4-1.8 1-2.5-.1-.2-.4-1.2.1-2.5 0 0 .8-.2 2.6 1a8.9 8.9 0 0 1 4.8 0c1.8-1.2 2.6-1 2.6-1 .5 1.3.2 2.3.1 2.5.6.7 1 1.5 1 2.5 0 3.5-2.2 4.3-4.2 4.5.3.3.6.8.6 1.7v3.9A10 10 0 0 0 12 2z"
      />,
    ),
  },
  apple: {
    name: 'Apple',
    icon: svg(
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2 1.7-3 1.8-3a3.9 3.9 0 0 0-3-1.6c-1.3-.1-2.5.7-3.1.7-.7 0-1.7-.7-2.7-.7a4 4 0 0 0-3.4 2.1c-1.5 2.5-.4 6.3 1 8.4.7 1 1.5 2.1 2.6 2 1 0 1.4-.6 2.7-.6 1.2 0 1.6.6 2.7.6 1.1 0 1.8-1 2.5-2a8.6 8.6 0 0 0 1.1-2.3 3.7 3.7 0 0 1-2.2-3.6zM14.3 6.4c.6-.7 1-1.6.9-2.6-.8 0-1.8.6-2.4 1.3-.5.6-1 1.5-.9 2.5.9.1 1.8-.5 2.4-1.2z"
      />,
      '3 2.5 19 19',
    ),
  },
  facebook: {
    name: 'Facebook',
    icon: svg(
      <>
        <circle cx="12" cy="12" r="10" fill="#1877F2" />
        <path
          fill="#fff"
          d="M13.4 22v-7.1h2.4l.4-2.8h-2.8v-1.8c0-.8.3-1.4 1.4-1.4h1.5V6.4c-.3 0-1.2-.1-2.2-.1-2.1 0-3.6 1.3-3.6 3.7v2.1H8.1v2.8h2.4V22z"
        />
      </>,
    ),
  },
}
