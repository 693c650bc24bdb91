import { expect, test } from './test.js'
import { connect, openWallet, request, settled, start } from './testWalletPage.js'
import { ANVIL_ACCOUNT_0, rejectNext } from './wallet/fixtures.js'

// The test EIP-6963 wallet on its own (no modal): how it announces itself, connects, rejects and reconnects.

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
})
