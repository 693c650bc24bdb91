/**
 * SPEC §9's restricted time zones: all of China's (the IANA zones of the mainland, Hong Kong and Macau, with their
 * legacy aliases). Compared case-insensitively.
 */
const RESTRICTED_TIME_ZONES = new Set([
  'asia/shanghai',
  'asia/chongqing',
  'asia/chungking',
  'asia/harbin',
  'asia/urumqi',
  'asia/kashgar',
  'asia/hong_kong',
  'asia/macau',
  'asia/macao',
  'prc',
  'hongkong',
])

/**
 * Whether buying crypto (onramp) is withheld for a visitor in `timeZone` (the browser's, by default): SPEC §9's
 * restricted-time-zone list. A browser that does not say its time zone is not restricted.
 */
export function isRestrictedRegion(
  timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): boolean {
  return timeZone !== undefined && RESTRICTED_TIME_ZONES.has(timeZone.toLowerCase())
}
