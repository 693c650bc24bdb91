import { describe, expect, test } from 'vitest'
import { type ConnectGroupsInput, connectGroups } from './connectGroups.js'
import { BROWSER_WALLET_ID } from './filterBrowserWallet.js'
import { orderConnectorGroups } from './orderConnectorGroups.js'
import type { WalletRecord } from './types.js'

const record = (id: string, name: string, rdns?: string): WalletRecord => ({
  id,
  name,
  chains: ['eip155:1'],
  ...(rdns ? { rdns } : {}),
})
const metamask = record('mm', 'MetaMask', 'io.metamask')
const rabby = record('rb', 'Rabby Wallet', 'io.rabby')
const rainbow = record('rw', 'Rainbow', 'me.rainbow')
const safe = record('sf', 'Safe')
const zerion = record('zn', 'Zerion', 'io.zerion.wallet')
const trust = record('tw', 'Trust Wallet', 'com.trustwallet.app')
const okx = record('ok', 'OKX Wallet')

type Announced = { id: string; name: string; rdns?: string; installed: boolean; icon: string }
const announcedRabby: Announced = {
  id: 'uuid-rabby',
  name: 'Rabby Wallet',
  rdns: 'io.rabby',
  installed: true,
  icon: '',
}

function input(overrides: Partial<ConnectGroupsInput<Announced>> = {}): ConnectGroupsInput<Announced> {
  return {
    order: orderConnectorGroups(undefined),
    announced: [],
    recent: [],
    featured: [],
    custom: [],
    recommended: [],
    exclusions: { ids: [], wallets: [] },
    isMobile: false,
    ...overrides,
  }
}

/** Group → wallet names, empty groups left out. */
function shape(groups: ReturnType<typeof connectGroups<Announced>>) {
  return Object.fromEntries(
    groups
      .filter((entry) => entry.wallets.length > 0)
      .map((entry) => [entry.group, entry.wallets.map((w) => w.name)]),
  )
}

describe('connectGroups', () => {
  test('default: every group in SPEC order', () => {
    const groups = connectGroups(
      input({
        announced: [announcedRabby],
        recent: [safe],
        featured: [zerion],
        recommended: [metamask, rainbow],
      }),
    )
    expect(groups.map((entry) => entry.group)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(shape(groups)).toEqual({
      recent: ['Safe'],
      injected: ['Rabby Wallet'],
      featured: ['Zerion'],
      recommended: ['MetaMask', 'Rainbow'],
    })
  })

  test('behavior: the order can be overridden', () => {
    const groups = connectGroups(
      input({ order: orderConnectorGroups(['recommended']), recommended: [metamask] }),
    )
    expect(groups[0]).toMatchObject({ group: 'recommended' })
  })

  test('behavior: announced and recent wallets are removed from featured and recommended', () => {
    const groups = connectGroups(
      input({
        announced: [
          announcedRabby,
          { id: 'uuid-mm', name: 'MetaMask', rdns: 'io.metamask.mobile', installed: true, icon: '' },
        ],
        recent: [safe],
        featured: [rabby, safe, zerion],
        recommended: [metamask, safe, rainbow, rabby],
      }),
    )
    expect(shape(groups)).toEqual({
      recent: ['Safe'],
      injected: ['Rabby Wallet', 'MetaMask'],
      featured: ['Zerion'],
      recommended: ['Rainbow'],
    })
  })

  test('behavior: excluded wallets never show, announced ones matched by rdns or name', () => {
    const groups = connectGroups(
      input({
        announced: [announcedRabby, { id: 'uuid-2', name: 'rainbow', installed: true, icon: '' }],
        recent: [metamask],
        featured: [zerion],
        recommended: [metamask, rainbow, trust],
        custom: [record('custom-rabby', 'My Rabby', 'io.rabby')],
        exclusions: { ids: ['mm', 'rb', 'rw', 'zn'], wallets: [metamask, rabby, rainbow, zerion] },
      }),
    )
    expect(shape(groups)).toEqual({ recommended: ['Trust Wallet'] })
  })

  test('behavior: the generic browser wallet shows only on mobile when installed', () => {
    const browser: Announced = { id: BROWSER_WALLET_ID, name: 'Browser Wallet', installed: true, icon: '' }
    expect(shape(connectGroups(input({ announced: [browser] })))).toEqual({})
    expect(shape(connectGroups(input({ announced: [browser], isMobile: true })))).toEqual({
      injected: ['Browser Wallet'],
    })
    expect(
      shape(connectGroups(input({ announced: [{ ...browser, installed: false }], isMobile: true }))),
    ).toEqual({})
  })

  test('behavior: a recent wallet that is announced is shown once, as installed', () => {
    expect(shape(connectGroups(input({ announced: [announcedRabby], recent: [rabby, safe] })))).toEqual({
      recent: ['Safe'],
      injected: ['Rabby Wallet'],
    })
  })

  test('behavior: recommended has at most 4 and repeats no featured or custom wallet', () => {
    const groups = connectGroups(
      input({
        featured: [metamask],
        custom: [okx],
        recommended: [metamask, okx, rabby, rainbow, safe, zerion, trust],
      }),
    )
    expect(shape(groups)).toEqual({
      featured: ['MetaMask'],
      custom: ['OKX Wallet'],
      recommended: ['Rabby Wallet', 'Rainbow', 'Safe', 'Zerion'],
    })
  })

  test('behavior: catalogue rows carry the installed flag', () => {
    const groups = connectGroups(
      input({ custom: [record('c', 'Custom', 'io.rabby'), okx], announced: [announcedRabby] }),
    )
    expect(groups.find((entry) => entry.group === 'custom')?.wallets).toMatchObject([
      { name: 'Custom', installed: true },
      { name: 'OKX Wallet', installed: false },
    ])
  })
})
