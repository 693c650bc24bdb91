import { describe, expect, test } from 'vitest'
import { isRestrictedRegion } from './restrictedRegion.js'

describe('isRestrictedRegion', () => {
  test("default: China's time zones, any case, aliases included", () => {
    for (const zone of [
      'Asia/Shanghai',
      'Asia/Urumqi',
      'Asia/Hong_Kong',
      'Asia/Macau',
      'ASIA/MACAO',
      'PRC',
      'Hongkong',
    ])
      expect(isRestrictedRegion(zone)).toBe(true)
  })

  test('behavior: elsewhere is not restricted', () => {
    for (const zone of ['Europe/Paris', 'Asia/Tokyo', 'Asia/Singapore', 'Asia/Taipei', 'UTC'])
      expect(isRestrictedRegion(zone)).toBe(false)
  })
})
