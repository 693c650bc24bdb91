const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/

/** SPEC §5: emails must be in a valid format (a pragmatic check; the login service has the last word). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value)
}
