import { createPublicClient, createTestClient, formatEther, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { initAccountModal, openAccount } from './accountFixture.js'
import { request } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'

// The Account view's tabs on a real chain (e2e/stack/accountChain.ts): OpenZeppelin's ERC-20, ERC-721 and
// ERC-1155 deployed from their npm artifacts, real transfers to and from anvil account #9, read by the modal's
// on-chain fallback (no project id), in both layouts.

const layouts = [
  { layout: 'same-site', modal: () => env.modalUrl },
  { layout: 'cross-site', modal: () => env.modalUrlCrossSite },
] as const

const escapeRegex = (text: string) =>
  text === '__RELATIVE__' ? '\\d+ (sec|min|hr) ago' : text.replace(/[.+#]/g, '\\$&')

/** SPEC §9: within a day, abbreviated relative time; older, en-US `DD MMM`. */
const when = (seconds: number) => {
  if (Date.now() - seconds * 1000 < 86_400_000) return '__RELATIVE__'
  const parts = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: 'short' }).formatToParts(
    seconds * 1000,
  )
  return `${parts.find(({ type }) => type === 'day')?.value} ${parts.find(({ type }) => type === 'month')?.value}`
}

const monthTitle = (seconds: number) => {
  const date = new Date(seconds * 1000)
  const sameYear = date.getFullYear() === new Date().getFullYear()
  return date.toLocaleString('en-US', sameYear ? { month: 'long' } : { month: 'long', year: 'numeric' })
}

for (const { layout, modal } of layouts) {
  test(`default: Tokens lists the native and ERC-20 balances from the chain, ${layout}`, async ({ page }) => {
    const chain = env.accountChain
    const frame = await openAccount(page, { modal: modal() })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const [whole, fraction = ''] = formatEther(await client.getBalance({ address: chain.holder })).split('.')
    const eth = `${Number(whole).toLocaleString('en-US')}${fraction ? `.${fraction.slice(0, 3)}` : ''} ETH`

    const rows = frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
    // Minted 1,234.56789, sent 12.3456789: 1,222.2222111, truncated to 3 decimals. No price source: no value.
    await expect(rows).toHaveText([
      new RegExp(`Ether${eth.replace('.', '\\.')}—No price$`),
      /Test Dollar1,222\.222 TUSD—No price$/,
    ])
  })

  test(`behavior: NFTs shows what the account still holds, with image, name and collection, ${layout}`, async ({
    page,
  }) => {
    const frame = await openAccount(page, { modal: modal() })
    await frame.getByRole('tab', { name: 'NFTs' }).click()
    const cards = frame.getByRole('list', { name: 'NFTs' }).getByRole('listitem')
    // Test Punks #1 was sent away again; the ERC-1155 preset has no name(), so no collection name.
    await expect(cards).toHaveText(['Test Punk #0Test Punks', 'Test Badge 7Unknown collection'])
    for (const name of ['Test Punk #0', 'Test Badge 7']) {
      const image = cards.getByRole('img', { name })
      // Loaded under the CSP: the http: image through a blob: URL, the data: one as it is.
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
    }
  })

  test(`behavior: Activity groups by month, shows 3-decimal transfers and hides spam, ${layout}`, async ({
    page,
  }) => {
    const chain = env.accountChain
    const frame = await openAccount(page, { modal: modal() })
    await frame.getByRole('tab', { name: 'Activity' }).click()
    const panel = frame.getByRole('tabpanel', { name: 'Activity' })
    const newestFirst = [...chain.activity].reverse()
    const titles = [...new Set(newestFirst.map(({ timestamp }) => monthTitle(timestamp)))]
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(titles)
    for (const title of titles) {
      const expected = newestFirst.filter(({ timestamp }) => monthTitle(timestamp) === title)
      // The zero-amount TUSD transfer to the account (address poisoning) is not among them.
      await expect(panel.getByRole('region', { name: title }).getByRole('listitem')).toHaveText(
        expected.map(
          ({ title, text, with: other, timestamp }) =>
            new RegExp(`${title}${escapeRegex(other)}${escapeRegex(text)}${escapeRegex(when(timestamp))}$`),
        ),
      )
    }
  })
}

test('behavior: testnets show 0.00 values: the real amounts, worth $0.00', async ({ page }) => {
  const chain = env.accountChain
  const frame = await openAccount(page, { testnet: true })
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const [whole, fraction = ''] = formatEther(await client.getBalance({ address: chain.holder })).split('.')
  const amount = `${Number(whole).toLocaleString('en-US')}${fraction ? `.${fraction.slice(0, 3)}` : ''}`
  expect(Number(whole)).toBeGreaterThan(0)
  const rows = frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Test Dollar' })).toHaveText(/1,222\.222 TUSD\$0\.00$/)
  await expect(rows.filter({ hasText: 'Ether' })).toHaveText(
    new RegExp(`Ether${escapeRegex(amount)} ETH\\$0\\.00$`),
  )
  // Account's header agrees with Tokens: the amount held, and its money value $0.00.
  await expect(frame.getByRole('region', { name: 'Wallet summary' })).toContainText(`${amount} ETH · $0.00`)
})

test('error: Token Balance Unavailable and Failed to fetch transactions, each with a retry that recovers', async ({
  page,
}) => {
  const chain = env.accountChain
  // The modal's RPC fails until the user retries.
  let failing = true
  await page.route(`${chain.rpcUrl}/**`, (route) =>
    failing ? route.abort('connectionrefused') : route.fallback(),
  )
  await page.route(chain.rpcUrl, (route) => (failing ? route.abort('connectionrefused') : route.fallback()))
  const frame = await openAccount(page)
  const tokens = frame.getByRole('tabpanel', { name: 'Tokens' })
  await expect(tokens.getByRole('heading', { name: 'Token Balance Unavailable' })).toBeVisible()
  await frame.getByRole('tab', { name: 'Activity' }).click()
  const activity = frame.getByRole('tabpanel', { name: 'Activity' })
  await expect(activity.getByRole('heading', { name: 'Failed to fetch transactions' })).toBeVisible()

  failing = false
  await activity.getByRole('button', { name: 'Retry' }).click()
  await expect(activity.getByRole('heading', { level: 3 }).first()).toBeVisible()
  await frame.getByRole('tab', { name: 'Tokens' }).click()
  await tokens.getByRole('button', { name: 'Retry' }).click()
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Test Dollar' })).toHaveText(/1,222\.222 TUSD/)
})

test('behavior: a transaction the dapp sends through the wallet makes Account read its balance again', async ({
  page,
}) => {
  const chain = env.accountChain
  // An account of its own (the seeded holder's history is other tests' fixture), with 10 ETH.
  const key = generatePrivateKey()
  const address = privateKeyToAccount(key).address
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
    address,
    value: parseEther('10'),
  })
  const frame = await openAccount(page, { privateKey: key })
  const ether = frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: 'Ether' })
  await expect(ether).toHaveText(/Ether10 ETH—/)
  await page.evaluate(() => window.WalletModal.closeWalletModal())

  // SPEC §4: the wallet's answer is a transaction hash. Balances are cached for 30 s (SPEC §9); this one is read
  // again at once, and the modal, opened, shows 10 − 1 − gas.
  const hash = await request(page, 'eth_sendTransaction', [
    // To an address of its own too: a transfer to the seeded holder would add to the history other tests count.
    { from: address, to: privateKeyToAccount(generatePrivateKey()).address, value: toHex(parseEther('1')) },
  ])
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await page.evaluate(() => window.WalletModal.openWalletModal())
  await expect(ether).toHaveText(/Ether8\.999 ETH—/)
})

test("behavior: after a reload, Account shows the balances read in the last 30 s from SPEC §3's caches, before any node answers (same-site)", async ({
  page,
}) => {
  const frame = await openAccount(page)
  const rows = frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Test Dollar' })).toHaveText(/1,222\.222 TUSD/)
  const read = await rows.allTextContents()
  const summary = frame.getByRole('region', { name: 'Wallet summary' })
  await expect(summary).toContainText(/\d ETH/)
  const header = (await summary.textContent()) ?? ''

  // The page reloads, and the modal's node now never answers: whatever Account shows comes from the caches.
  const held = `${env.accountChain.rpcUrl}/held`
  await page.route(`${held}**`, () => {})
  await page.reload()
  await page.waitForFunction(() => 'WalletModal' in window)
  await initAccountModal(page, { rpcUrl: held })
  await page.waitForFunction(() => window.WalletModal.getState().status === 'connected')
  await page.evaluate(() => window.WalletModal.openWalletModal())
  await expect(rows).toHaveText(read)
  await expect(summary).toHaveText(header)
})

test('behavior: a node that limits eth_getLogs to a few blocks still gives Activity and NFTs, read in ranges', async ({
  page,
}) => {
  const chain = env.accountChain
  const MAX_SPAN = 4
  const refused: number[] = []
  const accepted: number[] = []
  // The public node's rule (QuickNode's words): eth_getLogs over more than MAX_SPAN blocks is refused.
  await page.route(chain.rpcUrl, async (route) => {
    const body = route.request().postDataJSON() as unknown
    type Call = { id: number; method: string; params: [{ fromBlock: string; toBlock: string }] }
    const calls = (Array.isArray(body) ? body : [body]) as Call[]
    const tooWide = new Set<number>()
    for (const call of calls) {
      if (call.method !== 'eth_getLogs') continue
      const [{ fromBlock, toBlock }] = call.params
      const span = Number(toBlock) - Number(fromBlock) + 1
      if (toBlock === 'latest' || span > MAX_SPAN) tooWide.add(call.id)
      ;(tooWide.has(call.id) ? refused : accepted).push(span)
    }
    if (tooWide.size === 0) return route.fallback()
    const answers = (await (await route.fetch()).json()) as unknown
    const list = (Array.isArray(answers) ? answers : [answers]) as { id: number }[]
    const edited = list.map((answer) =>
      tooWide.has(answer.id)
        ? {
            jsonrpc: '2.0',
            id: answer.id,
            error: { code: -32602, message: `eth_getLogs is limited to a ${MAX_SPAN} range` },
          }
        : answer,
    )
    await route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(Array.isArray(answers) ? edited : edited[0]),
    })
  })
  const frame = await openAccount(page)
  await frame.getByRole('tab', { name: 'Activity' }).click()
  const activity = frame.getByRole('tabpanel', { name: 'Activity' })
  // Every entry of the seeded history, the ones found only by their logs (received tokens, ERC-1155) included.
  await expect(activity.getByRole('listitem')).toHaveCount(chain.activity.length)
  await expect(activity.getByRole('listitem').filter({ hasText: '3 × NFT #7' })).toHaveCount(1)
  await frame.getByRole('tab', { name: 'NFTs' }).click()
  await expect(frame.getByRole('list', { name: 'NFTs' }).getByRole('listitem')).toHaveText([
    'Test Punk #0Test Punks',
    'Test Badge 7Unknown collection',
  ])
  expect(refused.length).toBeGreaterThan(0)
  expect(Math.max(...accepted)).toBeLessThanOrEqual(MAX_SPAN)
})
