import { expect, type Page, test } from '@playwright/test'
import {
  createPublicClient,
  getTypesForEIP712Domain,
  type Hex,
  http,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { env } from './stack/env.js'
import {
  ANVIL_ACCOUNT_0,
  approveNext,
  installTestWallet,
  openWagmiHost,
  rejectNext,
  wagmiHostUrl,
} from './wallet/fixtures.js'
import type { Eip6963ProviderInfo, RpcErrorData, TestWalletConfig } from './wallet/types.js'

// Fixtures of issue 3, tested on their own against anvil: the test EIP-6963 wallet (e2e/wallet/testWallet.ts)
// and the wagmi dapp page (e2e/pages/wagmi-host.html). No modal here.

type Recorded = { event: string; payload: unknown }

declare global {
  interface Window {
    twAnnouncements: { info: Eip6963ProviderInfo; hasRequest: boolean; isWallet: boolean }[]
    twEvents: Recorded[]
    twPending?: Promise<unknown>
  }
}

const RECIPIENT: Hex = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** Anvil's account #9: the wagmi test sends from it, so that it never races the other tests for a nonce. */
const ANVIL_KEY_9: Hex = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

/** blank.html with the wallet installed before the page's scripts, and its events recorded in `twEvents`. */
async function openWallet(page: Page, config: TestWalletConfig = {}): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return
    window.twAnnouncements = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent).detail
      window.twAnnouncements.push({
        info: { ...info },
        hasRequest: typeof provider.request === 'function',
        isWallet: provider === window.testWallet?.provider,
      })
    })
  })
  await installTestWallet(page, config)
  await page.goto(`${env.hostUrl}/blank.html`)
  await page.evaluate(() => {
    window.twEvents = []
    for (const event of ['connect', 'disconnect', 'accountsChanged', 'chainChanged']) {
      window.testWallet.provider.on(event, (payload: unknown) => {
        const plain =
          payload instanceof Error
            ? { code: (payload as { code?: unknown }).code, message: payload.message }
            : payload
        window.twEvents.push({ event, payload: plain })
      })
    }
  })
}

/** `provider.request` in the page; an error comes back as `{ error: { code, message } }`. */
function request(
  page: Page,
  method: string,
  params?: unknown,
): Promise<{ result: unknown } | { error: RpcErrorData }> {
  return page.evaluate(
    async ([method, params]) => {
      try {
        return { result: await window.testWallet.provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    [method, params] as const,
  )
}

/** Starts a request that waits for approval, kept as `twPending`. */
async function start(page: Page, method: string, params?: unknown): Promise<void> {
  await page.evaluate(
    ([method, params]) => {
      window.twPending = window.testWallet.provider.request({ method, params }).then(
        (result) => ({ result }),
        (error: { code: number; message: string }) => ({
          error: { code: error.code, message: error.message },
        }),
      )
    },
    [method, params] as const,
  )
}
const settled = (page: Page) => page.evaluate(() => window.twPending)

async function connect(page: Page): Promise<void> {
  await start(page, 'eth_requestAccounts')
  await approveNext(page, 'eth_requestAccounts')
  expect(await settled(page)).toEqual({ result: [ANVIL_ACCOUNT_0] })
}

test.describe('test wallet fixture', () => {
  test('announces itself over EIP-6963 on load and on every request, with a fresh uuid per page', async ({
    page,
  }) => {
    await openWallet(page)
    const [first] = await page.evaluate(() => window.twAnnouncements)
    expect(first).toMatchObject({
      hasRequest: true,
      isWallet: true,
      info: { name: 'Test Wallet', rdns: 'dev.wallet-modal.test' },
    })
    expect(first!.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(first!.info.icon).toMatch(/^data:image\/svg\+xml,/)
    await page.evaluate(() => window.dispatchEvent(new Event('eip6963:requestProvider')))
    const all = await page.evaluate(() => window.twAnnouncements)
    expect(all.map((announcement) => announcement.info.uuid)).toEqual([first!.info.uuid, first!.info.uuid])
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)

    await page.reload()
    const [again] = await page.evaluate(() => window.twAnnouncements)
    expect(again!.info.uuid).not.toBe(first!.info.uuid)
  })

  test('legacy: sets window.ethereum when configured, and announces nothing when told not to', async ({
    page,
  }) => {
    await openWallet(page, { legacy: true, announce: false })
    expect(
      await page.evaluate(() => (window as { ethereum?: unknown }).ethereum === window.testWallet.provider),
    ).toBe(true)
    await page.evaluate(() => window.dispatchEvent(new Event('eip6963:requestProvider')))
    expect(await page.evaluate(() => window.twAnnouncements)).toEqual([])
  })

  test('eth_requestAccounts stays pending until approved, then returns the account', async ({ page }) => {
    await openWallet(page)
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
    expect(await request(page, 'net_version')).toEqual({ result: '31337' })
    await start(page, 'eth_requestAccounts')
    const pending = await page.evaluate(() => window.testWallet.nextPending())
    expect(pending).toEqual({ id: expect.any(Number), method: 'eth_requestAccounts', params: undefined })
    // Pending until approved: still in the wallet's queue, and the request has not settled.
    expect(await page.evaluate(() => window.testWallet.pending().map((request) => request.method))).toEqual([
      'eth_requestAccounts',
    ])
    expect(await page.evaluate(() => Promise.race([window.twPending, 'still pending']))).toBe('still pending')

    expect(await page.evaluate(() => window.testWallet.approve())).toEqual({
      ok: true,
      result: [ANVIL_ACCOUNT_0],
    })
    expect(await settled(page)).toEqual({ result: [ANVIL_ACCOUNT_0] })
    expect(await request(page, 'eth_accounts')).toEqual({ result: [ANVIL_ACCOUNT_0] })
    expect(await page.evaluate(() => window.twEvents)).toEqual([
      { event: 'accountsChanged', payload: [ANVIL_ACCOUNT_0] },
    ])
    expect(await page.evaluate(() => window.testWallet.pending())).toEqual([])
    // Connected: no second prompt, and the permission is there.
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [ANVIL_ACCOUNT_0] })
    expect(await request(page, 'wallet_getPermissions')).toMatchObject({
      result: [{ parentCapability: 'eth_accounts', caveats: [{ value: [ANVIL_ACCOUNT_0] }] }],
    })
  })

  test('reject: the request fails with 4001', async ({ page }) => {
    await openWallet(page)
    await start(page, 'eth_requestAccounts')
    expect(await rejectNext(page)).toMatchObject({ method: 'eth_requestAccounts' })
    expect(await settled(page)).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    await expect(page.evaluate(() => window.testWallet.approve())).rejects.toThrow(/no pending request/)
  })

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

  test('wallet side: disconnect fires accountsChanged([]) then disconnect; connect and switch fire theirs', async ({
    page,
  }) => {
    await openWallet(page)
    await connect(page)
    await page.evaluate(() => window.testWallet.disconnect())
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    await page.evaluate(() => window.testWallet.connect())
    await page.evaluate(() => window.testWallet.switchChain(31338))
    expect(await page.evaluate(() => window.twEvents)).toEqual([
      { event: 'accountsChanged', payload: [ANVIL_ACCOUNT_0] },
      { event: 'accountsChanged', payload: [] },
      {
        event: 'disconnect',
        payload: { code: 4900, message: 'The provider is disconnected from all chains.' },
      },
      { event: 'connect', payload: { chainId: '0x7a69' } },
      { event: 'accountsChanged', payload: [ANVIL_ACCOUNT_0] },
      { event: 'chainChanged', payload: '0x7a6a' },
    ])
    await expect(page.evaluate(() => window.testWallet.switchChain(1))).rejects.toThrow(
      /Unrecognized chain ID/,
    )
  })

  test('a reload keeps the site connected and the chain, as an extension does', async ({ page }) => {
    await openWallet(page)
    await connect(page)
    await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    await page.reload()
    expect(await request(page, 'eth_accounts')).toEqual({ result: [ANVIL_ACCOUNT_0] })
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
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

test.describe('wagmi host page', () => {
  test('wagmi discovers the Test Wallet over EIP-6963 as a connector', async ({ page }) => {
    await installTestWallet(page)
    await openWagmiHost(page)
    await expect
      .poll(() => page.evaluate(() => window.dapp.connectors()))
      .toContainEqual({
        id: 'dev.wallet-modal.test',
        name: 'Test Wallet',
        type: 'injected',
        rdns: 'dev.wallet-modal.test',
      })
    expect(await page.evaluate(() => window.dapp.providerRdns)).toBe('dev.wallet-modal')
    expect(await page.evaluate(() => window.dapp.account())).toBeUndefined()
    expect(await page.evaluate(() => window.dapp.chainId())).toBe(31337)
  })

  test('?providerRdns= and ?wallet=1 (the wallet from a script tag, configured by query)', async ({
    page,
  }) => {
    const url = `${wagmiHostUrl({ modal: null, providerRdns: 'com.example.modal', wallet: true })}&walletChain=${
      env.chainId
    },${encodeURIComponent(env.rpcUrl)}`
    await page.goto(url)
    await page.waitForFunction(() => 'dapp' in window)
    expect(await page.evaluate(() => window.dapp.providerRdns)).toBe('com.example.modal')
    await expect
      .poll(() => page.evaluate(() => window.dapp.connectors().map(({ id }) => id)))
      .toEqual(['dev.wallet-modal.test'])
    expect(await page.evaluate(() => window.dapp.announced())).toEqual([
      { uuid: expect.any(String), name: 'Test Wallet', rdns: 'dev.wallet-modal.test' },
    ])
  })

  test('the dapp API drives a wallet end to end: connect, sign, send, receipt, switch', async ({ page }) => {
    const account = privateKeyToAccount(ANVIL_KEY_9).address
    await installTestWallet(page, { privateKey: ANVIL_KEY_9 })
    await openWagmiHost(page)
    await expect.poll(() => page.evaluate(() => window.dapp.connectors().length)).toBeGreaterThan(0)

    const connected = page.evaluate(() => window.dapp.connect('dev.wallet-modal.test'))
    // wagmi asks for permissions first (its shimDisconnect), as with MetaMask.
    await approveNext(page, 'wallet_requestPermissions')
    expect(await connected).toEqual({ accounts: [account], chainId: 31337 })
    expect(await page.evaluate(() => window.dapp.account())).toBe(account)

    const signed = page.evaluate(() => window.dapp.signMessage('hello from wagmi'))
    await approveNext(page, 'personal_sign')
    expect(
      await verifyMessage({ address: account, message: 'hello from wagmi', signature: await signed }),
    ).toBe(true)

    const sent = page.evaluate((to: Hex) => window.dapp.sendTransaction({ to, value: '1000' }), RECIPIENT)
    await approveNext(page, 'eth_sendTransaction')
    const hash = await sent
    expect(await page.evaluate((hash) => window.dapp.waitForReceipt(hash), hash)).toBe('success')

    expect(await page.evaluate(() => window.dapp.switchChain(31338))).toBe(31338)
    expect(await page.evaluate(() => window.dapp.chainId())).toBe(31338)
    expect(await page.evaluate(() => window.testWallet.chainId)).toBe(31338)
  })
})
