import { createPublicClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { answer, anvilNetwork, modalFrame, openHost, request, start } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'
import {
  approveNext,
  connectWagmiDapp,
  installTestWallet,
  openWagmiHost,
  rejectNext,
} from './wallet/fixtures.js'

// Anvil's default accounts #6–#8, which no other spec sends from, one per test that sends (no nonce races).
const SENDERS = {
  'same-site': '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  'cross-site': '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  wagmi: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
} as const

const LAYOUTS = { 'same-site': () => env.modalUrl, 'cross-site': () => env.modalUrlCrossSite } as const

/** A fresh address: its balance is 0 until a test pays it, whatever else runs on the chain. */
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

const balanceOf = (page: Page, address: string) => request(page, 'eth_getBalance', [address, 'latest'])

/** The methods the test wallet was asked, in order. */
const walletSaw = (page: Page) =>
  page.evaluate(() => window.testWallet.requests().map((entry) => entry.method))

/** The host page with the test wallet (`key`) and the loader from `modal`, connected through Connect. */
async function connected(page: Page, key: Hex, modal = env.modalUrl) {
  await installTestWallet(page, { privateKey: key })
  await openHost(page, { modal })
  await page.evaluate(
    (networks) => window.WalletModal.init({ networks }),
    [anvilNetwork(), anvilNetwork(env.rpcUrl2, 31338)],
  )
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await approveNext(page, 'eth_requestAccounts')
  const address = privateKeyToAccount(key).address
  expect(await answer(page)).toEqual({ result: [address] })
  return address
}

test.describe('EIP-5792 calls through the modal', () => {
  for (const layout of ['same-site', 'cross-site'] as const) {
    test(`default: the wallet answers capabilities, sends an approved batch on anvil and reports its receipts, ${layout}`, async ({
      page,
    }) => {
      const from = await connected(page, SENDERS[layout], LAYOUTS[layout]())
      expect(await request(page, 'wallet_getCapabilities', [from, ['0x7a69']])).toEqual({
        '0x7a69': { atomic: { status: 'unsupported' } },
      })
      expect(await walletSaw(page)).toContain('wallet_getCapabilities')

      const [first, second] = [freshAddress(), freshAddress()]
      const batch = (value: string) => ({
        version: '2.0.0',
        chainId: '0x7a69',
        from,
        atomicRequired: false,
        calls: [
          { to: first, value },
          { to: second, value: '0x7d0' },
        ],
      })
      await start(page, 'wallet_sendCalls', [batch('0x3e8')])
      const approved = await approveNext(page, 'wallet_sendCalls')
      expect(approved.request.params).toEqual([batch('0x3e8')])
      const { result } = (await answer(page)) as { result: { id: string } }
      expect(result.id).toMatch(/^0x[0-9a-f]{64}$/)

      const status = async () =>
        (await request(page, 'wallet_getCallsStatus', [result.id])) as {
          status: number
          receipts: { status: Hex; transactionHash: Hex; blockHash: Hex }[]
        }
      await expect.poll(async () => (await status()).status).toBe(200)
      const final = await status()
      expect(final).toMatchObject({ version: '2.0.0', id: result.id, chainId: '0x7a69', atomic: false })
      expect(final.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
      // The receipts are the chain's own: the node knows each transaction, in the same block.
      for (const receipt of final.receipts)
        expect(await request(page, 'eth_getTransactionReceipt', [receipt.transactionHash])).toMatchObject({
          blockHash: receipt.blockHash,
          from: from.toLowerCase(),
        })
      expect(await balanceOf(page, first)).toBe('0x3e8')
      expect(await balanceOf(page, second)).toBe('0x7d0')

      // A batch the user rejects sends nothing.
      await start(page, 'wallet_sendCalls', [batch('0x1')])
      await rejectNext(page, 'wallet_sendCalls')
      expect(await answer(page)).toMatchObject({ code: 4001 })
      expect(await balanceOf(page, first)).toBe('0x3e8')
    })
  }

  test('error: invalid wallet_sendCalls params are refused with -32602 and the wallet never sees them', async ({
    page,
  }) => {
    const from = await connected(page, SENDERS['same-site'])
    const invalid = [
      [{ version: '2.0.0', chainId: '0x7a69', from, calls: [{ to: 'the treasury', value: '0x1' }] }],
      [{ version: '2.0.0', chainId: '0x7a69', from, calls: [] }],
      [],
    ]
    const outcomes = []
    for (const params of invalid) {
      await start(page, 'wallet_sendCalls', params)
      outcomes.push(await answer(page))
    }
    expect(outcomes).toEqual([
      {
        code: -32602,
        message: 'Invalid wallet_sendCalls payload: calls[0].to must be a 0x-prefixed address',
      },
      { code: -32602, message: 'Invalid wallet_sendCalls payload: calls must be a non-empty array' },
      { code: -32602, message: 'Invalid wallet_sendCalls payload: params must be [payload]' },
    ])
    expect(await walletSaw(page)).not.toContain('wallet_sendCalls')
    expect(await page.evaluate(() => window.testWallet.pending())).toEqual([])
  })

  test('behavior: ERC-4337 bundler methods go to the connected wallet, and are 4100 without one', async ({
    page,
  }) => {
    await installTestWallet(page)
    await openHost(page)
    await page.evaluate((networks) => window.WalletModal.init({ networks }), [anvilNetwork()])
    await start(page, 'eth_supportedEntryPoints')
    expect(await answer(page)).toMatchObject({ code: 4100 })
    await start(page, 'wallet_getCallsStatus', ['0x01'])
    expect(await answer(page)).toMatchObject({ code: 4100 })

    await start(page, 'eth_requestAccounts')
    await modalFrame(page)
      .getByRole('button', { name: /Test Wallet/ })
      .click()
    await approveNext(page, 'eth_requestAccounts')
    await answer(page)
    await start(page, 'eth_supportedEntryPoints')
    await answer(page)
    expect(await walletSaw(page)).toContain('eth_supportedEntryPoints')
    // An unknown batch is the wallet's answer (EIP-5792's 5730), not the node's.
    await start(page, 'wallet_getCallsStatus', ['0x01'])
    expect(await answer(page)).toMatchObject({ code: 5730 })
  })
})

test.describe('EIP-5792 in a dapp built with wagmi', () => {
  test('behavior: getCapabilities, sendCalls and waitForCallsStatus work through the announced provider', async ({
    page,
  }) => {
    const from = privateKeyToAccount(SENDERS.wagmi).address
    await installTestWallet(page, { privateKey: SENDERS.wagmi })
    await openWagmiHost(page)
    expect(await connectWagmiDapp(page)).toMatchObject({ accounts: [from], chainId: 31337 })

    expect(await page.evaluate(() => window.dapp.getCapabilities(31337))).toEqual({
      atomic: { status: 'unsupported' },
    })
    const to = freshAddress()
    const sending = page.evaluate((to) => window.dapp.sendCalls([{ to: to as Hex, value: '1234' }]), to)
    await approveNext(page, 'wallet_sendCalls')
    const id = await sending
    const status = await page.evaluate((id) => window.dapp.waitForCallsStatus(id), id)
    expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: false, chainId: 31337 })
    expect(status.receipts).toHaveLength(1)
    expect(status.receipts[0]?.status).toBe('success')
    expect(await page.evaluate((id) => window.dapp.getCallsStatus(id), id)).toEqual(status)
    // This page configures no networks in the modal, so the chain is read directly.
    const anvil = createPublicClient({ transport: http(env.rpcUrl) })
    expect(await anvil.getBalance({ address: to })).toBe(1234n)
  })
})
