/**
 * The text of a sign-in message that comes from outside (the dapp's config, or `solana:signIn` input), held to the
 * message grammar (EIP-4361, CAIP-122, Sign-In With Solana): what the user reads must be what the backend parses.
 * A line break (`\n`, U+2028, U+2029…) would start a field of its own, and control or format characters (bidi
 * overrides, zero-width) would show the user other text than the bytes they sign (issue 21.5).
 */
const PRINTABLE_LINE = /^[^\p{C}\p{Zl}\p{Zp}]*$/u
/** A URI as a resource line: no white space, no control or format character, and parseable. */
const URI_CHARACTERS = /^[^\s\p{C}]+$/u

/** A statement: one line of printable characters. */
export const isPrintableLine = (value: string) => PRINTABLE_LINE.test(value)

/** A resource URI written the way a parser reads it back (`new URL(r).href`), or undefined for one that is not. */
export function resourceUri(value: string): string | undefined {
  if (!URI_CHARACTERS.test(value) || !URL.canParse(value)) return undefined
  return new URL(value).href
}
