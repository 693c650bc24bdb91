import { describe, expect, test } from 'vitest'
import { BROWSER_WALLET_ID, filterBrowserWallet } from './filterBrowserWallet.js'

const browserWallet = { id: BROWSER_WALLET_ID, name: 'Browser Wallet', installed: true }
const rabby = { id: 'io.rabby', name: 'Rabby Wallet', installed: true }

describe('filterBrowserWallet', () => {
  test('default: other wallets are kept', () => {
    expect(filterBrowserWallet([rabby], { isMobile: false })).toEqual([rabby])
    expect(filterBrowserWallet([rabby], { isMobile: true })).toEqual([rabby])
  })

  test('behavior: hidden on desktop, installed or not', () => {
    expect(filterBrowserWallet([browserWallet, rabby], { isMobile: false })).toEqual([rabby])
    expect(filterBrowserWallet([{ ...browserWallet, installed: false }], { isMobile: false })).toEqual([])
  })

  test('behavior: on mobile, shown only when installed', () => {
    expect(filterBrowserWallet([browserWallet], { isMobile: true })).toEqual([browserWallet])
    expect(filterBrowserWallet([{ ...browserWallet, installed: false }], { isMobile: true })).toEqual([])
  })
})
