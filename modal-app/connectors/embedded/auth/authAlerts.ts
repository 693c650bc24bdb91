import { AuthRequestError, AuthTimeoutError } from './authFrame.js'

/** SPEC §8's alert errors for the embedded wallet, with the server message each one answers. */
export type AuthAlert = { shortMessage: string; longMessage: string }

const AUTH_ALERTS = {
  RequestTimedOut: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The login service did not answer in time. Please try again later.',
  },
  NetworkError: {
    shortMessage: 'Network Error',
    longMessage: 'The login service could not be reached. Please try again later.',
  },
  InvalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "This modal's origin is not allowed by its login service: add it to the auth server's AUTH_ALLOWED_ORIGINS.",
  },
  SessionExpired: {
    shortMessage: 'Session Expired',
    longMessage:
      "Your session expired or your device's clock is wrong: check its time settings and connect again.",
  },
  InvalidProjectId: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The login service refused this app’s key: check its configuration.',
  },
} as const satisfies Record<string, AuthAlert>

/** SPEC §8's server message mapping. */
const BY_SERVER_MESSAGE: Record<string, AuthAlert> = {
  'Unauthorized: origin not allowed': AUTH_ALERTS.InvalidAppConfiguration,
  'JWT validation error: JWT Token is not yet valid': AUTH_ALERTS.SessionExpired,
  'Unauthorized: invalid key': AUTH_ALERTS.InvalidProjectId,
}

/** The alert an auth failure shows, or undefined when the server's own words (a 4xx about the input) say it. */
export function authAlertOf(error: unknown): AuthAlert | undefined {
  if (error instanceof AuthTimeoutError) return AUTH_ALERTS.RequestTimedOut
  if (!(error instanceof AuthRequestError)) return undefined
  const mapped = BY_SERVER_MESSAGE[error.message]
  if (mapped) return mapped
  if (error.detail.kind === 'unreachable') return AUTH_ALERTS.NetworkError
  return undefined
}
