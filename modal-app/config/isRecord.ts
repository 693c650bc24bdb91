/** Whether `value` is a plain object (not null, not an array): a record of untrusted data to read keys from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
