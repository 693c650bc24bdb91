import * as v from 'valibot'
import { isRecord } from './isRecord.js'

// Building blocks of the config schema. Messages are relative to the value's path: `parseConfigValue` writes
// `{path} {message}`, or puts the path where a message says `{path}`.

type Entries = v.ObjectEntries

/** A message for a key the input lacks: the entry's own message (what the value must be), else `fallback`. */
function missingKeyMessage(entries: Entries, fallback: string) {
  return (issue: v.BaseIssue<unknown>) => {
    // valibot names a missing key in `expected`, quoted: `"url"`.
    const key = issue.expected?.startsWith('"') ? issue.expected.slice(1, -1) : undefined
    const entry = key === undefined ? undefined : entries[key]
    const message = entry && 'message' in entry ? entry.message : undefined
    return typeof message === 'string' ? message : fallback
  }
}

/** A plain object (not null, not an array) of these entries; an unknown key is named in the error. */
export function strictRecord<const TEntries extends Entries>(entries: TEntries, message: string) {
  const object = v.strictObject(entries, missingKeyMessage(entries, message))
  return v.pipe(v.custom<v.InferInput<typeof object>>(isRecord, message), object)
}

/** A plain object of these entries; other keys are left out of the result (a viem chain's extra fields). */
export function droppingRecord<const TEntries extends Entries>(entries: TEntries, message: string) {
  const object = v.object(entries, missingKeyMessage(entries, message))
  return v.pipe(v.custom<v.InferInput<typeof object>>(isRecord, message), object)
}

/** An array (readonly ones too, such as a viem chain's `http`) of `item`s. */
export function list<const TItem extends v.GenericSchema>(item: TItem, message: string) {
  return v.pipe(v.custom<readonly v.InferInput<TItem>[]>(Array.isArray, message), v.array(item, message))
}

/** An issue at `index` of the array being checked. */
export function atIndex(input: unknown[], index: number): [v.ArrayPathItem] {
  return [{ type: 'array', origin: 'value', input, key: index, value: input[index] }]
}

/**
 * A list of distinct members of `allowed`, in the given order:
 * `must be a non-empty array of 'a', 'b'`, `[1] must be one of 'a', 'b'`, `[1] repeats 'a'`.
 */
export function distinctList<const TAllowed extends readonly [string, ...string[]]>(
  allowed: TAllowed,
  allowEmpty: boolean,
) {
  const names = allowed.map((item) => `'${item}'`).join(', ')
  const message = `must be ${allowEmpty ? 'an' : 'a non-empty'} array of ${names}`
  return v.pipe(
    list(v.picklist(allowed, `must be one of ${names}`), message),
    v.minLength(allowEmpty ? 0 : 1, message),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const items = dataset.value
      const index = items.findIndex((item, index) => items.indexOf(item) !== index)
      if (index !== -1) addIssue({ message: `repeats '${items[index]}'`, path: atIndex(items, index) })
    }),
  )
}

/** A string that is an absolute URL of one of `protocols`, with no surrounding space. */
export function url(protocols: readonly string[], message: string) {
  return v.pipe(
    v.string(message),
    v.check((value) => isUrl(value, protocols), message),
  )
}

export const HTTP_URL = url(['http:', 'https:'], 'must be an http(s) URL')

export function isUrl(value: string, protocols: readonly string[]): boolean {
  if (value !== value.trim()) return false
  try {
    return protocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A string with something besides white space in it. */
export const NON_EMPTY_STRING = v.pipe(
  v.string('must be a non-empty string'),
  v.check((value) => value.trim() !== '', 'must be a non-empty string'),
)

/** A boolean option, `fallback` when unset. */
export const flag = (fallback: boolean) => v.optional(v.boolean('must be a boolean'), fallback)

/** A list of non-empty strings, `[]` when unset. */
export const STRINGS = v.optional(
  list(
    v.pipe(v.string('must be a non-empty string'), v.nonEmpty('must be a non-empty string')),
    'must be an array of strings',
  ),
  [],
)
