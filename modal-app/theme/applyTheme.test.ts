import { describe, expect, test } from 'vitest'
import { applyTheme, resolveThemeMode, type ThemeTarget } from './applyTheme.js'

function target() {
  const properties = new Map<string, string>()
  const element: ThemeTarget = {
    style: {
      setProperty: (name: string, value: string | null) => {
        properties.set(name, value ?? '')
      },
      removeProperty: (name: string) => {
        const value = properties.get(name) ?? ''
        properties.delete(name)
        return value
      },
    },
    dataset: {},
  }
  return { element, properties }
}

const prefers = (scheme: 'light' | 'dark' | 'none') => (query: string) => ({
  matches: query === `(prefers-color-scheme: ${scheme})`,
})

describe('resolveThemeMode', () => {
  test('default', () => {
    expect(resolveThemeMode(undefined, undefined)).toBe('dark')
  })

  test('behavior: an explicit mode wins over the system', () => {
    expect(resolveThemeMode('light', prefers('dark'))).toBe('light')
    expect(resolveThemeMode('dark', prefers('light'))).toBe('dark')
  })

  test('behavior: unset and system follow prefers-color-scheme', () => {
    expect(resolveThemeMode(undefined, prefers('light'))).toBe('light')
    expect(resolveThemeMode('system', prefers('light'))).toBe('light')
    expect(resolveThemeMode('system', prefers('dark'))).toBe('dark')
  })

  test('behavior: no system preference is dark', () => {
    expect(resolveThemeMode('system', prefers('none'))).toBe('dark')
  })
})

describe('applyTheme', () => {
  test('default', () => {
    const { element, properties } = target()
    expect(applyTheme(element, { mode: undefined, variables: {}, matchMedia: undefined })).toBe('dark')
    expect(element.dataset.theme).toBe('dark')
    expect(properties.size).toBe(0)
  })

  test('behavior: maps AppKit variables onto the modal variables', () => {
    const { element, properties } = target()
    applyTheme(element, {
      mode: 'light',
      variables: {
        '--w3m-accent': '#ffcc00',
        '--w3m-background': '#fafafa',
        '--w3m-color-mix': '#00bb7f',
        '--w3m-color-mix-strength': 40,
        '--w3m-font-family': 'Inter, sans-serif',
        '--w3m-font-size-master': '9px',
        '--w3m-border-radius-master': '2px',
        '--w3m-z-index': 1200,
      },
    })
    expect(element.dataset.theme).toBe('light')
    expect(Object.fromEntries(properties)).toMatchInlineSnapshot(`
      {
        "--wm-accent": "#ffcc00",
        "--wm-accent-fg": "#141517",
        "--wm-bg": "#fafafa",
        "--wm-font-family": "Inter, sans-serif",
        "--wm-font-size-master": "9px",
        "--wm-mix": "#00bb7f",
        "--wm-mix-strength": "40%",
        "--wm-radius-master": "2px",
        "--wm-z-index": "1200",
      }
    `)
  })

  test('behavior: a dark accent keeps white text', () => {
    const { element, properties } = target()
    applyTheme(element, { mode: 'dark', variables: { '--w3m-accent': '#123' } })
    expect(properties.get('--wm-accent-fg')).toBe('#ffffff')
  })

  test('behavior: a non-hex accent leaves the text colour to the stylesheet', () => {
    const { element, properties } = target()
    applyTheme(element, { mode: 'dark', variables: { '--w3m-accent': 'rebeccapurple' } })
    expect(properties.has('--wm-accent-fg')).toBe(false)
  })

  test('behavior: applying fewer variables removes the old ones', () => {
    const { element, properties } = target()
    applyTheme(element, { mode: 'dark', variables: { '--w3m-accent': '#ff0000', '--w3m-z-index': 5 } })
    applyTheme(element, { mode: 'dark', variables: {} })
    expect(properties.size).toBe(0)
  })

  test('behavior: out-of-range numbers are clamped or dropped', () => {
    const { element, properties } = target()
    applyTheme(element, {
      mode: 'dark',
      variables: { '--w3m-color-mix-strength': 250, '--w3m-z-index': Number.NaN },
    })
    expect(properties.get('--wm-mix-strength')).toBe('100%')
    expect(properties.has('--wm-z-index')).toBe(false)
  })

  test('behavior: system mode reads the given matchMedia', () => {
    const { element } = target()
    expect(applyTheme(element, { mode: 'system', variables: {}, matchMedia: prefers('light') })).toBe('light')
    expect(element.dataset.theme).toBe('light')
  })
})
