import { describe, expect, test } from 'vitest'
import { parseCaipNetworkId } from '../config/caip.js'
import { CATALOGUE } from './catalogue.js'
import { toSafeLink } from './toSafeLink.js'

describe('CATALOGUE', () => {
  test('default: about 40 well-known wallets, MetaMask first', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(40)
    expect(CATALOGUE[0]).toMatchObject({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'MetaMask',
      rdns: 'io.metamask',
    })
  })

  test('behavior: ids are explorer ids and unique; names and rdns unique', () => {
    for (const wallet of CATALOGUE) expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
    const unique = (values: unknown[]) => new Set(values).size === values.length
    expect(unique(CATALOGUE.map((wallet) => wallet.id))).toBe(true)
    expect(unique(CATALOGUE.map((wallet) => wallet.name.toLowerCase()))).toBe(true)
    expect(unique(CATALOGUE.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : [])))).toBe(true)
  })

  test('behavior: chains are CAIP-2 ids, links are safe, no images are shipped', () => {
    for (const wallet of CATALOGUE) {
      expect(wallet.chains.length).toBeGreaterThan(0)
      for (const chain of wallet.chains) expect(() => parseCaipNetworkId(chain)).not.toThrow()
      for (const link of [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link])
        if (link !== undefined) expect(toSafeLink(link)).toBe(link)
      expect(wallet.image_id).toBeUndefined()
      expect(wallet.image_url).toBeUndefined()
    }
  })

  test('behavior: frozen', () => {
    expect(Object.isFrozen(CATALOGUE)).toBe(true)
    expect(Object.isFrozen(CATALOGUE[0]?.chains)).toBe(true)
  })
})
