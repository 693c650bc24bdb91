import { describe, expect, test } from 'vitest'
import { filterExcludedWallets } from './filterExcludedWallets.js'

const metamask = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }
const rabby = { id: '18388be9', name: 'Rabby Wallet', rdns: 'io.rabby' }
const rainbow = { id: '1ae92b26', name: 'Rainbow' }

describe('filterExcludedWallets', () => {
  test('default: nothing excluded keeps every wallet', () => {
    expect(filterExcludedWallets([metamask, rabby], { ids: [], wallets: [] })).toEqual([metamask, rabby])
  })

  test('behavior: an excluded id hides that wallet', () => {
    expect(filterExcludedWallets([metamask, rabby, rainbow], { ids: ['1ae92b26'], wallets: [] })).toEqual([
      metamask,
      rabby,
    ])
  })

  test("behavior: matched by the excluded record's rdns (an announced wallet has another id)", () => {
    const announced = { id: 'eip6963-uuid', name: 'MetaMask Extension', rdns: 'io.metamask' }
    expect(filterExcludedWallets([announced, rabby], { ids: ['c57ca95b'], wallets: [metamask] })).toEqual([
      rabby,
    ])
  })

  test('behavior: matched by case-insensitive name when there is no rdns', () => {
    const announced = { id: 'eip6963-uuid', name: '  rainbow ' }
    expect(filterExcludedWallets([announced, rabby], { ids: ['1ae92b26'], wallets: [rainbow] })).toEqual([
      rabby,
    ])
    expect(
      filterExcludedWallets([{ id: 'x', name: 'RABBY WALLET' }], {
        ids: [],
        wallets: [{ name: 'Rabby Wallet' }],
      }),
    ).toEqual([])
  })

  test('behavior: an rdns may be listed as an excluded id', () => {
    expect(filterExcludedWallets([metamask, rabby], { ids: ['io.rabby'], wallets: [] })).toEqual([metamask])
  })

  test('behavior: MetaMask mobile is excluded with MetaMask', () => {
    const mobile = { id: 'eip6963-uuid', name: 'MetaMask Mobile', rdns: 'io.metamask.mobile' }
    expect(filterExcludedWallets([mobile], { ids: [], wallets: [metamask] })).toEqual([])
  })
})
