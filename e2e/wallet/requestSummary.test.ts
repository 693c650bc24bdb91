import { describe, expect, test } from 'vitest'
import { summarizeRequest } from './requestSummary.js'

describe('summarizeRequest', () => {
  test('default: personal_sign shows the message as text', () => {
    expect(
      summarizeRequest('personal_sign', ['0x48656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']),
    ).toMatchInlineSnapshot(`
        {
          "action": "sign a message",
          "detail": "Hello",
        }
      `)
  })

  test('behavior: eth_sendTransaction shows the recipient and the amount in ETH', () => {
    const tx = { to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '0x38d7ea4c68000' }
    expect(summarizeRequest('eth_sendTransaction', [tx])).toEqual({
      action: 'send a transaction',
      detail: 'To 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC\nAmount 0.001 ETH',
    })
  })

  test('behavior: a connection request says what the site gets', () => {
    expect(summarizeRequest('eth_requestAccounts', undefined).action).toBe('connect')
  })

  test('error: malformed params fall back to showing them raw', () => {
    expect(summarizeRequest('personal_sign', [42])).toEqual({
      action: 'answer personal_sign',
      detail: '[\n  42\n]',
    })
    expect(summarizeRequest('eth_sendTransaction', [{ value: 'lots' }]).detail).toBe(
      'To (contract creation)\nAmount 0 ETH',
    )
  })
})
