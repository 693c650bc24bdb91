import {
  createPublicClient,
  getTypesForEIP712Domain,
  type Hex,
  http,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import { connect, openWallet, RECIPIENT, request, settled, start } from './testWalletPage.js'
import { ANVIL_ACCOUNT_0, approveNext } from './wallet/fixtures.js'

// The test EIP-6963 wallet on its own (no modal): the requests it answers against anvil. The sends and the
// block-number read on the second anvil stay in one file, so they never run at the same time.

test.describe('test wallet fixture', () => {
  test('personal_sign: a signature of the account that viem verifies; 4100 before connecting', async ({
    page,
  }) => {
    await openWallet(page)
    expect(await request(page, 'personal_sign', ['0x68656c6c6f', ANVIL_ACCOUNT_0])).toMatchObject({
      error: { code: 4100 },
    })
    await connect(page)
    for (const [sent, message] of [
      ['0x68656c6c6f20776f726c64', 'hello world'],
      ['plain text', 'plain text'],
    ] as const) {
      await start(page, 'personal_sign', [sent, ANVIL_ACCOUNT_0])
      const { request: pending } = await approveNext(page, 'personal_sign')
      expect(pending.params).toEqual([sent, ANVIL_ACCOUNT_0])
      const outcome = await settled(page)
      const signature = (outcome as { result: Hex }).result
      expect(await verifyMessage({ address: ANVIL_ACCOUNT_0, message, signature })).toBe(true)
    }
  })

  test('eth_signTypedData_v4: a signature viem verifies', async ({ page }) => {
    await openWallet(page)
    await connect(page)
    const typedData = {
      domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: RECIPIENT },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: {
        from: { name: 'Cow', wallet: ANVIL_ACCOUNT_0 },
        to: { name: 'Bob', wallet: RECIPIENT },
        contents: 'Hello, Bob!',
        amount: 10n ** 20n,
      },
    } as const
    // As viem's wallet client sends it: EIP712Domain in the types, bigints as strings.
    const json = JSON.stringify(
      {
        ...typedData,
        types: { EIP712Domain: getTypesForEIP712Domain({ domain: typedData.domain }), ...typedData.types },
      },
      (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    )
    await start(page, 'eth_signTypedData_v4', [ANVIL_ACCOUNT_0, json])
    await approveNext(page, 'eth_signTypedData_v4')
    const signature = ((await settled(page)) as { result: Hex }).result
    expect(await verifyTypedData({ ...typedData, address: ANVIL_ACCOUNT_0, signature })).toBe(true)
  })

  test('eth_sendTransaction: signed by the account and mined by the current chain', async ({ page }) => {
    await openWallet(page)
    await connect(page)
    for (const [rpcUrl, chainId] of [
      [env.rpcUrl, env.chainId],
      [env.rpcUrl2, env.chainId2],
    ] as const) {
      expect(
        await request(page, 'wallet_switchEthereumChain', [{ chainId: `0x${chainId.toString(16)}` }]),
      ).toEqual({
        result: null,
      })
      await start(page, 'eth_sendTransaction', [
        { from: ANVIL_ACCOUNT_0, to: RECIPIENT, value: '0x2386f26fc10000' },
      ])
      const outcome = await approveNext(page, 'eth_sendTransaction')
      expect(outcome.ok, JSON.stringify(outcome)).toBe(true)
      const hash = ((await settled(page)) as { result: Hex }).result
      const client = createPublicClient({ transport: http(rpcUrl) })
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt).toMatchObject({ status: 'success', from: ANVIL_ACCOUNT_0.toLowerCase() })
      expect((await client.getTransaction({ hash })).chainId).toBe(chainId)
      // Reads go to the same chain.
      expect(await request(page, 'eth_getTransactionReceipt', [hash])).toMatchObject({
        result: { status: '0x1', transactionHash: hash },
      })
    }
  })

  test('wallet_switchEthereumChain: chainChanged for a known chain, 4902 for an unknown one', async ({
    page,
  }) => {
    await openWallet(page)
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      result: null,
    })
    expect(await page.evaluate(() => window.twEvents)).toEqual([{ event: 'chainChanged', payload: '0x7a6a' }])
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
    // Forwarded reads follow the switch: the second anvil answers.
    const client = createPublicClient({ transport: http(env.rpcUrl2) })
    expect(await request(page, 'eth_blockNumber')).toEqual({
      result: `0x${(await client.getBlockNumber()).toString(16)}`,
    })

    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toMatchObject({
      error: { code: 4902 },
    })
    // Adding it asks the user, then switches.
    await start(page, 'wallet_addEthereumChain', [
      {
        chainId: '0x7a6b',
        chainName: 'Another',
        rpcUrls: [env.rpcUrl],
        nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
      },
    ])
    await approveNext(page, 'wallet_addEthereumChain')
    expect(await settled(page)).toEqual({ result: null })
    expect(await page.evaluate(() => window.testWallet.chainId)).toBe(31339)
    expect((await page.evaluate(() => window.twEvents)).at(-1)).toEqual({
      event: 'chainChanged',
      payload: '0x7a6b',
    })
  })

  test('error: signing methods a node would answer with its own keys are refused, not forwarded', async ({
    page,
  }) => {
    await openWallet(page, { autoApprove: true })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [ANVIL_ACCOUNT_0] })
    for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_setBalance', 'wallet_unknownThing']) {
      expect(await request(page, method, [ANVIL_ACCOUNT_0, '0x00'])).toMatchObject({ error: { code: 4200 } })
    }
    expect(
      await page.evaluate(() => window.testWallet.requests().map(({ method, status }) => [method, status])),
    ).toEqual([
      ['eth_requestAccounts', 'ok'],
      ['eth_sign', 'error'],
      ['eth_signTransaction', 'error'],
      ['anvil_setBalance', 'error'],
      ['wallet_unknownThing', 'error'],
    ])
  })
})
