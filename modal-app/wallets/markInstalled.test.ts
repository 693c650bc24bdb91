import { describe, expect, test } from 'vitest'
import { markInstalled } from './markInstalled.js'

const metamask = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask', chains: ['eip155:1'] }
const rabby = { id: '18388be9', name: 'Rabby Wallet', rdns: 'io.rabby', chains: ['eip155:1'] }
const safe = { id: '225affb1', name: 'Safe', chains: ['eip155:1'] }

describe('markInstalled', () => {
  test('default: nothing announced marks nothing', () => {
    expect(markInstalled([metamask, safe], []).map((wallet) => [wallet.name, wallet.installed])).toEqual([
      ['MetaMask', false],
      ['Safe', false],
    ])
  })

  test('behavior: installed wallets are marked by rdns and come first', () => {
    const announced = [{ id: 'eip6963-uuid', rdns: 'io.rabby', installed: true }]
    expect(
      markInstalled([metamask, safe, rabby], announced).map((wallet) => [wallet.name, wallet.installed]),
    ).toEqual([
      ['Rabby Wallet', true],
      ['MetaMask', false],
      ['Safe', false],
    ])
  })

  test('behavior: MetaMask mobile marks MetaMask; a wallet announced as not installed marks nothing', () => {
    expect(
      markInstalled([safe, metamask], [{ id: 'x', rdns: 'io.metamask.mobile', installed: true }])[0],
    ).toMatchObject({ name: 'MetaMask', installed: true })
    expect(
      markInstalled([metamask], [{ id: 'x', rdns: 'io.metamask', installed: false }])[0]?.installed,
    ).toBe(false)
  })
})
