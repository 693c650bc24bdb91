import { describe, expect, it } from 'vitest'
import { socialsOnTelegram, telegramPlatform } from './telegram.js'

const ANDROID_TELEGRAM =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Telegram-Android/11.5.3 (Google Pixel 8; Android 14; SDK 34; HIGH)'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const ALL = ['google', 'x', 'discord', 'github', 'apple', 'facebook']

describe('Telegram (SPEC §6: google off on iOS, x on Mac, facebook and x on Android)', () => {
  it('default: outside Telegram every provider stays', () => {
    expect(telegramPlatform(IPHONE, false, 5)).toBeUndefined()
    expect(telegramPlatform(MAC, false, 0)).toBeUndefined()
    expect(socialsOnTelegram(ALL, undefined)).toEqual(ALL)
  })

  it('behavior: the platform from the user agent once Telegram is seen', () => {
    expect(telegramPlatform(ANDROID_TELEGRAM, false, 5)).toBe('android')
    expect(telegramPlatform(IPHONE, true, 5)).toBe('ios')
    // iPadOS asks for the desktop site: a Mac with touch.
    expect(telegramPlatform(MAC, true, 5)).toBe('ios')
    expect(telegramPlatform(MAC, true, 0)).toBe('mac')
    expect(telegramPlatform('Mozilla/5.0 (X11; Linux x86_64)', true, 0)).toBe('other')
  })

  it('behavior: each platform loses its providers, the order kept', () => {
    expect(socialsOnTelegram(ALL, 'ios')).toEqual(['x', 'discord', 'github', 'apple', 'facebook'])
    expect(socialsOnTelegram(ALL, 'mac')).toEqual(['google', 'discord', 'github', 'apple', 'facebook'])
    expect(socialsOnTelegram(ALL, 'android')).toEqual(['google', 'discord', 'github', 'apple'])
    expect(socialsOnTelegram(ALL, 'other')).toEqual(ALL)
  })
})
