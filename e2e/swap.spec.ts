import { formatUnits, getAddress, parseUnits } from 'viem'
import { CROSS_SITE_BLOCKED, SAME_SITE } from './layouts.js'
import { walletMethods } from './sendFixture.js'
import { env } from './stack/env.js'
import {
  amountOut,
  balanceOf,
  chooseToken,
  openTraderAccount,
  SWAP_PROJECT_ID,
  swapTrader,
} from './swapFixture.js'
import { expect, test } from './test.js'
import { approveNext, rejectNext } from './wallet/fixtures.js'

// Swap (issue 24) through the modal's UI with the test wallet on anvil (chain 31337): Uniswap v2 deployed from its npm
// artifacts, a pool of a fresh ERC-20 against WETH, the local Blockchain API's convert calls over it
// (e2e/stack/convertServer.ts), real signing in the wallet, balances read back from the chain. Both layouts.
// Each test opens its own pool first (a token deployed, minted twice, approved and pooled: five transactions), then
// makes up to two more through the wallet: more time than a one-transaction test needs.
test.describe.configure({ timeout: 90_000 })

for (const layout of [SAME_SITE, CROSS_SITE_BLOCKED]) {
  test(`default: approve then swap 10 of a token for WETH; balanceOf moves by the quote, within 1% slippage, ${layout.name}`, async ({
    page,
  }) => {
    const trader = await swapTrader()
    const { weth } = env.uniswap
    const frame = await openTraderAccount(page, trader, { modal: layout.modalUrl() })

    await frame.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(frame.getByRole('heading', { name: 'Swap', level: 1 })).toBeVisible()
    await chooseToken(frame, 'pay', trader.symbol)
    await chooseToken(frame, 'receive', 'WETH')
    await expect(frame.getByRole('button', { name: `Token to pay: ${trader.symbol}` })).toBeVisible()
    await frame.getByRole('textbox', { name: 'Amount you pay' }).fill('10')

    // The quote is the router's getAmountsOut for this pool (read here apart from the modal).
    const paid = parseUnits('10', 18)
    const quoted = await amountOut(paid, [trader.token, weth])
    const minimum = (quoted * 99n) / 100n
    await expect(frame.getByRole('status', { name: 'Quote' })).toHaveText(
      formatUnits(quoted, 18).replace(/(\.\d{6})\d+$/, '$1'),
    )
    // Price impact at the pool's own prices: 10 tokens of 1,000 move the price about 1% plus the 0.3% fee.
    const impact = frame.getByRole('term').filter({ hasText: 'Price impact' }).locator('+ dd')
    await expect(impact).toHaveText(/^1\.\d\d%$/)
    const inValue = 10 * (10 / 1000) * 2000
    const outValue = Number(formatUnits(quoted, 18)) * 2000
    expect(Number.parseFloat((await impact.textContent()) ?? '')).toBeCloseTo(
      ((inValue - outValue) / inValue) * 100,
      1,
    )
    await expect(frame.getByText('Max. slippage')).toBeVisible()
    await expect(frame.getByText(/^\d[\d.,]* gwei$/)).toBeVisible()
    await frame.getByRole('button', { name: 'Review swap' }).click()

    await expect(frame.getByRole('heading', { name: 'Review swap', level: 1 })).toBeVisible()
    await expect(frame.getByText(`${formatUnits(quoted, 18)} WETH`)).toBeVisible()
    await expect(frame.getByText(`${formatUnits(minimum, 18)} WETH`)).toBeVisible()
    // The token is not yet approved for the router: Approve first.
    await frame.getByRole('button', { name: `Approve ${trader.symbol}` }).click()
    const { request: approval } = await approveNext(page, 'eth_sendTransaction')
    expect(approval.params).toEqual([expect.objectContaining({ to: getAddress(trader.token), value: '0x0' })])
    await frame.getByRole('button', { name: 'Swap', exact: true }).click()
    const { request: swap } = await approveNext(page, 'eth_sendTransaction')
    expect(swap.params).toEqual([
      expect.objectContaining({ to: getAddress(env.uniswap.router), value: '0x0' }),
    ])

    await expect(frame.getByRole('heading', { name: `Swapped 10 ${trader.symbol} for WETH` })).toBeVisible()
    const received = await balanceOf(weth, trader.address)
    expect(received).toBeGreaterThanOrEqual(minimum)
    // Nobody else trades on this pool: the swap got exactly what the quote said.
    expect(received).toBe(quoted)
    expect(await balanceOf(trader.token, trader.address)).toBe(parseUnits('90', 18))
    await expect(frame.getByText(`You received ${formatUnits(received, 18)} WETH.`)).toBeVisible()

    // Done: back on Account, whose Tokens tab reads the new balances.
    await frame.getByRole('button', { name: 'Done' }).click()
    const tokens = frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
    await expect(tokens.filter({ hasText: trader.symbol })).toContainText(`90 ${trader.symbol}`)
    await expect(tokens.filter({ hasText: 'WETH' })).toContainText(formatUnits(received, 18).slice(0, 5))
  })

  test(`error: declined in the wallet, the review says so and nothing moves, ${layout.name}`, async ({
    page,
  }) => {
    const trader = await swapTrader()
    const frame = await openTraderAccount(page, trader, { modal: layout.modalUrl() })
    await frame.getByRole('button', { name: 'Swap', exact: true }).click()
    await chooseToken(frame, 'pay', trader.symbol)
    await chooseToken(frame, 'receive', 'WETH')
    const amount = frame.getByRole('textbox', { name: 'Amount you pay' })
    // Over the balance: said, and no review.
    await amount.fill('100.5')
    await expect(frame.getByRole('alert')).toHaveText(
      `Not enough ${trader.symbol}: the amount is over your balance`,
    )
    await frame.getByRole('button', { name: 'Review swap' }).click()
    await expect(frame.getByRole('heading', { name: 'Swap', level: 1 })).toBeVisible()
    await amount.fill('1')
    await frame.getByRole('button', { name: 'Review swap' }).click()
    await frame.getByRole('button', { name: `Approve ${trader.symbol}` }).click()
    await rejectNext(page, 'eth_sendTransaction')
    await expect(frame.getByRole('alert')).toHaveText('You declined the transaction in your wallet')
    expect(await balanceOf(trader.token, trader.address)).toBe(parseUnits('100', 18))
    expect(await balanceOf(env.uniswap.weth, trader.address)).toBe(0n)
  })
}

test('error: on a network without swaps, Swap says so and asks the API nothing', async ({ page }) => {
  const trader = await swapTrader()
  const frame = await openTraderAccount(page, trader, { chain: { id: env.chainId2, rpcUrl: env.rpcUrl2 } })
  await frame.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(frame.getByRole('heading', { name: 'Network not supported for Swaps' })).toBeVisible()
  const calls = (await (
    await fetch(`${env.blockchainApiUrl}/__requests?projectId=${SWAP_PROJECT_ID}`)
  ).json()) as { path: string; query: Record<string, string> }[]
  expect(
    calls.filter(
      (call) => call.path.startsWith('/v1/convert/') && call.query.chainId === `eip155:${env.chainId2}`,
    ),
  ).toEqual([])
})

test('behavior: with features.swaps off, Account offers no Swap, its chunk is never loaded, and opening it answers 4200', async ({
  page,
}) => {
  const trader = await swapTrader()
  const chunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/swapViews-/.test(request.url())) chunks.push(request.url())
  })
  const frame = await openTraderAccount(page, trader, { features: { swaps: false } })
  await expect(frame.getByRole('button', { name: 'Receive', exact: true })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
  const error = await page.evaluate(() =>
    window.WalletModal.openWalletModal({ view: 'Swap' }).then(
      () => undefined,
      (failure: { code?: number; message?: string }) => ({ code: failure.code, message: failure.message }),
    ),
  )
  expect(error).toEqual({ code: 4200, message: 'openWalletModal: the Swap view is turned off by features' })
  expect(chunks).toEqual([])
  expect(await walletMethods(page)).not.toContain('eth_sendTransaction')
})
