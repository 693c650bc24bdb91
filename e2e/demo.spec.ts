import { createServer } from 'node:net'
import { addPasskeyAuthenticator } from './embeddedWalletStack.js'
import { modalFrame } from './fixtures.js'
import { commandOf, descendantPids, isAlive, runStart, type StartProcess } from './stack/startProcess.js'
import { type Browser, type BrowserContext, expect, type Page, test } from './test.js'

// `npm start` as a newcomer meets it: e2e/stack/start.ts runs as a child process (the very stack the demo runs,
// its own chains, relay and directory), and the browser drives its pages. See e2e/stack/demoStack.ts.
const TEST_WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PHONE_WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Every URL the context's pages ask for (documents, scripts, fetches, WebSockets), for the loopback check. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = []
  context.on('request', (request) => urls.push(request.url()))
  context.on('page', (page) => page.on('websocket', (socket) => urls.push(socket.url())))
  return urls
}

async function connectTestWallet(page: Page) {
  const panel = page.getByRole('region', { name: 'Test wallet' })
  await panel.getByRole('checkbox', { name: 'Test wallet in this page' }).check()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = modalFrame(page)
  // What a newcomer saw before: no WalletConnect, "All wallets" empty, email and social buttons that fail. Now
  // email login works (its code is printed on the console), and the social buttons are the demo's two providers.
  await expect(frame.getByRole('button', { name: /WalletConnect/ })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'All wallets' })).toHaveAccessibleName(
    /^All wallets \d{2,} wallets$/,
  )
  await expect(frame.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(frame.getByRole('button', { name: /^Continue with/ })).toHaveText([
    'Continue with Google',
    'Continue with GitHub',
  ])
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  await expect(panel.getByText(/asks you to connect/)).toBeVisible()
  await panel.getByRole('button', { name: 'Approve' }).click()
  await expect(page.locator('#status')).toHaveText(`Connected · ${short(TEST_WALLET)}`)
}

async function signWithTestWallet(page: Page) {
  const panel = page.getByRole('region', { name: 'Test wallet' })
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(panel.getByText(/asks you to sign a message/)).toBeVisible()
  await expect(panel.locator('pre')).toHaveText('Hello from the demo dapp')
  await panel.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem').first()).toContainText(
    `Signature verified: signed by ${TEST_WALLET}`,
  )
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await panel.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('alert')).toHaveText(/rejected.*\(code 4001\)/i)
}

/** The phone wallet tab pairs through the link the modal's Copy link button put on the clipboard. */
async function pairPhoneWallet(page: Page, phone: Page) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = modalFrame(page)
  await frame.getByRole('button', { name: /WalletConnect/ }).click()
  await expect(frame.getByRole('img', { name: /WalletConnect QR code/ })).toBeVisible()
  await frame.getByRole('button', { name: 'Copy link' }).click()
  await expect(frame.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()

  await expect(phone.locator('#status')).toHaveText('Ready to pair')
  await phone.getByRole('button', { name: 'Paste' }).click()
  await expect(phone.getByRole('textbox', { name: 'Pairing link' })).toHaveValue(/^wc:[0-9a-f]{64}@2\?/)
  await phone.getByRole('button', { name: 'Pair' }).click()
  // Who asks, from the proposal's metadata: the dapp's name, with the chains of its config.
  const proposal = phone.getByRole('region', { name: 'Demo dapp wants to connect' })
  await expect(proposal).toContainText('Chains: eip155:31337, eip155:31338')
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect(phone.locator('#sessions')).toContainText('Demo dapp')
  await expect(page.locator('#status')).toHaveText(`Connected · ${short(PHONE_WALLET)}`)
}

/** A request from the dapp, approved in the phone tab. */
async function approveOnPhone(phone: Page, action: RegExp) {
  const request = phone.getByRole('region', { name: action })
  await request.getByRole('button', { name: 'Approve' }).click()
  await expect(request).toBeHidden()
}

let demo: StartProcess
test.describe('npm start', () => {
  test.beforeAll(async () => {
    // start.ts bundles three wallets (the phone wallet is 1.3 MB) and starts eight servers: on a busy machine that
    // takes longer than one test's 30 s.
    test.setTimeout(90_000)
    demo = await runStart()
  })
  test.afterAll(async () => {
    await demo?.stop()
  })

  test("behavior: the test wallet holds the demo's funded token, and sends some from Account (same-site)", async ({
    browser,
  }) => {
    const { context, page } = await openDemo(browser, 'same-site')
    await connectTestWallet(page)
    await page.evaluate(() => window.WalletModal.openWalletModal())
    const frame = modalFrame(page)
    const row = frame
      .getByRole('list', { name: 'Tokens' })
      .getByRole('listitem')
      .filter({ hasText: 'Demo Dollar' })
    await expect(row).toContainText(/[\d,.]+ DUSD/)
    await row.getByRole('button', { name: 'Send Demo Dollar' }).click()
    await frame.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await frame.getByRole('textbox', { name: 'Recipient' }).fill(PHONE_WALLET)
    await frame.getByRole('button', { name: 'Review' }).click()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('region', { name: 'Test wallet' }).getByRole('button', { name: 'Approve' }).click()
    await expect(frame.getByRole('heading', { name: 'Sent 1.5 DUSD' })).toBeVisible()
    await context.close()
  })

  test('default: a visitor with no wallet types an email, reads the code on the console, and is connected (same-site)', async ({
    browser,
  }) => {
    const { context, page } = await openDemo(browser, 'same-site')
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = modalFrame(page)
    const email = `visitor-${Date.now()}@example.com`
    await frame.getByRole('textbox', { name: 'Email' }).fill(email)
    await frame.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(frame.getByRole('textbox', { name: 'Code' })).toBeVisible()
    const mailed = new RegExp(`Mail to ${email.replaceAll('.', '\\.')}:[^]*?Your code: (\\d{6})`)
    await expect.poll(() => mailed.exec(demo.output())?.[1], { timeout: 10_000 }).toMatch(/^\d{6}$/)
    await frame.getByRole('textbox', { name: 'Code' }).fill(mailed.exec(demo.output())?.[1] ?? '')
    await expect(page.locator('#status')).toHaveText(/^Connected · 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/)
    await context.close()
  })

  test('default: a visitor logs in with the Google stand-in in its popup, and is connected (cross-site)', async ({
    browser,
  }) => {
    const { context, page } = await openDemo(browser, 'cross-site')
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const popupOpened = page.waitForEvent('popup')
    await modalFrame(page).getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    await popup.locator('input[name="login"]').fill(`visitor${Date.now()}`)
    await popup.locator('input[name="password"]').fill('any password')
    await popup.locator('button[type="submit"]').click()
    await popup.locator('button[type="submit"]').click()
    await expect(page.locator('#status')).toHaveText(/^Connected · 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/)
    await context.close()
  })

  for (const layout of ['same-site', 'cross-site'] as const) {
    test(`default: a newcomer turns the test wallet on, connects and signs (${layout})`, async ({
      browser,
    }) => {
      const { context, page, requested } = await openDemo(browser, layout)
      await connectTestWallet(page)
      await signWithTestWallet(page)
      await page.reload()
      await expect(page.getByRole('checkbox', { name: 'Test wallet in this page' })).toBeChecked()
      await expect(page.locator('#status')).toHaveText(`Connected · ${short(TEST_WALLET)}`)
      await page.getByRole('button', { name: 'Disconnect' }).click()
      await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
      expect(outsideLoopback(requested)).toEqual([])
      await context.close()
    })

    test(`behavior: the phone wallet pairs from the copied link, signs and sends (${layout})`, async ({
      browser,
    }) => {
      const { context, page, requested } = await openDemo(browser, layout)
      // The demo's own link opens the phone wallet in a new tab.
      const [phone] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: 'phone wallet' }).click(),
      ])
      await expect(phone).toHaveURL(`${demo.urls['Phone wallet']}/`)
      await pairPhoneWallet(page, phone)

      const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem')
      await page.getByRole('button', { name: 'Sign a message' }).click()
      await expect(phone.locator('#request-detail')).toHaveText('Hello from the demo dapp')
      await approveOnPhone(phone, /Demo dapp asks you to sign a message/)
      await expect(results.first()).toContainText(`Signature verified: signed by ${PHONE_WALLET}`)
      await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
      const send = phone.getByRole('region', { name: /Demo dapp asks you to send a transaction/ })
      await expect(send.locator('pre')).toHaveText(/Amount 0\.001 ETH/)
      await send.getByRole('button', { name: 'Reject' }).click()
      await expect(page.getByRole('alert')).toHaveText(/rejected.*\(code 4001\)/i)
      await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
      await approveOnPhone(phone, /Demo dapp asks you to send a transaction/)
      await expect(results.first()).toContainText(/Transaction mined in block \d+/)

      await phone.getByRole('button', { name: 'Disconnect' }).click()
      await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
      expect(outsideLoopback(requested)).toEqual([])
      await context.close()
    })
  }
})

/** The demo in a fresh browser context (clipboard allowed), with the modal same-site or cross-site. */
async function openDemo(browser: Browser, layout: 'same-site' | 'cross-site') {
  const context = await browser.newContext()
  const requested = recordRequests(context)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const page = await context.newPage()
  const modal =
    layout === 'same-site' ? demo.urls.Modal! : demo.output().match(/cross-site: (\S+?)\/?\)/)![1]!
  await page.goto(`${demo.urls['Demo dapp']}/?modal=${encodeURIComponent(modal)}`)
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled()
  return { context, page, requested }
}

const outsideLoopback = (urls: readonly string[]) =>
  urls.filter((url) => /^(https?|wss?):/.test(url) && !LOOPBACK.has(new URL(url).hostname))

test.describe('npm start, DEMO_CUSTODY=passkey', () => {
  test('default: an email login on one dapp site makes a passkey wallet; the same account on another site (Google) opens it with the passkey', async ({
    browser,
  }) => {
    test.setTimeout(150_000)
    const started = await runStart({ DEMO_CUSTODY: 'passkey' })
    try {
      expect(started.output()).toContain('(passkey custody: use the localhost modal)')
      const context = await browser.newContext()
      const page = await context.newPage()
      const authenticator = await addPasskeyAuthenticator(page)
      // Passkeys need a host name: the modal on localhost, the dapp on 127.0.0.1 and then on localhost.
      const modal = started.output().match(/cross-site: (\S+?)\/?\)/)![1]!
      const dapp = started.urls['Demo dapp']!
      await page.goto(`${dapp}/?modal=${encodeURIComponent(modal)}`)
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      const frame = modalFrame(page)
      const login = `visitor${Date.now()}`
      const email = `${login}@idp.example`
      await frame.getByRole('textbox', { name: 'Email' }).fill(email)
      await frame.getByRole('button', { name: 'Continue', exact: true }).click()
      const mailed = new RegExp(`Mail to ${email.replaceAll('.', '\\.')}:[^]*?Your code: (\\d{6})`)
      await expect.poll(() => mailed.exec(started.output())?.[1], { timeout: 10_000 }).toMatch(/^\d{6}$/)
      await frame.getByRole('textbox', { name: 'Code' }).fill(mailed.exec(started.output())?.[1] ?? '')
      await expect(page.locator('#status')).toHaveText(/^Connected · /)
      const address = await page.evaluate(() => window.WalletModal.getState().address)
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(await authenticator.credentials()).toHaveLength(1)

      // Another dapp site: the modal's storage there is empty; the escrow and the same passkey bring the wallet.
      await page.goto(`${dapp.replace('127.0.0.1', 'localhost')}/?modal=${encodeURIComponent(modal)}`)
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      const popupOpened = page.waitForEvent('popup')
      await frame.getByRole('button', { name: 'Continue with Google' }).click()
      const popup = await popupOpened
      await popup.locator('input[name="login"]').fill(login)
      await popup.locator('input[name="password"]').fill('any password')
      await popup.locator('button[type="submit"]').click()
      await popup.locator('button[type="submit"]').click()
      await expect(page.locator('#status')).toHaveText(/^Connected · /)
      expect(await page.evaluate(() => window.WalletModal.getState().address)).toBe(address)
      expect(await authenticator.credentials()).toHaveLength(1)
      await context.close()
    } finally {
      await started.stop()
    }
  })
})

test.describe('npm start, Ctrl-C', () => {
  test('behavior: SIGINT stops every child and frees every port', async () => {
    test.setTimeout(90_000)
    const started = await runStart()
    const children = descendantPids(started.pid)
    const ports = Object.values(started.urls).map((url) => Number(new URL(url).port))
    expect(Object.keys(started.urls)).toEqual(
      expect.arrayContaining([
        'Demo dapp',
        'Phone wallet',
        'Modal',
        'Relay',
        'Wallet directory',
        'Sign-in backend',
        'Solana',
        'Bitcoin Esplora',
        'Auth server',
      ]),
    )
    expect(children.map(commandOf).filter((command) => command.includes('anvil'))).toHaveLength(2)
    expect(ports).toHaveLength(11)

    expect(await started.stop('SIGINT')).toBe(0)
    expect(started.output()).toContain('SIGINT: stopping…')
    await expect.poll(() => children.filter(isAlive).map(commandOf)).toEqual([])
    for (const port of ports) expect(await canListen(port), `port ${port} is free`).toBe(true)
  })
})

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}
