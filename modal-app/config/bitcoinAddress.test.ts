import { describe, expect, test } from 'vitest'
import { isBitcoinAddress } from './bitcoinAddress.js'
import { BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID } from './bitcoinChains.js'

const REGTEST_ID = '0f9188f13cb7b2c71f2a335e3a4fc328'

describe('isBitcoinAddress', () => {
  test.each([
    // BIP-173 / BIP-350's test vectors: segwit v0 (20 and 32 bytes), taproot, v16, v2; upper case too.
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'BC1SW50QGDZ25J',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    // The genesis block's P2PKH address, and a P2SH one.
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  ])('default: %s on Bitcoin', (address) => {
    expect(isBitcoinAddress(address, BITCOIN_MAINNET_ID)).toBe(true)
  })

  test.each([
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
  ])('behavior: %s on Bitcoin testnet and regtest, not on Bitcoin', (address) => {
    expect(isBitcoinAddress(address, BITCOIN_TESTNET_ID)).toBe(true)
    expect(isBitcoinAddress(address, REGTEST_ID)).toBe(true)
    expect(isBitcoinAddress(address, BITCOIN_MAINNET_ID)).toBe(false)
  })

  test.each([
    ['a mainnet address on testnet', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', BITCOIN_TESTNET_ID],
    ['a wrong base58 checksum', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', BITCOIN_MAINNET_ID],
    // BIP-350: a taproot program under bech32's checksum constant, not bech32m's.
    [
      'bech32 where bech32m is due',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      BITCOIN_MAINNET_ID,
    ],
    ['mixed case', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', BITCOIN_TESTNET_ID],
    ['a one-character typo', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', BITCOIN_MAINNET_ID],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', BITCOIN_MAINNET_ID],
    ['not a string', 42, BITCOIN_MAINNET_ID],
  ])('error: %s', (_, address, chainId) => {
    expect(isBitcoinAddress(address, chainId)).toBe(false)
  })
})
