import { chromium } from '@playwright/test'
import { describe, expect, test } from 'vitest'
import { chromiumExecutable, MISSING_CHROMIUM_MESSAGE, SYSTEM_CHROMIUM } from './chromiumExecutable.js'

const installed =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path)

describe('chromiumExecutable', () => {
  test('default: the system Chromium when it is installed, even beside Playwright’s', () => {
    expect(chromiumExecutable(installed(SYSTEM_CHROMIUM, chromium.executablePath()))).toBe(SYSTEM_CHROMIUM)
  })

  test('behavior: Playwright’s own Chromium when the system one is missing', () => {
    const playwrights = chromium.executablePath()
    expect(playwrights).toMatch(/ms-playwright/)
    expect(chromiumExecutable(installed(playwrights))).toBe(playwrights)
  })

  test('error: neither installed says, on one line, what to install', () => {
    expect(() => chromiumExecutable(installed())).toThrow(MISSING_CHROMIUM_MESSAGE)
    expect(MISSING_CHROMIUM_MESSAGE).not.toContain('\n')
    expect(MISSING_CHROMIUM_MESSAGE).toContain('apt-get install chromium')
    expect(MISSING_CHROMIUM_MESSAGE).toContain('npx playwright install chromium')
  })
})
