/** Where the modal runs inside Telegram (a Mini App or its in-app browser), and on which platform. */
export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

/**
 * Telegram's web view, as the frame can see it: Android's marks itself in the user agent (`Telegram-Android/…`), and
 * its JavaScript bridge (`TelegramWebviewProxy`, an Android WebView interface) reaches every frame. Undefined outside
 * Telegram, or where the frame cannot tell (Telegram's bridge in the top page only).
 * @internal exported for its tests; the modal takes {@link currentTelegramPlatform}.
 */
export function telegramPlatform(
  userAgent: string,
  bridge: boolean,
  touchPoints: number,
): TelegramPlatform | undefined {
  if (!bridge && !/Telegram-Android/i.test(userAgent)) return undefined
  if (/Android/i.test(userAgent)) return 'android'
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) return 'ios'
  if (/Macintosh/.test(userAgent)) return 'mac'
  return 'other'
}

/** SPEC §6: on Telegram some social logins are removed (their pages do not work in its web view). */
const REMOVED: Record<TelegramPlatform, readonly string[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** The social providers this platform keeps, in their order. */
export function socialsOnTelegram(providers: readonly string[], platform: TelegramPlatform | undefined) {
  if (platform === undefined) return providers
  return providers.filter((provider) => !REMOVED[platform].includes(provider))
}

/** This frame's Telegram platform. */
export const currentTelegramPlatform = () =>
  telegramPlatform(navigator.userAgent, 'TelegramWebviewProxy' in window, navigator.maxTouchPoints)
