import { describe, expect, test } from 'vitest'
import { walletErrorText } from './walletErrors.js'

const rpc = (code: number, message = '') => Object.assign(new Error(message), { code })

describe('walletErrorText: SPEC §8’s JSON-RPC codes', () => {
  test.each([
    [-32700, 'The wallet could not read the request.'],
    [-32600, 'The request was not valid.'],
    [-32601, 'The wallet does not know this method.'],
    [-32602, 'The request’s parameters were not valid.'],
    [-32603, 'The wallet ran into an internal error.'],
    [-32000, 'The request’s input was not valid.'],
    [-32001, 'Something the request needs was not found.'],
    [-32002, 'Something the request needs is not available right now. Please try again.'],
    [-32003, 'The transaction was rejected.'],
    [-32004, 'The wallet does not support this method.'],
    [-32005, 'Too many requests: please wait a moment and try again.'],
    [-32006, 'The wallet does not support this JSON-RPC version.'],
    [4001, 'You declined the request in your wallet.'],
    [4100, 'The wallet has not authorized this account or method.'],
    [4200, 'The wallet does not support this request.'],
    [4900, 'The wallet is disconnected.'],
    [4901, 'The wallet is not connected to this network.'],
    [4902, 'The wallet does not know this network: add it to the wallet first.'],
    [5000, 'You declined the request in your wallet.'],
    [5700, 'The wallet does not support a capability these calls need.'],
    [5710, 'The wallet does not support this network for these calls.'],
    [5720, 'These calls were already sent (duplicate id).'],
    [5730, 'The wallet does not know this batch of calls.'],
    [5740, 'This batch of calls is too large for the wallet.'],
    [5750, 'The wallet’s account upgrade was declined.'],
    [5760, 'The wallet cannot run these calls all at once (atomically).'],
    [5755, 'The wallet could not carry out these calls.'],
  ])('code %i', (code, text) => {
    expect(walletErrorText(rpc(code))).toBe(text)
  })

  test('behavior: a bare code, and a code on a wrapped cause (viem, wagmi)', () => {
    expect(walletErrorText(4001)).toBe('You declined the request in your wallet.')
    const wrapped = Object.assign(new Error('Request failed'), {
      shortMessage: 'Request failed',
      cause: rpc(4902),
    })
    expect(walletErrorText(wrapped)).toBe(
      'The wallet does not know this network: add it to the wallet first.',
    )
  })
})

describe('walletErrorText: SPEC §8’s node errors', () => {
  test.each([
    [
      'execution reverted: ERC20: transfer amount exceeds balance',
      'The transaction would fail: the contract refused it (reverted).',
    ],
    ['max fee per gas higher than 2^256-1', 'The fee offered is above what this network allows.'],
    [
      'tx fee (1.20 ether) exceeds the configured cap; fee cap too high',
      'The fee offered is above what this network allows.',
    ],
    [
      'max fee per gas less than block base fee',
      'The fee offered is too low for the network right now. Please try again.',
    ],
    ['transaction underpriced', 'The fee offered is too low for the network right now. Please try again.'],
    [
      'nonce too high',
      'The wallet is ahead of the network (nonce too high): wait for its pending transactions.',
    ],
    ['nonce too low: next nonce 4, tx nonce 3', 'This transaction was already sent (nonce too low).'],
    [
      'insufficient funds for gas * price + value',
      'Not enough funds to pay for this transaction and its network fee.',
    ],
    ['intrinsic gas too high', 'The transaction needs more gas than a block allows.'],
    ['intrinsic gas too low', 'The gas limit is too low for this transaction.'],
  ])('%s', (message, text) => {
    // Nodes send these with -32000 or -32603: the message says more than the code.
    expect(walletErrorText(rpc(-32000, message))).toBe(text)
  })

  test('behavior: found on a wrapped cause’s details (viem)', () => {
    const cause = Object.assign(new Error('RPC error'), {
      details: 'insufficient funds for transfer',
      code: -32603,
    })
    const error = Object.assign(new Error('Transaction failed'), {
      shortMessage: 'Transaction failed',
      cause,
    })
    expect(walletErrorText(error)).toBe('Not enough funds to pay for this transaction and its network fee.')
  })
})

describe('walletErrorText: anything else', () => {
  test('behavior: a catch-all code (-32000, -32603) with its own message shows the message', () => {
    expect(walletErrorText(rpc(-32000, 'Snap is not installed'))).toBe('Snap is not installed')
    expect(walletErrorText(rpc(-32603, 'Ledger app closed'))).toBe('Ledger app closed')
    expect(walletErrorText(rpc(4001, 'Nope'))).toBe('You declined the request in your wallet.')
  })

  test('behavior: the error’s own message, cleaned and bounded', () => {
    expect(walletErrorText(new Error('Ledger device locked'))).toBe('Ledger device locked')
    expect(walletErrorText(rpc(1234, 'Custom wallet trouble'))).toBe('Custom wallet trouble')
    expect(walletErrorText(new Error('x'.repeat(500))).length).toBeLessThanOrEqual(160)
  })

  test('error: an error that says nothing is "Something went wrong"', () => {
    expect(walletErrorText(undefined)).toBe('Something went wrong')
    expect(walletErrorText(new Error(''))).toBe('Something went wrong')
    expect(walletErrorText({})).toBe('Something went wrong')
    expect(walletErrorText(rpc(-32000, '\u200b'), 'The wallet gave no reason')).toBe(
      'The wallet gave no reason',
    )
  })
})
