import { describe, expect, test } from 'vitest'
import { resolveConfig } from './resolveConfig.js'
import { configError, deployment } from './resolveConfigFixture.js'

describe('resolveConfig', () => {
  test('error: themeMode', () => {
    expect(configError(() => resolveConfig({ themeMode: 'auto' }, deployment))).toBe(
      "themeMode must be 'light', 'dark' or 'system'",
    )
  })

  test('error: themeVariables', () => {
    const messageOf = (themeVariables: unknown) =>
      configError(() => resolveConfig({ themeVariables }, deployment))
    expect([
      messageOf('dark'),
      messageOf({ '--w3m-accent': 'red; background: url(https://evil.example)' }),
      messageOf({ '--w3m-accent': 'red}body{display:none' }),
      messageOf({ '--w3m-font-family': '</style><script>' }),
      messageOf({ '--w3m-font-family': '\\22 Inter' }),
      messageOf({ '--w3m-background': 'red\nblue' }),
      messageOf({ '--w3m-background': 'a'.repeat(257) }),
      messageOf({ '--w3m-accent': 1 }),
      messageOf({ '--w3m-z-index': '999' }),
      messageOf({ '--w3m-color-mix-strength': Number.NaN }),
      messageOf({ '--w3m-z-index': Number.POSITIVE_INFINITY }),
    ]).toMatchInlineSnapshot(`
      [
        "themeVariables must be an object",
        "themeVariables.--w3m-accent must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-accent must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-font-family must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-font-family must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-background must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-background must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-accent must be a string of up to 256 characters without ; { } < > \\ or control characters",
        "themeVariables.--w3m-z-index must be a finite number",
        "themeVariables.--w3m-color-mix-strength must be a finite number",
        "themeVariables.--w3m-z-index must be a finite number",
      ]
    `)
  })
})
