import { describe, expect, test } from 'vitest'
import { sessionAccounts, sessionChains } from './walletConnectAccounts.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const REGTEST_ADDRESS = 'bcrt1qwz7wemp8kc7dxcjqkvz2rk7tz5v0v9hw6y7nw0'
const TESTNET_ADDRESS = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
const MAINNET_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

describe('sessionAccounts on bip122', () => {
  test('default: a session with only Bitcoin accounts gives the bip122 account alone', () => {
    const accounts = sessionAccounts({
      namespaces: { bip122: { accounts: [`${REGTEST}:${REGTEST_ADDRESS}`] } },
    })
    expect(accounts).toEqual({ bip122: { address: REGTEST_ADDRESS } })
  })

  test('behavior: of accounts on several chains, the one on the app’s active Bitcoin network', () => {
    const namespaces = {
      bip122: { accounts: [`${REGTEST}:${REGTEST_ADDRESS}`, `${TESTNET}:${TESTNET_ADDRESS}`] },
    }
    expect(sessionAccounts({ namespaces }, { bitcoinChain: TESTNET }).bip122).toEqual({
      address: TESTNET_ADDRESS,
    })
    expect(sessionAccounts({ namespaces }, { bitcoinChain: 'bip122:elsewhere' }).bip122).toEqual({
      address: REGTEST_ADDRESS,
    })
  })

  test('error: an address not of its chain’s form is no account (a mainnet address on regtest)', () => {
    const accounts = sessionAccounts({
      namespaces: { bip122: { accounts: [`${REGTEST}:${MAINNET_ADDRESS}`, `${REGTEST}:not-an-address`] } },
    })
    expect(accounts).toEqual({})
  })

  test('behavior: the account’s public key from the session’s bip122_getAccountAddresses, when it is a key', () => {
    const key = `02${'ab'.repeat(32)}`
    const namespaces = { bip122: { accounts: [`${REGTEST}:${REGTEST_ADDRESS}`] } }
    const withKey = (entries: unknown) => ({
      namespaces,
      sessionProperties: { bip122_getAccountAddresses: JSON.stringify(entries) },
    })
    expect(sessionAccounts(withKey([{ address: REGTEST_ADDRESS, publicKey: key }])).bip122).toEqual({
      address: REGTEST_ADDRESS,
      publicKey: Uint8Array.from({ length: 33 }, (_, index) => (index === 0 ? 2 : 0xab)),
    })
    expect(sessionAccounts(withKey([{ address: REGTEST_ADDRESS, publicKey: 'zz' }])).bip122).toEqual({
      address: REGTEST_ADDRESS,
    })
    const garbled = { namespaces, sessionProperties: { bip122_getAccountAddresses: '{not json' } }
    expect(sessionAccounts(garbled).bip122).toEqual({ address: REGTEST_ADDRESS })
  })
})

describe('a session’s malformed CAIP-10 accounts (SPEC §5)', () => {
  const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  test('error: are no accounts; the well-formed one after them is taken', () => {
    const accounts = [
      'eip155:1:<img src=x onerror=alert(1)>',
      'eip155:1',
      `eip155::${evm}`,
      `eip155:1:${evm}:x`,
    ]
    expect(sessionAccounts({ namespaces: { eip155: { accounts } } })).toEqual({})
    expect(
      sessionAccounts({ namespaces: { eip155: { accounts: [...accounts, `eip155:1:${evm}`] } } }),
    ).toEqual({
      eip155: { address: evm, chainId: 1 },
    })
  })

  test('error: name no chain of the session', () => {
    expect(sessionChains({ accounts: ['eip155:1', `eip155:<b>:${evm}`, `eip155:10:${evm}`] })).toEqual([
      'eip155:10',
    ])
  })
})
