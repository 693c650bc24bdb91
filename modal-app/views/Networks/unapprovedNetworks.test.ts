import { describe, expect, test } from 'vitest'
import { mainnet, optimism, solana } from '../../store/appStateFixture.js'
import { unapprovedNetworks } from './unapprovedNetworks.js'

const networks = [mainnet, optimism, solana]

describe('unapprovedNetworks', () => {
  test('default: the networks a WalletConnect session did not approve', () => {
    const approval = { supportsAllNetworks: false, approvedCaipNetworkIds: ['eip155:1'] }
    expect([...unapprovedNetworks(networks, { eip155: approval })]).toEqual(['eip155:10'])
  })

  test('behavior: none with a wallet that takes any network (a browser or the embedded wallet)', () => {
    const approval = { supportsAllNetworks: true, approvedCaipNetworkIds: [] }
    expect([...unapprovedNetworks(networks, { eip155: approval })]).toEqual([])
  })

  test('behavior: none without a wallet', () => {
    expect([...unapprovedNetworks(networks, undefined)]).toEqual([])
    expect([...unapprovedNetworks(networks, { eip155: undefined })]).toEqual([])
  })

  test('behavior: each namespace by its own wallet', () => {
    const browser = { supportsAllNetworks: true, approvedCaipNetworkIds: [] }
    const session = { supportsAllNetworks: false, approvedCaipNetworkIds: ['solana:devnet'] }
    expect([...unapprovedNetworks(networks, { eip155: browser, solana: session })]).toEqual([
      solana.caipNetworkId,
    ])
  })
})
