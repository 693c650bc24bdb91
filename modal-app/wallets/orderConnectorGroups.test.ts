import { describe, expect, test } from 'vitest'
import { orderConnectorGroups } from './orderConnectorGroups.js'

describe('orderConnectorGroups', () => {
  test('default: SPEC order', () => {
    expect(orderConnectorGroups(undefined)).toMatchInlineSnapshot(`
      [
        "walletConnect",
        "recent",
        "injected",
        "featured",
        "custom",
        "external",
        "recommended",
      ]
    `)
  })

  test('behavior: the override comes first, the rest keeps SPEC order', () => {
    expect(orderConnectorGroups(['recommended', 'featured'])).toEqual([
      'recommended',
      'featured',
      'walletConnect',
      'recent',
      'injected',
      'custom',
      'external',
    ])
  })
})
