import { answer, modalFrame, openHost, request, start } from './fixtures.js'
import { connect, seen, setup } from './hostWalletsSetup.js'
import { CROSS_SITE_PARTITIONED, SAME_SITE } from './layouts.js'
import { expect, test } from './test.js'
import { ANVIL_ACCOUNT_0, installTestWallet, rejectNext } from './wallet/fixtures.js'

// Host wallets (EIP-6963 and legacy) through the modal: how they are listed and connected.

test.describe('host wallets', () => {
  for (const layout of [SAME_SITE, CROSS_SITE_PARTITIONED])
    test(`default: eth_requestAccounts opens Connect, the user picks the host wallet, and the dapp is connected, ${layout.name}`, async ({
      page,
    }) => {
      await setup(page, {}, layout.modalUrl())
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
