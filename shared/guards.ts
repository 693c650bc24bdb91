/**
 * Whether `value` is a plain object (not null, not an array): a record of untrusted data to read keys from.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Whether `value` (untrusted) is one of `list`'s items: a name checked against a known list, typed as one of
 * them.
 */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value)
}
