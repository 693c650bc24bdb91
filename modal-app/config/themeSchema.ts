import * as v from 'valibot'
import { strictRecord } from './fieldSchemas.js'

/** SPEC §2's theme overrides under AppKit's names (so migrating apps keep their values), by value type. */
export const STRING_THEME_VARIABLES = [
  '--w3m-accent',
  '--w3m-background',
  '--w3m-color-mix',
  '--w3m-font-family',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
] as const
const NUMBER_THEME_VARIABLES = ['--w3m-color-mix-strength', '--w3m-z-index'] as const

const MAX_THEME_VALUE_LENGTH = 256
// Values land in CSS custom properties: nothing that could end a declaration or a block, or escape.
const UNSAFE_CSS = /[;{}<>\\]/
const CSS_VALUE_MESSAGE = `must be a string of up to ${MAX_THEME_VALUE_LENGTH} characters without ; { } < > \\ or control characters`
const cssValue = v.optional(
  v.pipe(
    v.string(CSS_VALUE_MESSAGE),
    v.maxLength(MAX_THEME_VALUE_LENGTH, CSS_VALUE_MESSAGE),
    v.check(isSafeCss, CSS_VALUE_MESSAGE),
  ),
)
const cssNumber = v.optional(v.pipe(v.number('must be a finite number'), v.finite('must be a finite number')))

type ThemeVariableEntries = Record<(typeof STRING_THEME_VARIABLES)[number], typeof cssValue> &
  Record<(typeof NUMBER_THEME_VARIABLES)[number], typeof cssNumber>

const entries = Object.fromEntries([
  ...STRING_THEME_VARIABLES.map((name) => [name, cssValue]),
  ...NUMBER_THEME_VARIABLES.map((name) => [name, cssNumber]),
]) as ThemeVariableEntries

/** `themeVariables`: `{}` when unset; unset variables are left out. */
export const themeVariablesSchema = v.optional(
  v.pipe(
    strictRecord(entries, 'must be an object'),
    v.transform(
      (variables) =>
        Object.fromEntries(
          Object.entries(variables).filter(([, value]) => value !== undefined),
        ) as typeof variables,
    ),
  ),
  {},
)

/** `themeMode`: `'system'` (follow `prefers-color-scheme`) when unset. */
export const themeModeSchema = v.optional(
  v.picklist(['light', 'dark', 'system'], "must be 'light', 'dark' or 'system'"),
  'system',
)

function isSafeCss(value: string): boolean {
  if (UNSAFE_CSS.test(value)) return false
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return false
  }
  return true
}
