import jsQR from 'jsqr'
import { anvilNetwork, openHost } from './fixtures.js'
import { CROSS_SITE_BLOCKED, SAME_SITE } from './layouts.js'
import { fundedSender, openSenderAccount } from './sendFixture.js'
import { expect, type Page, test } from './test.js'

/** The pixels of a PNG, read by the host page's canvas, and the QR code jsQR finds in them. */
async function decodeQr(page: Page, png: Buffer): Promise<string | undefined> {
  const image = await page.evaluate(async (base64) => {
    const element = new Image()
    element.src = `data:image/png;base64,${base64}`
    await element.decode()
    const canvas = document.createElement('canvas')
    canvas.width = element.naturalWidth
    canvas.height = element.naturalHeight
    const context = canvas.getContext('2d')
    if (context === null) throw new Error('no 2d context')
    context.drawImage(element, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
    return { data: Array.from(data), width, height }
  }, png.toString('base64'))
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data
}

for (const layout of [SAME_SITE, CROSS_SITE_BLOCKED]) {
  test(`default: Receive's QR code decodes to the address, with copy, its networks and a warning, ${layout.name}`, async ({
    page,
  }) => {
    const sender = await fundedSender()
    const frame = await openSenderAccount(page, sender, { modal: layout.modalUrl() })
    await frame.getByRole('button', { name: 'Receive', exact: true }).click()
    await expect(frame.getByRole('heading', { name: 'Receive', level: 1 })).toBeVisible()

    const qr = frame.getByRole('img', { name: `QR code of your address ${sender.address}` })
    expect(await decodeQr(page, await qr.screenshot())).toBe(sender.address)
    await expect(frame.getByText(`Your address: ${sender.address}`, { exact: true })).toBeVisible()
    await expect(frame.getByRole('list', { name: 'Networks' }).getByRole('listitem')).toHaveText(['Anvil'])
    await expect(frame.getByRole('note')).toHaveText(
      'Only send to this address on Anvil. Tokens sent on another network may be lost.',
    )
    await frame.getByRole('button', { name: 'Copy address' }).click()
    await expect(frame.getByText(/Address copied|Unable to copy the address/)).toBeVisible()
  })
}

test('behavior: with features.send, features.receive, features.onramp and features.swaps off, Account offers none and no flow chunk loads', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  const sender = await fundedSender()
  const frame = await openSenderAccount(page, sender, {
    features: { send: false, receive: false, onramp: false, swaps: false },
  })
  await expect(frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')).toHaveCount(2)
  await expect(frame.getByRole('button', { name: /^Send/ })).toHaveCount(0)
  await expect(frame.getByRole('button', { name: 'Receive' })).toHaveCount(0)
  await expect(frame.getByRole('button', { name: 'Buy' })).toHaveCount(0)
  await expect(frame.getByRole('button', { name: 'Swap' })).toHaveCount(0)
  await expect(
    page.evaluate(() => window.WalletModal.openWalletModal({ view: 'WalletSend' })),
  ).rejects.toThrow('openWalletModal: the WalletSend view is turned off by features')
  // The other views' chunks load in idle time after `ready` (Networks among them): by then, none of the flows'.
  await expect.poll(() => requested.some((url) => /\/Networks-[\w-]+\.js$/.test(url))).toBe(true)
  expect(
    requested.filter((url) =>
      /\/(flowViews|sendViews|WalletReceive|OnRampProviders|swapViews)-[\w-]+\.js$/.test(url),
    ),
  ).toEqual([])
})

test('behavior: with the features on (the default), the flows load in idle time and Account offers them', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  const sender = await fundedSender()
  const frame = await openSenderAccount(page, sender)
  await expect(frame.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Receive', exact: true })).toBeVisible()
  await expect.poll(() => requested.some((url) => /\/flowViews-[\w-]+\.js$/.test(url))).toBe(true)
})

test('behavior: an init that comes after the frame has loaded its other views still keeps the flows it turns off from loading', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  // The frame is up with the deployment's config (every flow on) and has loaded its other views in idle time.
  await openHost(page)
  await expect.poll(() => requested.some((url) => /\/Networks-[\w-]+\.js$/.test(url))).toBe(true)
  // Only now the dapp's config: Buy off. Send's code then loads, and Buy's never does.
  await page.evaluate(
    (network) => window.WalletModal.init({ networks: [network], features: { onramp: false } }),
    anvilNetwork(),
  )
  await expect.poll(() => requested.some((url) => /\/sendViews-[\w-]+\.js$/.test(url))).toBe(true)
  expect(requested.filter((url) => /\/OnRampProviders-[\w-]+\.js$/.test(url))).toEqual([])
})
