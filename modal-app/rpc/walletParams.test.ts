import { describe, expect, test } from 'vitest'
import { BITCOIN_TESTNET_ID } from '../config/bitcoinChains.js'
import { SUPPORTED_NAMESPACES } from '../config/namespaces/index.js'
import { getBuiltinNetwork } from '../config/networks.js'
import { mainnet, solana, testState } from '../store/appStateFixture.js'
import { WALLET_PARAMS } from './walletParams.js'

const bitcoinTestnet = getBuiltinNetwork(`bip122:${BITCOIN_TESTNET_ID}`)!
const state = testState({}, { networks: [mainnet, solana, bitcoinTestnet] })
const pubkey = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const message = new Uint8Array([1, 2])

describe('WALLET_PARAMS', () => {
  test('default: every namespace has its check', () => {
    expect(Object.keys(WALLET_PARAMS)).toEqual(SUPPORTED_NAMESPACES)
  })

  test('behavior: eip155 forwards what needs no check as it is', () => {
    const params = ['0x68656c6c6f', '0x8ba1f109551bD432803012645Ac136ddd64DBA72']
    expect(WALLET_PARAMS.eip155(state, 'eip155', 'personal_sign', params)).toBe(params)
  })

  test('behavior: solana names the chain by its Wallet Standard name, the active network by default', () => {
    expect(WALLET_PARAMS.solana(state, 'solana', 'solana_signMessage', { pubkey, message })).toEqual({
      pubkey,
      message,
      chain: 'solana:mainnet',
    })
    const transaction = new Uint8Array([3])
    const signed = { pubkey, transaction, chain: solana.caipNetworkId }
    expect(WALLET_PARAMS.solana(state, 'solana', 'solana_signTransaction', signed)).toEqual({
      ...signed,
      chain: 'solana:mainnet',
    })
    expect(() =>
      WALLET_PARAMS.solana(state, 'solana', 'solana_signTransaction', { ...signed, chain: 'solana:devnet' }),
    ).toThrow("Invalid solana_signTransaction params: chain solana:devnet is not one of the app's networks")
  })

  test('behavior: bip122 names a chain by its CAIP-2 id, and leaves a request without one as it is', () => {
    const psbt = new Uint8Array([4])
    const inputsToSign = [{ address: 'tb1q', signingIndexes: [0] }]
    expect(
      WALLET_PARAMS.bip122(state, 'bip122', 'bip122_signTransaction', {
        psbt,
        inputsToSign,
        chain: 'bitcoin:testnet',
      }),
    ).toEqual({ psbt, inputsToSign, chain: bitcoinTestnet.caipNetworkId })
    expect(WALLET_PARAMS.bip122(state, 'bip122', 'bip122_signMessage', { pubkey, message })).toEqual({
      pubkey,
      message,
    })
  })
})
