import { describe, expect, test } from 'vitest'
import { avatarColors } from './avatarColors.js'

describe('avatarColors', () => {
  test('default', () => {
    expect(avatarColors('0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toMatchInlineSnapshot(`
      [
        "rgb(139 161 241)",
        "rgb(156 175 243)",
        "rgb(174 189 245)",
        "rgb(191 203 247)",
        "rgb(209 217 249)",
      ]
    `)
  })

  test('behavior: deterministic and case-insensitive', () => {
    const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
    expect(avatarColors(address.toLowerCase())).toEqual(avatarColors(address))
  })

  test('behavior: non-hex addresses hash to a colour', () => {
    const colors = avatarColors('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
    expect(colors).toHaveLength(5)
    expect(colors).toEqual(avatarColors('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'))
    expect(colors).not.toEqual(avatarColors('7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'))
  })
})
