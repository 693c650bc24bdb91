import type { STRING_THEME_VARIABLES } from '../config/themeSchema.js'
import type { ThemeMode, ThemeVariables } from '../config/types.js'

export type ResolvedTheme = 'light' | 'dark'

/** What `applyTheme` touches: an element's inline style (CSSOM only, for the strict CSP) and its dataset. */
export type ThemeTarget = {
  style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>
  dataset: DOMStringMap
}

type MatchMedia = (query: string) => { matches: boolean }

export const DARK_QUERY = '(prefers-color-scheme: dark)'

export const browserMatchMedia = (): MatchMedia | undefined =>
  typeof matchMedia === 'function' ? (query) => matchMedia(query) : undefined

/** Unset or 'system' follows `prefers-color-scheme`; dark when that cannot be read. */
export function resolveThemeMode(mode: ThemeMode | undefined, media: MatchMedia | undefined): ResolvedTheme {
  if (mode === 'light' || mode === 'dark') return mode
  if (media === undefined) return 'dark'
  if (media(DARK_QUERY).matches) return 'dark'
  return media('(prefers-color-scheme: light)').matches ? 'light' : 'dark'
}

/** Where each string variable of the config schema lands; the number variables are formatted below. */
const STRING_VARIABLES = {
  '--w3m-accent': '--wm-accent',
  '--w3m-background': '--wm-bg',
  '--w3m-color-mix': '--wm-mix',
  '--w3m-font-family': '--wm-font-family',
  '--w3m-font-size-master': '--wm-font-size-master',
  '--w3m-border-radius-master': '--wm-radius-master',
} as const satisfies Record<(typeof STRING_THEME_VARIABLES)[number], string>

const DARK_TEXT = '#141517'
const DARK_TEXT_LUMINANCE = 0.0075

/** White or dark text on the accent, whichever contrasts more, when the accent is a hex colour. */
function accentForeground(accent: string): string | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(accent.trim())?.[1]
  if (hex === undefined) return undefined
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(full.slice(i, i + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  const onWhite = 1.05 / (luminance + 0.05)
  const onDark = (luminance + 0.05) / (DARK_TEXT_LUMINANCE + 0.05)
  return onWhite >= onDark ? '#ffffff' : DARK_TEXT
}

function setOrRemove(target: ThemeTarget, name: string, value: string | undefined) {
  if (value === undefined || value === '') target.style.removeProperty(name)
  else target.style.setProperty(name, value)
}

const finite = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

/**
 * Sets `data-theme` and maps AppKit's `--w3m-*` theme variables onto the modal root's `--wm-*` variables.
 * Variables absent from `variables` are removed, so applying again with fewer overrides restores defaults.
 */
export function applyTheme(
  target: ThemeTarget,
  /** `matchMedia` defaults to the window's; pass `undefined` to act as if it were unavailable. */
  options: { mode: ThemeMode | undefined; variables: ThemeVariables; matchMedia?: MatchMedia | undefined },
): ResolvedTheme {
  const media = 'matchMedia' in options ? options.matchMedia : browserMatchMedia()
  const theme = resolveThemeMode(options.mode, media)
  target.dataset.theme = theme
  const { variables } = options
  for (const [from, to] of Object.entries(STRING_VARIABLES) as [keyof typeof STRING_VARIABLES, string][]) {
    const value = variables[from]
    setOrRemove(target, to, typeof value === 'string' ? value : undefined)
  }
  const accent = variables['--w3m-accent']
  setOrRemove(target, '--wm-accent-fg', typeof accent === 'string' ? accentForeground(accent) : undefined)
  const strength = finite(variables['--w3m-color-mix-strength'])
  setOrRemove(
    target,
    '--wm-mix-strength',
    strength === undefined ? undefined : `${Math.min(100, Math.max(0, strength))}%`,
  )
  const zIndex = finite(variables['--w3m-z-index'])
  setOrRemove(target, '--wm-z-index', zIndex === undefined ? undefined : String(Math.trunc(zIndex)))
  return theme
}
