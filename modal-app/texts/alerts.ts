// SPEC §8's alert errors, each a short and a long message: a module of its own, imported only by lazily loaded
// code (startup budget), never by the startup bundle.

export type Alert = { readonly shortMessage: string; readonly longMessage: string }

/** SPEC §8's eight alerts. */
export const alerts = {
  NetworkNotFound: {
    shortMessage: 'Network Not Found',
    longMessage: "The network is not one of the app's networks: add it to `networks` in the config.",
  },
  /** An HTTP 403 from analytics (SPEC §7), or a server's 'Unauthorized: origin not allowed'. Shown once. */
  InvalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "Origin not in allowlist: update the configuration in the provider's cloud dashboard (cloud.reown.com).",
  },
  NetworkError: {
    shortMessage: 'Network Error',
    longMessage: 'The embedded wallet could not be loaded. Please try again later.',
  },
  EmbeddedWalletRequestTimedOut: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time. Please try again later.',
  },
  UnverifiedDomain: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "This domain is not verified: make sure it is allowed in the provider's cloud dashboard (cloud.reown.com).",
  },
  SessionExpired: {
    shortMessage: 'Session Expired',
    longMessage: "Your session has expired: check your device's time settings, then connect again.",
  },
  InvalidProjectId: {
    shortMessage: 'Invalid App Configuration',
    longMessage: "The project id is not valid: check `projectId` against the provider's cloud dashboard.",
  },
  ProjectIdNotConfigured: {
    shortMessage: 'Project ID Not Configured',
    longMessage:
      'Set `projectId` in the config or the deployment defaults: until then, WalletConnect is hidden.',
  },
} as const satisfies Record<string, Alert>

export type AlertName = keyof typeof alerts

/** SPEC §8's server message mapping: what a service's error message means, as an alert. */
const SERVER_MESSAGES: Readonly<Record<string, AlertName>> = {
  'Unauthorized: origin not allowed': 'InvalidAppConfiguration',
  'JWT validation error: JWT Token is not yet valid': 'SessionExpired',
  'Unauthorized: invalid key': 'InvalidProjectId',
}

/**
 * The alert a service's error message maps to (SPEC §8), if any: the message exactly, or within a longer one
 * (`{"message": "Unauthorized: invalid key"}` as some services wrap it).
 */
export function alertForServerMessage(message: unknown): Alert | undefined {
  if (typeof message !== 'string') return undefined
  const found = Object.keys(SERVER_MESSAGES).find((known) => message.includes(known))
  return found === undefined ? undefined : alerts[SERVER_MESSAGES[found] as AlertName]
}
