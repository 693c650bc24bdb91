import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import * as hooks from './react.js'

// Issue 25.8: react.mjs's hooks render on a server (Next.js and the like): Node, with no document, no window and
// no modal. Importing the hooks (above) imports the loader, which must then do nothing until called: with a page's
// globals missing, anything it touched would have thrown on import.

function Status() {
  const { status, address, isConnected } = hooks.useWalletModalAccount()
  const { isOpen } = hooks.useWalletModal()
  const { walletInfo } = hooks.useWalletInfo()
  const { themeMode } = hooks.useWalletModalTheme()
  const { view } = hooks.useWalletModalState()
  const { disconnect } = hooks.useDisconnect()
  const shown = [
    status,
    address ?? 'no address',
    String(isConnected),
    String(isOpen),
    walletInfo?.name ?? 'no wallet',
  ]
  return createElement('p', null, [...shown, themeMode ?? 'no theme', view, typeof disconnect].join(' | '))
}

describe('react.mjs on a server', () => {
  test('default: the hooks render the state before the modal reports, with no page to touch', () => {
    expect([typeof document, typeof window, typeof addEventListener]).toEqual([
      'undefined',
      'undefined',
      'undefined',
    ])
    expect(renderToString(createElement(Status))).toBe(
      '<p>disconnected | no address | false | false | no wallet | no theme | Connect | function</p>',
    )
  })
})
