import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../../data/accountTypes.js'
import { checkFee, checkSend, type SendInput } from './checkSend.js'
import { solanaRecipientOf } from './recipientOf.js'

const token: TokenBalance = {
  name: 'Test Dollar',
  symbol: 'TUSD',
  chainId: 'eip155:31337',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '18', numeric: '10' },
}
const input: SendInput = {
  namespace: 'eip155',
  token,
  amount: '1.5',
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  balance: 10n * 10n ** 18n,
}

describe('checkSend', () => {
  test('default: the token, the exact amount and the recipient', () => {
    expect(checkSend(input)).toEqual({
      token,
      decimals: 18,
      amount: 1_500_000_000_000_000_000n,
      recipient: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    })
  })

  test('error: SPEC §5 messages, verbatim', () => {
    expect(checkSend({ ...input, amount: ' ' })).toEqual({
      error: 'An amount and receiver address are required',
      field: 'amount',
    })
    expect(checkSend({ ...input, recipient: '' })).toEqual({
      error: 'An amount and receiver address are required',
      field: 'recipient',
    })
    expect(checkSend({ ...input, token: undefined })).toEqual({
      error: 'A token is required',
      field: 'token',
    })
    expect(checkSend({ ...input, namespace: 'bip122' })).toEqual({
      error: 'Unsupported chain',
      field: 'form',
    })
  })

  test('behavior: Solana sends (SPEC §9), to a base58 address; a 0x address is invalid there', () => {
    const sol: TokenBalance = {
      name: 'Solana',
      symbol: 'SOL',
      chainId: 'solana:litesvm',
      quantity: { decimals: '9', numeric: '2' },
    }
    const solana = { ...input, namespace: 'solana', token: sol, amount: '0.5', balance: 2_000_000_000n }
    const recipient = 'EzaiVpKnCaqw46TC7xzJjtfpyYP6tAtoc6Ev1kBTkM4p'
    expect(checkSend({ ...solana, recipient }, solanaRecipientOf)).toEqual({
      token: sol,
      decimals: 9,
      amount: 500_000_000n,
      recipient: { address: recipient },
    })
    expect(checkSend(solana, solanaRecipientOf)).toEqual({ error: 'Invalid address', field: 'recipient' })
  })

  test('error: a token with 0 decimals is refused', () => {
    const whole = { ...token, quantity: { decimals: '0', numeric: '5' } }
    expect(checkSend({ ...input, token: whole, amount: '1' })).toEqual({
      error: 'Tokens with 0 decimals cannot be sent',
      field: 'token',
    })
  })

  test('error: over the balance, by one unit', () => {
    expect(checkSend({ ...input, amount: '10', balance: 10n * 10n ** 18n })).not.toHaveProperty('error')
    expect(checkSend({ ...input, amount: '10.000000000000000001' })).toEqual({
      error: 'Not enough TUSD: the amount is over your balance',
      field: 'amount',
    })
  })

  test('error: an invalid address', () => {
    expect(checkSend({ ...input, recipient: '0x1234' })).toEqual({
      error: 'Invalid address',
      field: 'recipient',
    })
  })
})

describe('checkFee', () => {
  const base = { amount: 5n, fee: 2n, nativeBalance: 7n, nativeSymbol: 'ETH' }
  test('default: the amount and the fee fit', () => {
    expect(checkFee({ ...base, native: true })).toBeUndefined()
    expect(checkFee({ ...base, native: false, nativeBalance: 2n })).toBeUndefined()
  })
  test('error: the fee does not fit', () => {
    expect(checkFee({ ...base, native: true, nativeBalance: 6n })).toEqual({
      error: 'Not enough ETH to pay the network fee',
      field: 'amount',
    })
    expect(checkFee({ ...base, native: false, nativeBalance: 1n })).toEqual({
      error: 'Not enough ETH to pay the network fee',
      field: 'form',
    })
  })
})
