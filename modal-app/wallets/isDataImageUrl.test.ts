import { describe, expect, test } from 'vitest'
import { isDataImageUrl } from './isDataImageUrl.js'

describe('isDataImageUrl', () => {
  test('default', () => {
    expect(isDataImageUrl('data:image/png;base64,AAAA')).toBe(true)
    expect(isDataImageUrl('data:image/svg+xml,%3Csvg%2F%3E')).toBe(true)
  })

  test('behavior: other schemes and types are refused', () => {
    expect(
      ['data:text/html,<b>', 'data:image/x-icon,AA', 'https://a.example/i.png', ' data:image/png,AA'].map(
        isDataImageUrl,
      ),
    ).toEqual([false, false, false, false])
  })
})
