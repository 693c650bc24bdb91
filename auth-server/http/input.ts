import * as v from 'valibot'
import { HttpError } from './httpError.js'

// SPEC §5: emails must be valid format. A practical form of RFC 5321's: a dot-atom local part of at most 64
// characters, a domain of letter/digit/hyphen labels with a TLD of 2+ letters, 254 characters in all.
const EMAIL =
  /^(?=.{3,254}$)(?=[^@]{1,64}@)[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

const text = (field: string) => v.string(`${field} must be a string`)

export const email = (field: string) =>
  v.pipe(text(field), v.trim(), v.toLowerCase(), v.regex(EMAIL, `${field}: invalid email address`))

/** An origin as browsers serialise it (`scheme://host[:port]`), as the modal verified it. */
export const origin = (field: string) =>
  v.pipe(
    text(field),
    v.check((value) => {
      try {
        const url = new URL(value)
        return url.origin === value && /^https?:$/.test(url.protocol)
      } catch {
        return false
      }
    }, `${field} must be an origin (scheme://host[:port])`),
  )

/** An id or token this server made: base64url of 16 to 64 bytes. */
export const token = (field: string) =>
  v.pipe(text(field), v.regex(/^[A-Za-z0-9_-]{22,86}$/, `${field} is not a valid id`))

export const code = v.pipe(text('code'), v.trim(), v.regex(/^\d{6}$/, 'code must be 6 digits'))

/** A field of base64url bytes, at most `maxBytes` long once decoded. */
export const bytes = (field: string, maxBytes: number) =>
  v.pipe(
    text(field),
    v.regex(/^[A-Za-z0-9_-]+$/, `${field} must be base64url`),
    v.maxLength(Math.ceil((maxBytes * 4) / 3), `${field} is longer than ${maxBytes} bytes`),
  )

export const address = v.pipe(
  text('address'),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'address must be 0x and 40 hex digits'),
)

/** A JSON body of exactly these fields: 400 with the first problem's message otherwise. */
export const body = <Entries extends v.ObjectEntries>(entries: Entries) =>
  v.pipe(
    v.custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      'The request body must be a JSON object',
    ),
    v.strictObject(entries, (issue) => {
      const key = issue.path?.[0]?.key
      if (issue.expected === 'never') return `Unknown field: ${String(key)}`
      return `${String(key)} is required`
    }),
  )

export function parse<Schema extends v.GenericSchema>(schema: Schema, input: unknown): v.InferOutput<Schema> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  throw new HttpError(400, result.issues[0].message)
}
