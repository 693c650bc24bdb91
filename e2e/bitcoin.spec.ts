import { anvilNetwork, modalFrame, request } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import {
  ADDRESS,
  answerBitcoinWallet,
  BITCOIN_LAYOUTS,
  BITCOIN_TEST_WALLET,
  begin,
  bitcoinOutcome,
  connectBitcoinThroughModal,
  MODAL_WALLET,
  ORDINALS_ADDRESS,
  openBitcoinDapp,
  PUBLIC_KEY,
  REGTEST_CAIP_ID,
  regtestNetwork,
} from './wallet/bitcoinFixtures.js'
import { verifyBitcoinMessage } from './wallet/bitcoinKeys.js'
import { ANVIL_ACCOUNT_0, approveNext, installTestWallet } from './wallet/fixtures.js'

for (const [layout, modalUrl] of BITCOIN_LAYOUTS) {
  test.describe(`Bitcoin, ${layout}`, () => {
    test('default: a Bitcoin dapp connects the page’s Bitcoin wallet through the modal’s wallet; Account shows the address and the Esplora balance', async ({
      page,
    }) => {
      await openBitcoinDapp(page, modalUrl(), [regtestNetwork()])
      const described = await page.evaluate((name) => window.bitcoinDapp.describe(name), MODAL_WALLET)
      expect(described.chains).toEqual([REGTEST_CAIP_ID, 'bitcoin:regtest'])
      expect(described.features).toEqual(
        expect.arrayContaining(['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction']),
      )
      expect(described.features.filter((feature) => feature.startsWith('solana:'))).toEqual([])

      // The page's own Bitcoin wallet is offered in Connect; the modal's wallet is not offered to itself.
      await begin(page, 'connect', MODAL_WALLET, ['payment'])
      const wallets = modalFrame(page).getByRole('region', { name: 'Wallets' }).getByRole('button')
      await expect(wallets).toHaveText([new RegExp(`^${BITCOIN_TEST_WALLET}`)])
      await wallets.click()
      await answerBitcoinWallet(page, 'bitcoin:connect')
      expect(await bitcoinOutcome(page)).toEqual({
        result: [{ address: ADDRESS, publicKey: Array.from(PUBLIC_KEY) }],
      })
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'bip122',
        status: 'connected',
        address: ADDRESS,
        caipAddress: `${REGTEST_CAIP_ID}:${ADDRESS}`,
      })

      // Account: the address, and the balance the local Esplora serves (1.52345678 BTC, 3 decimals shown).
      await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'bip122' }))
      const frame = modalFrame(page)
      await expect(frame.getByTitle(ADDRESS)).toHaveText('bcrt…6y7nw0')
      await expect(frame.getByText('1.523 BTC')).toBeVisible()
    })

    test('behavior: bitcoin:connect for payment and ordinals returns one account per purpose, in the order asked; Account shows the payment address', async ({
      page,
    }) => {
      await openBitcoinDapp(page, modalUrl(), [regtestNetwork()])
      const payment = { address: ADDRESS, publicKey: Array.from(PUBLIC_KEY) }
      const ordinals = { address: ORDINALS_ADDRESS, publicKey: Array.from(PUBLIC_KEY.subarray(1)) }
      expect(await connectBitcoinThroughModal(page, ['payment', 'ordinals'])).toEqual({
        result: [payment, ordinals],
      })
      // Connected: asked again in the other order, the modal answers at once, without the wallet.
      await begin(page, 'connect', MODAL_WALLET, ['ordinals', 'payment'])
      expect(await bitcoinOutcome(page)).toEqual({ result: [ordinals, payment] })
      expect(await page.evaluate(() => window.bitcoinTestWallet.pending())).toEqual([])

      expect(await page.evaluate(() => window.WalletModal.getState().address)).toBe(ADDRESS)
      await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'bip122' }))
      await expect(modalFrame(page).getByTitle(ADDRESS)).toBeVisible()
      await expect(modalFrame(page).getByTitle(ORDINALS_ADDRESS)).toHaveCount(0)
    })

    test('behavior: bitcoin:signMessage through the modal’s wallet returns a BIP-137 signature of the connected key', async ({
      page,
    }) => {
      await openBitcoinDapp(page, modalUrl(), [regtestNetwork()])
      await connectBitcoinThroughModal(page)
      const message = Array.from(new TextEncoder().encode(`Sign in to ${env.hostUrl}`))
      await begin(page, 'signMessage', MODAL_WALLET, message)
      await answerBitcoinWallet(page, 'bitcoin:signMessage')
      const { result } = (await bitcoinOutcome(page)) as {
        result: { signature: number[]; signedMessage: number[] }
      }
      expect(result.signedMessage).toEqual(message)
      const signature = Uint8Array.from(result.signature)
      expect(verifyBitcoinMessage(ADDRESS, Uint8Array.from(message), signature)).toBe(true)
      expect(verifyBitcoinMessage(ADDRESS, new TextEncoder().encode('another message'), signature)).toBe(
        false,
      )
    })

    test('error: the user declines bitcoin:signMessage in their wallet: the dapp gets 4001', async ({
      page,
    }) => {
      await openBitcoinDapp(page, modalUrl(), [regtestNetwork()])
      await connectBitcoinThroughModal(page)
      await begin(page, 'signMessage', MODAL_WALLET, [1, 2, 3])
      await answerBitcoinWallet(page, 'bitcoin:signMessage', false)
      expect(await bitcoinOutcome(page)).toMatchObject({ code: 4001 })
    })

    test('behavior: EVM and Bitcoin connect at once; one disconnects while the other stays', async ({
      page,
    }) => {
      await installTestWallet(page)
      await openBitcoinDapp(page, modalUrl(), [anvilNetwork(), regtestNetwork()])
      const evm = page.evaluate(() => window.WalletModal.provider.request({ method: 'eth_requestAccounts' }))
      await modalFrame(page)
        .getByRole('button', { name: /^Test Wallet/ })
        .click()
      await approveNext(page, 'eth_requestAccounts')
      expect(await evm).toEqual([ANVIL_ACCOUNT_0])
      expect(await connectBitcoinThroughModal(page)).toMatchObject({ result: [{ address: ADDRESS }] })
      expect(await request(page, 'bip122_accounts')).toEqual([ADDRESS])
      expect(await request(page, 'eth_accounts')).toEqual([ANVIL_ACCOUNT_0])

      // Account and Networks speak for the active namespace: Networks lists Bitcoin beside Anvil, and choosing
      // Anvil shows the EVM account, never the Bitcoin address on an EVM network.
      await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'bip122' }))
      const frame = modalFrame(page)
      await expect(frame.getByTitle(ADDRESS)).toBeVisible()
      const networkButton = frame
        .getByRole('region', { name: 'Wallet summary' })
        .getByRole('button', { name: 'Bitcoin Regtest', exact: true })
      await expect(networkButton).toHaveAccessibleDescription('Switch network')
      await networkButton.click()
      await expect(frame.locator('button[aria-current="true"]')).toHaveText(/Bitcoin Regtest/)
      await frame.getByRole('button', { name: /Anvil/ }).click()
      await expect(frame.getByTitle(ANVIL_ACCOUNT_0)).toBeVisible()
      await expect(frame.getByTitle(ADDRESS)).toHaveCount(0)
      expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
        namespace: 'eip155',
        address: ANVIL_ACCOUNT_0,
      })
      await page.evaluate(() => window.WalletModal.closeWalletModal())

      // Wallet Standard's disconnect ends Bitcoin alone.
      await page.evaluate((name) => window.bitcoinDapp.disconnect(name), MODAL_WALLET)
      expect(await request(page, 'bip122_accounts')).toEqual([])
      expect(await request(page, 'eth_accounts')).toEqual([ANVIL_ACCOUNT_0])
      await page.waitForFunction(
        (name) => window.bitcoinDapp.describe(name).accounts.length === 0,
        MODAL_WALLET,
      )

      // Account's Disconnect on eip155 ends EVM alone.
      await connectBitcoinThroughModal(page)
      await page.evaluate(() => window.WalletModal.openWalletModal({ namespace: 'eip155' }))
      await modalFrame(page).getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => request(page, 'eth_accounts')).toEqual([])
      expect(await request(page, 'bip122_accounts')).toEqual([ADDRESS])
      expect(await page.evaluate((name) => window.bitcoinDapp.describe(name).accounts, MODAL_WALLET)).toEqual(
        [ADDRESS, ORDINALS_ADDRESS],
      )
    })
  })
}
