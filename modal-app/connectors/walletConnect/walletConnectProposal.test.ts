import { describe, expect, test } from 'vitest'
import { getBuiltinNetwork } from '../../config/networks.js'
import { mainnet } from '../../store/appStateFixture.js'
import { proposalNamespaces } from './walletConnectProposal.js'

const bitcoin = getBuiltinNetwork('bip122:000000000019d6689c085ae165831e93')!
const bitcoinTestnet = getBuiltinNetwork('bip122:000000000933ea01ad0ee984209779ba')!

describe('proposalNamespaces', () => {
  test('default: bip122 with the app’s Bitcoin chains, WalletConnect’s Bitcoin methods and its event', () => {
    const namespaces = proposalNamespaces([mainnet, bitcoin, bitcoinTestnet])
    expect(namespaces).toHaveProperty('bip122', {
      chains: ['bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba'],
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
    })
  })

  test('behavior: no bip122 namespace when the app lists no Bitcoin network', () => {
    expect(Object.keys(proposalNamespaces([mainnet]))).toEqual(['eip155'])
  })
})
