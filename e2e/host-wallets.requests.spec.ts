import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { answer, modalFrame, request, start } from './fixtures.js'
import { connect, setup } from './hostWalletsSetup.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import {
  ANVIL_ACCOUNT_0,
  approveNext,
  connectWagmiDapp,
  installTestWallet,
  openWagmiHost,
} from './wallet/fixtures.js'

// Host wallets through the modal: the dapp's requests, and a wagmi dapp. The sends to account #0 stay in one file
// with the 1,000 reads of its balance, so a transfer never lands between those reads and the check after them.

// Anvil's default accounts #1–#3: each test that sends uses its own, so parallel workers never race for nonces.
const SENDERS = {
  send: {
    key: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  },
  wagmi: {
    key: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  },
} as const

test.describe('host wallets', () => {
  test('behavior: personal_sign and eth_signTypedData_v4 go to the wallet, whose signatures verify; the modal stays closed', async ({
    page,
  }) => {
    await setup(page)
    await connect(page)
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    const message = 'Sign in to the test dapp'
    await start(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, ANVIL_ACCOUNT_0])
    await approveNext(page, 'personal_sign')
    const signed = (await answer(page)) as { result: Hex }
    expect(await verifyMessage({ address: ANVIL_ACCOUNT_0, message, signature: signed.result })).toBe(true)
    expect(await page.evaluate(() => window.WalletModal.getState().open)).toBe(false)

    const typed = {
      domain: { name: 'Test', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'hello' },
    }
    const eip712 = {
      ...typed,
      types: {
        ...typed.types,
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
      },
    }
    await start(page, 'eth_signTypedData_v4', [ANVIL_ACCOUNT_0, JSON.stringify(eip712)])
    await approveNext(page, 'eth_signTypedData_v4')
    const typedSignature = (await answer(page)) as { result: Hex }
    expect(
      await verifyTypedData({ address: ANVIL_ACCOUNT_0, ...typed, signature: typedSignature.result }),
    ).toBe(true)
  })

  test('behavior: eth_sendTransaction is sent by the wallet and mined; the receipt is read through the modal', async ({
    page,
  }) => {
    await setup(page, { privateKey: SENDERS.send.key })
    await connect(page)
    await start(page, 'eth_sendTransaction', [
      { from: SENDERS.send.address, to: ANVIL_ACCOUNT_0, value: '0x2386f26fc10000' },
    ])
    await approveNext(page, 'eth_sendTransaction')
    const { result: hash } = (await answer(page)) as { result: Hex }
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect
      .poll(() =>
        request(page, 'eth_getTransactionReceipt', [hash]).then(
          (receipt) => (receipt as { status?: string } | null)?.status,
        ),
      )
      .toBe('0x1')
  })

  test('error: a disallowed method gives 4200 with the exact message, and the modal says so', async ({
    page,
  }) => {
    await setup(page)
    const outcome = await page.evaluate(() =>
      window.WalletModal.provider.request({ method: 'eth_sign', params: [] }).then(
        () => 'answered',
        (error) => ({ code: error.code, message: error.message }),
      ),
    )
    expect(outcome).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
    await expect(modalFrame(page).getByRole('status').filter({ hasText: 'Action not allowed' })).toBeVisible()
  })

  test('behavior: 1,000 concurrent reads are all answered correctly', async ({ page }) => {
    await setup(page)
    const results = await page.evaluate(async (account) => {
      const calls = Array.from({ length: 1000 }, (_, index) =>
        index % 2
          ? window.WalletModal.provider.request({ method: 'eth_getBalance', params: [account, 'latest'] })
          : window.WalletModal.provider.request({ method: 'eth_chainId' }),
      )
      return Promise.all(calls)
    }, ANVIL_ACCOUNT_0)
    const direct = (await (
      await fetch(env.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getBalance',
          params: [ANVIL_ACCOUNT_0, 'latest'],
        }),
      })
    ).json()) as { result: string }
    expect(results).toHaveLength(1000)
    expect(new Set(results.filter((_, index) => index % 2 === 0))).toEqual(new Set(['0x7a69']))
    // Balances only go down as other tests spend gas; each answer is a real balance, at most the one read after.
    for (const balance of results.filter((_, index) => index % 2 === 1))
      expect(BigInt(balance as string)).toBeGreaterThanOrEqual(BigInt(direct.result))
  })
})

test.describe('a dapp built with wagmi', () => {
  test('default: it finds the announced provider over EIP-6963, connects, signs and sends', async ({
    page,
  }) => {
    await installTestWallet(page, { privateKey: SENDERS.wagmi.key })
    await openWagmiHost(page)
    expect(await connectWagmiDapp(page)).toMatchObject({ accounts: [SENDERS.wagmi.address], chainId: 31337 })

    const message = 'hello from wagmi'
    const signing = page.evaluate((message) => window.dapp.signMessage(message), message)
    await approveNext(page, 'personal_sign')
    expect(
      await verifyMessage({ address: SENDERS.wagmi.address, message, signature: (await signing) as Hex }),
    ).toBe(true)

    const sending = page.evaluate(
      (to) => window.dapp.sendTransaction({ to: to as Hex, value: '1000' }),
      ANVIL_ACCOUNT_0,
    )
    await approveNext(page, 'eth_sendTransaction')
    const hash = (await sending) as Hex
    expect(await page.evaluate((hash) => window.dapp.waitForReceipt(hash as Hex), hash)).toBe('success')
  })
})
