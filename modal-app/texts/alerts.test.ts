import { describe, expect, test } from 'vitest'
import { alertForServerMessage, alerts } from './alerts.js'

describe('alerts', () => {
  test('default: SPEC §8’s eight alerts, each with a short and a long message', () => {
    expect(Object.values(alerts).map((alert) => alert.shortMessage)).toEqual([
      'Network Not Found',
      'Invalid App Configuration',
      'Network Error',
      'Embedded Wallet Request Timed Out',
      'Invalid App Configuration',
      'Session Expired',
      'Invalid App Configuration',
      'Project ID Not Configured',
    ])
    for (const alert of Object.values(alerts)) expect(alert.longMessage.length).toBeGreaterThan(20)
  })
})

describe('alertForServerMessage', () => {
  test('default: SPEC §8’s three server messages', () => {
    expect(alertForServerMessage('Unauthorized: origin not allowed')).toBe(alerts.InvalidAppConfiguration)
    expect(alertForServerMessage('JWT validation error: JWT Token is not yet valid')).toBe(
      alerts.SessionExpired,
    )
    expect(alertForServerMessage('Unauthorized: invalid key')).toBe(alerts.InvalidProjectId)
  })

  test('behavior: found within a longer message', () => {
    expect(alertForServerMessage('403: Unauthorized: invalid key (project abc)')).toBe(
      alerts.InvalidProjectId,
    )
  })

  test('error: any other message, or none, maps to no alert', () => {
    expect(alertForServerMessage('Unauthorized')).toBeUndefined()
    expect(alertForServerMessage('')).toBeUndefined()
    expect(alertForServerMessage(undefined)).toBeUndefined()
    expect(alertForServerMessage({ message: 'Unauthorized: invalid key' })).toBeUndefined()
  })
})
