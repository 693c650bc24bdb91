import {
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { expectAccessible } from './a11yCheck.js'
import {
  addPasskeyAuthenticator,
  approveButton,
  approveCentre,
  approveWhenArmed,
  coverWithDecoy,
  outcomeAfter,
  removeDecoy,
  startEmbeddedDeployment,
} from './embeddedWalletStack.js'
import { answer, modalFrame, openHost, start } from './fixtures.js'
import { CROSS_SITE_PARTITIONED } from './layouts.js'
import { env } from './stack/env.js'
import { expect, type Page, test } from './test.js'

// Issue 22: the passkey wallet, in the frame as a visitor with no wallet meets it. The modal is on `localhost`
// (a relying party cannot be an IP address) and the dapp on 127.0.0.1: the frame is cross-site, its storage blocked.

let deployment: Awaited<ReturnType<typeof startEmbeddedDeployment>>
test.beforeAll(async () => {
  deployment = await startEmbeddedDeployment()
})
test.afterAll(async () => {
  await deployment.close()
})

const chain = () => ({ ...anvil, rpcUrls: { default: { http: [env.rpcUrl] } } })
const OTHER = '0x000000000000000000000000000000000000dEaD'

/** Opens the dapp and connects with "Continue with a passkey"; answers the address. */
async function connectWithPasskey(page: Page): Promise<Hex> {
  await openHost(page, { modal: deployment.modalUrl })
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /passkey/ })
    .click()
  const outcome = await answer(page)
  expect(outcome).toMatchObject({ result: [expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)] })
  const [address] = (outcome as { result: Hex[] }).result
  if (address === undefined) throw new Error('no address')
  return address
}

/** personal_sign of `text`, approved in ApproveTransaction; answers the signature. */
async function signMessage(page: Page, address: Hex, text: string): Promise<Hex> {
  await start(page, 'personal_sign', [stringToHex(text), address])
  const dialog = modalFrame(page).getByRole('dialog', { name: 'Approve transaction' })
  await expect(dialog.getByText(text, { exact: true })).toBeVisible()
  await expect(dialog.getByText(env.hostUrl, { exact: true })).toBeVisible()
  await approveWhenArmed(page)
  const outcome = await answer(page)
  expect(outcome).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
  return (outcome as { result: Hex }).result
}

test.describe('passkey wallet (cross-site blocked)', () => {
  test('default: create, connect, personal_sign and a mined transaction; after a reload the same passkey unlocks the same address', async ({
    page,
  }) => {
    const authenticator = await addPasskeyAuthenticator(page)
    const address = await connectWithPasskey(page)
    expect(await authenticator.credentials()).toHaveLength(1)
    expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
      status: 'connected',
      address,
    })

    const signature = await signMessage(page, address, 'hello from the e2e dapp')
    expect(await verifyMessage({ address, message: 'hello from the e2e dapp', signature })).toBe(true)

    await createTestClient({ chain: chain(), mode: 'anvil', transport: http(env.rpcUrl) }).setBalance({
      address,
      value: parseEther('1'),
    })
    await start(page, 'eth_sendTransaction', [{ from: address, to: OTHER, value: '0x38d7ea4c68000' }])
    const dialog = modalFrame(page).getByRole('dialog', { name: 'Approve transaction' })
    await expect(dialog.getByText('0.001 ETH', { exact: true })).toBeVisible()
    await expect(dialog.getByText(OTHER, { exact: true })).toBeVisible()
    await approveWhenArmed(page)
    const sent = await answer(page)
    expect(sent).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    const client = createPublicClient({ chain: chain(), transport: http(env.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash: (sent as { result: Hex }).result })
    expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase(), to: OTHER.toLowerCase() })

    // The frame's storage is blocked: the wrapped key came back from the host page, and only the passkey opens it.
    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    expect(await connectWithPasskey(page)).toBe(address)
    expect(await authenticator.credentials()).toHaveLength(1)
    const again = await signMessage(page, address, 'signed after a reload')
    expect(await verifyMessage({ address, message: 'signed after a reload', signature: again })).toBe(true)
  })

  test('behavior: Send from Account is approved in ApproveTransaction, signed by the passkey wallet and mined (issue 24)', async ({
    page,
  }) => {
    await addPasskeyAuthenticator(page)
    const address = await connectWithPasskey(page)
    await createTestClient({ chain: chain(), mode: 'anvil', transport: http(env.rpcUrl) }).setBalance({
      address,
      value: parseEther('1'),
    })
    const recipient = privateKeyToAddress(generatePrivateKey())
    await page.evaluate(() => window.WalletModal.openWalletModal())
    const frame = modalFrame(page)
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await frame.getByRole('combobox', { name: 'Token' }).selectOption('native')
    await frame.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await frame.getByRole('textbox', { name: 'Recipient' }).fill(recipient)
    await frame.getByRole('button', { name: 'Review' }).click()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()

    const dialog = frame.getByRole('dialog', { name: 'Approve transaction' })
    await expect(dialog.getByText('0.01 ETH', { exact: true })).toBeVisible()
    await expect(dialog.getByText(recipient, { exact: true })).toBeVisible()
    await approveWhenArmed(page)
    await expect(frame.getByRole('heading', { name: 'Sent 0.01 ETH' })).toBeVisible()
    const client = createPublicClient({ chain: chain(), transport: http(env.rpcUrl) })
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
  })

  test('error: Reject answers 4001 and the dapp sees no signature', async ({ page }) => {
    await addPasskeyAuthenticator(page)
    const address = await connectWithPasskey(page)
    await start(page, 'personal_sign', [stringToHex('no thanks'), address])
    await expectAccessible(page, 'ApproveTransaction', deployment.modalUrl)
    await modalFrame(page).getByRole('button', { name: 'Reject' }).click()
    expect(await answer(page)).toEqual({ code: 4001, message: 'Signature declined' })
  })

  test('error: closeWalletModal() with a request on show rejects it with 4001', async ({ page }) => {
    await addPasskeyAuthenticator(page)
    const address = await connectWithPasskey(page)
    await start(page, 'personal_sign', [stringToHex('closed on me'), address])
    await approveButton(page).waitFor()
    await page.evaluate(() => window.WalletModal.closeWalletModal())
    expect(await answer(page)).toMatchObject({ code: 4001 })
  })
})

test.describe('passkey wallet: a hostile host page (cross-site blocked)', () => {
  test('error: an overlay that lets clicks through, a faded frame and a frame moved under the pointer get no signature; once the page stops, the click signs', async ({
    page,
  }) => {
    await addPasskeyAuthenticator(page)
    const address = await connectWithPasskey(page)
    await start(page, 'personal_sign', [stringToHex('a decoy covers this'), address])
    await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'false')
    const centre = await approveCentre(page)

    // 1. A decoy over the frame that clicks pass through: clicked at once, and again once the modal has seen it.
    await coverWithDecoy(page)
    await page.mouse.click(centre.x, centre.y)
    await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'true')
    await page.mouse.click(centre.x, centre.y)
    expect(await outcomeAfter(page), 'a click through the decoy').toBe('pending')
    await removeDecoy(page)

    // 2. The frame made faint (opacity 0.3): the page could draw its own labels beneath.
    await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'false')
    await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Wallet"]')
      if (frame) frame.style.opacity = '0.3'
    })
    await page.mouse.click(centre.x, centre.y)
    await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'true')
    await page.mouse.click(centre.x, centre.y)
    expect(await outcomeAfter(page), 'a click on the faded frame').toBe('pending')
    await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Wallet"]')
      if (frame) frame.style.opacity = ''
    })

    // 3. The pointer rests on the frame, on the dialog's heading (away from the buttons); the page moves the frame so
    // that Approve comes under it, draws that, and the user clicks.
    await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'false')
    const resting = { x: centre.x, y: centre.y - 150 }
    await page.mouse.move(resting.x, resting.y)
    await page.evaluate((dy) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Wallet"]')
      if (frame) frame.style.transform = `translateY(${dy}px)`
      return new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
    }, resting.y - centre.y)
    await page.mouse.click(resting.x, resting.y)
    expect(await outcomeAfter(page), 'a click on the frame moved under the pointer').toBe('pending')

    // The page stops: after 500 ms of being seen, a click signs.
    await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Wallet"]')
      if (frame) frame.style.transform = ''
    })
    await approveWhenArmed(page)
    const outcome = await answer(page)
    expect(outcome).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
    const signature = (outcome as { result: Hex }).result
    expect(await verifyMessage({ address, message: 'a decoy covers this', signature })).toBe(true)
  })

  test('behavior: the keyboard needs the same arming: Enter on Approve before it arms does nothing', async ({
    page,
  }) => {
    await addPasskeyAuthenticator(page)
    const address = await connectWithPasskey(page)
    await start(page, 'personal_sign', [stringToHex('by keyboard'), address])
    const button = approveButton(page)
    await button.waitFor()
    await button.focus()
    await page.keyboard.press('Enter')
    expect(await outcomeAfter(page), 'Enter before arming').toBe('pending')
    await expect(button).toHaveAttribute('aria-disabled', 'false')
    await page.keyboard.press('Enter')
    expect(await answer(page)).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
  })
})

test.describe(`passkey wallet (${CROSS_SITE_PARTITIONED.name})`, () => {
  test('behavior: the modal keeps the wrapped wallet in its own IndexedDB, so a reload reconnects at once, locked; the next approval unlocks it', async ({
    page,
  }) => {
    await addPasskeyAuthenticator(page)
    const address = await connectWithPasskey(page)
    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    await expect
      .poll(() => page.evaluate(() => window.WalletModal.getState()))
      .toMatchObject({ status: 'connected', address })
    const signature = await signMessage(page, address, 'unlocked after a reload')
    expect(await verifyMessage({ address, message: 'unlocked after a reload', signature })).toBe(true)
  })
})
