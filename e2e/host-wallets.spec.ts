import { expect, type Page, test } from '@playwright/test'
import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { answer, anvilNetwork, modalFrame, openHost, request, start } from './fixtures.js'
import { env } from './stack/env.js'
import {
  ANVIL_ACCOUNT_0,
  approveNext,
  connectWagmiDapp,
  installTestWallet,
  openWagmiHost,
  rejectNext,
} from './wallet/fixtures.js'

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

const networks = () => [anvilNetwork(), anvilNetwork(env.rpcUrl2, 31338)]

type Seen = { name: string; data: unknown }[]

/** The host page with the test wallet injected, the loader configured, and the dapp's events recorded. */
async function setup(page: Page, wallet: Parameters<typeof installTestWallet>[1] = {}) {
  await installTestWallet(page, wallet)
  await openHost(page)
  await page.evaluate(async (networks) => {
    await window.WalletModal.init({ networks })
    const seen: Seen = []
    ;(window as unknown as { seen: Seen }).seen = seen
    for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const)
      window.WalletModal.provider.on(name, (data: never) => seen.push({ name, data }))
  }, networks())
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen)

/** Connects through the modal: eth_requestAccounts opens Connect, the user picks the Test Wallet and approves. */
async function connect(page: Page) {
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await approveNext(page, 'eth_requestAccounts')
  return answer(page)
}

/** The dapp asks for the second anvil chain (31338) and waits until the modal is on it. */
async function switchToSecondChain(page: Page) {
  await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
  await page.waitForFunction(() => window.WalletModal.getState().chainId === 31338)
}

test.describe('host wallets', () => {
  test('default: eth_requestAccounts opens Connect, the user picks the host wallet, and the dapp is connected', async ({
    page,
  }) => {
    await setup(page)
    const outcome = await connect(page)
    expect(outcome).toEqual({ result: [ANVIL_ACCOUNT_0] })
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
      status: 'connected',
      address: ANVIL_ACCOUNT_0,
      caipAddress: `eip155:31337:${ANVIL_ACCOUNT_0}`,
      chainId: 31337,
    })
    expect(await request(page, 'eth_accounts')).toEqual([ANVIL_ACCOUNT_0])
    expect(await seen(page)).toEqual([
      { name: 'connect', data: { chainId: '0x7a69' } },
      { name: 'accountsChanged', data: [ANVIL_ACCOUNT_0] },
    ])
    expect(await request(page, 'wallet_getPermissions')).toEqual([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [ANVIL_ACCOUNT_0] }],
      },
    ])
  })

  test('behavior: the Connect view lists the host wallet first, as a named button with its icon', async ({
    page,
  }) => {
    // (SPEC §2's "wallet before email" has nothing to order while email login is not built: see day-one.spec.ts.)
    await setup(page)
    await page.evaluate(() => window.WalletModal.openWalletModal())
    const frame = modalFrame(page)
    const row = frame.getByRole('button', { name: /Test Wallet/ })
    await expect(row).toBeVisible()
    await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
    await expect(
      frame.getByRole('region', { name: 'Wallets' }).getByRole('button').first(),
    ).toHaveAccessibleName(/Test Wallet/)
  })

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

  test('behavior: switching between the two anvil chains moves the wallet and the dapp’s reads', async ({
    page,
  }) => {
    await setup(page)
    await connect(page)
    await switchToSecondChain(page)
    expect(await request(page, 'eth_chainId')).toBe('0x7a6a')
    expect(await page.evaluate(() => window.testWallet.chainId)).toBe(31338)
    expect(await seen(page)).toContainEqual({ name: 'chainChanged', data: '0x7a6a' })
    const error = await page.evaluate(() =>
      window.WalletModal.provider
        .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
        .then(
          () => 'switched',
          (error) => error.code,
        ),
    )
    expect(error).toBe(4902)
  })

  test('behavior: the network view switches the wallet too', async ({ page }) => {
    await setup(page)
    await connect(page)
    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Networks' }))
    await modalFrame(page).getByRole('button', { name: 'Anvil 31338' }).click()
    await page.waitForFunction(() => window.WalletModal.getState().chainId === 31338)
    expect(await page.evaluate(() => window.testWallet.chainId)).toBe(31338)
  })

  test('behavior: a wallet on a network the app does not list gets UnsupportedChain, and switching back fixes it', async ({
    page,
  }) => {
    await installTestWallet(page)
    await openHost(page)
    // The app lists only the first anvil; the wallet also knows the second.
    await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
    await connect(page)
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    await page.evaluate(() => window.testWallet.switchChain(31338))
    const frame = modalFrame(page)
    await expect(frame.getByRole('dialog')).toHaveAccessibleName('Switch network')
    await expect(
      frame.getByText('Your wallet is on Chain 31338, which this app does not support'),
    ).toBeVisible()
    await frame.getByRole('button', { name: 'Anvil' }).click()
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    expect(await page.evaluate(() => window.testWallet.chainId)).toBe(31337)
    expect(await page.evaluate(() => window.WalletModal.getState().chainId)).toBe(31337)
  })

  test('error: the user rejecting in the wallet gives 4001; the view offers a retry; closing rejects the dapp', async ({
    page,
  }) => {
    await setup(page)
    await start(page, 'eth_requestAccounts')
    const frame = modalFrame(page)
    await frame.getByRole('button', { name: /Test Wallet/ }).click()
    await rejectNext(page, 'eth_requestAccounts')
    await expect(frame.getByRole('heading', { name: 'Connection declined' })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Try again' })).toBeVisible()
    await frame.getByRole('button', { name: 'Close' }).click()
    expect(await answer(page)).toEqual({ code: 4001, message: 'User rejected the request.' })

    await connect(page)
    await start(page, 'personal_sign', ['0x68656c6c6f', ANVIL_ACCOUNT_0])
    await rejectNext(page, 'personal_sign')
    expect(await answer(page)).toMatchObject({ code: 4001 })
  })

  test('behavior: a wallet-side disconnect reaches the dapp as disconnect', async ({ page }) => {
    await setup(page)
    await connect(page)
    await page.evaluate(() => window.testWallet.disconnect())
    await page.waitForFunction(() => window.WalletModal.getState().status === 'disconnected')
    const events = await seen(page)
    expect(events).toContainEqual({ name: 'accountsChanged', data: [] })
    expect(events.at(-1)).toMatchObject({ name: 'disconnect', data: { code: 4900 } })
    expect(await request(page, 'eth_accounts')).toEqual([])
  })

  test('behavior: after a reload the same wallet is reconnected silently, on the same chain', async ({
    page,
  }) => {
    await setup(page)
    await connect(page)
    await switchToSecondChain(page)
    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    await page.evaluate((networks) => window.WalletModal.init({ networks }), networks())
    expect(await request(page, 'eth_accounts')).toEqual([ANVIL_ACCOUNT_0])
    expect(await request(page, 'eth_chainId')).toBe('0x7a6a')
    expect(await page.evaluate(() => window.testWallet.pending())).toEqual([])
  })

  test('behavior: a reconnect judged before the dapp’s init (on the deployment’s networks) ends on the dapp’s', async ({
    page,
  }) => {
    await setup(page)
    await connect(page)
    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    // The deployment lists no anvil chain: before init, the silent reconnect finds the wallet on an unlisted one.
    await page.waitForFunction(() => window.WalletModal.getState().status === 'connected')
    expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
      open: true,
      view: 'UnsupportedChain',
    })
    // The dapp's networks list it: the modal closes, on the wallet's chain.
    await page.evaluate((networks) => window.WalletModal.init({ networks }), networks())
    await page.waitForFunction(() => !window.WalletModal.getState().open)
    expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
      status: 'connected',
      chainId: 31337,
    })
    expect(await request(page, 'eth_chainId')).toBe('0x7a69')
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

  test('behavior: with no EIP-6963 wallet, the legacy window.ethereum is offered as a browser wallet on mobile only (SPEC §5)', async ({
    page,
  }) => {
    await installTestWallet(page, { legacy: true, announce: false })
    await page.setViewportSize({ width: 360, height: 740 })
    await openHost(page)
    await page.evaluate(() => window.WalletModal.openWalletModal())
    const row = modalFrame(page).getByRole('button', { name: /Browser Wallet/ })
    await expect(row).toBeVisible()
    // The generic browser wallet is hidden on desktop, where every current extension announces itself.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(row).toHaveCount(0)
  })

  test('behavior: a hostile wallet descriptor is cleaned: no remote icon, a bounded name', async ({
    page,
  }) => {
    await openHost(page)
    await page.evaluate(() => {
      const provider = { request: async () => [] }
      const info = {
        uuid: 'hostile',
        name: `Evil${'!'.repeat(200)}`,
        icon: 'https://evil.test/track.png',
        rdns: 'javascript:alert(1)',
      }
      const announce = () =>
        dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        )
      addEventListener('eip6963:requestProvider', announce)
      announce()
    })
    await page.evaluate(() => window.WalletModal.openWalletModal())
    const row = modalFrame(page).getByRole('button', { name: /Evil/ })
    await expect(row).toBeVisible()
    await expect(row.locator('img')).toHaveCount(0)
    expect((await row.textContent())!.match(/Evil!*…/)?.[0]).toHaveLength(40)
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
