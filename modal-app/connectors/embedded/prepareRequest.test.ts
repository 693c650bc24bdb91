import { encodeFunctionData, erc20Abi, type PublicClient, stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { prepareRequest } from './prepareRequest.js'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const token = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** A node that fills in what the dapp left out, as anvil would. */
const client = {
  getTransactionCount: async () => 7,
  estimateGas: async () => 50_000n,
  estimateFeesPerGas: async () => ({ maxFeePerGas: 3n, maxPriorityFeePerGas: 1n }),
} as unknown as PublicClient
const context = {
  account,
  chainId: 31337,
  origin: 'https://app.example.com',
  client: async () => client,
} as const

describe('prepareRequest', () => {
  test('default: personal_sign shows the text and signs its bytes', async () => {
    const prepared = await prepareRequest(
      { method: 'personal_sign', params: [stringToHex('hi'), account] },
      context,
    )
    expect(prepared).toMatchObject({
      approval: { method: 'personal_sign', chainId: 31337, shown: { kind: 'message', text: 'hi' } },
      sign: { kind: 'message', message: stringToHex('hi') },
      send: false,
    })
  })

  test('behavior: eth_sendTransaction is filled by the node, its fee shown, and an ERC-20 transfer named', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [other, 5n] })
    const prepared = await prepareRequest(
      { method: 'eth_sendTransaction', params: [{ from: account, to: token, data, chainId: '0x7a69' }] },
      context,
    )
    expect(prepared.approval.shown).toEqual({
      kind: 'transaction',
      to: token,
      value: 0n,
      fee: 150_000n,
      data,
      call: { kind: 'transfer', token, recipient: other, amount: 5n },
    })
    expect(prepared.sign).toEqual({
      kind: 'transaction',
      transaction: {
        type: 'eip1559',
        chainId: 31337,
        nonce: 7,
        to: token,
        value: 0n,
        data,
        gas: 50_000n,
        maxFeePerGas: 3n,
        maxPriorityFeePerGas: 1n,
      },
    })
    expect(prepared.send).toBe(true)
  })

  test('behavior: approve is named, anything else shown by its selector', async () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [other, 9n] })
    const shown = async (data: `0x${string}`) =>
      (
        await prepareRequest(
          { method: 'eth_sendTransaction', params: [{ from: account, to: token, data }] },
          context,
        )
      ).approval.shown
    expect(await shown(approve)).toMatchObject({ call: { kind: 'approve', spender: other, amount: 9n } })
    expect(await shown('0xdeadbeef0000')).toMatchObject({ call: { kind: 'unknown', selector: '0xdeadbeef' } })
  })

  test('behavior: typed data is shown as its domain and message', async () => {
    const typedData = {
      types: { Mail: [{ name: 'body', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Test', chainId: 31337 },
      message: { body: 'hello' },
    }
    const prepared = await prepareRequest(
      { method: 'eth_signTypedData_v4', params: [account, JSON.stringify(typedData)] },
      context,
    )
    expect(prepared.approval.shown).toEqual({
      kind: 'typedData',
      primaryType: 'Mail',
      domain: typedData.domain,
      message: typedData.message,
    })
  })

  test('error: a request for another chain is refused', async () => {
    await expect(
      prepareRequest(
        { method: 'eth_sendTransaction', params: [{ from: account, to: other, chainId: '0x1' }] },
        context,
      ),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'The request is for chain 1; the wallet is on chain 31337',
    })
    const typedData = { types: {}, primaryType: 'X', domain: { chainId: 1 }, message: {} }
    await expect(
      prepareRequest({ method: 'eth_signTypedData_v4', params: [account, typedData] }, context),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('error: another account, eth_sign, and typed data with bidi characters are refused', async () => {
    await expect(
      prepareRequest({ method: 'personal_sign', params: [stringToHex('hi'), other] }, context),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      prepareRequest({ method: 'eth_sign', params: [account, '0x00'] }, context),
    ).rejects.toMatchObject({
      code: 4200,
    })
    const typedData = { types: {}, primaryType: 'X', domain: {}, message: { to: 'alice\u202Eevil' } }
    await expect(
      prepareRequest({ method: 'eth_signTypedData_v4', params: [account, typedData] }, context),
    ).rejects.toMatchObject({ message: 'Typed data with control or bidi characters is refused' })
  })
})
