import { createRequire } from 'node:module'
import {
  type Address,
  concat,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
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
import { answer, modalFrame, openHost, request, start } from './fixtures.js'
import { env } from './stack/env.js'
import { deployErc20 } from './stack/erc20.js'
import { expect, type Page, test } from './test.js'

// Issue 22.3: the passkey wallet's smart account. EIP-7702 delegates the wallet's key to `Simple7702Account`, the
// audited compiled artifact of `@account-abstraction/contracts` 0.8 (set on anvil at a fixed address: no compiler),
// so that `wallet_sendCalls` lands as one atomic self-call, with no bundler. Cross-site blocked layout, as
// embedded-wallet.spec.ts.

const require = createRequire(import.meta.url)
const SIMPLE_7702: {
  deployedBytecode: Hex
} = require('@account-abstraction/contracts/artifacts/Simple7702Account.json')
/** viem's default `Simple7702Account` address, where notes/embedded-wallet.md §6 set it. */
const DELEGATE: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

const chain = () => ({ ...anvil, rpcUrls: { default: { http: [env.rpcUrl] } } })
const client = () => createPublicClient({ chain: chain(), transport: http(env.rpcUrl) })
const testClient = () => createTestClient({ chain: chain(), mode: 'anvil', transport: http(env.rpcUrl) })

let deployment: Awaited<ReturnType<typeof startEmbeddedDeployment>>
test.beforeAll(async () => {
  await testClient().setCode({ address: DELEGATE, bytecode: SIMPLE_7702.deployedBytecode })
  deployment = await startEmbeddedDeployment({ smartAccounts: { 'eip155:31337': DELEGATE } })
})
test.afterAll(async () => {
  await deployment.close()
})

/** Opens the dapp (`init` with `config`) and connects with "Continue with a passkey"; answers the address. */
async function connectWithPasskey(page: Page, config: Record<string, unknown> = {}): Promise<Address> {
  await addPasskeyAuthenticator(page)
  await openHost(page, { modal: deployment.modalUrl, query: '&init=0' })
  await page.evaluate((config) => window.WalletModal.init(config), config)
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /passkey/ })
    .click()
  const outcome = (await answer(page)) as { result: Address[] }
  const [address] = outcome.result
  if (address === undefined) throw new Error(`no address: ${JSON.stringify(outcome)}`)
  return address
}

/** The wallet funded with 1 ETH, and a fresh ERC-20 of which it holds 100 units. */
async function funded(address: Address) {
  await testClient().setBalance({ address, value: parseEther('1') })
  const deployer = generatePrivateKey()
  await testClient().setBalance({ address: privateKeyToAccount(deployer).address, value: parseEther('1') })
  return deployErc20({
    rpcUrl: env.rpcUrl,
    chainId: env.chainId,
    deployer,
    name: 'Batch Token',
    symbol: 'BATCH',
    mints: [{ to: address, amount: 100n }],
  })
}

const transfer = (token: Address, to: Address, amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})
const sendCalls = (from: Address, calls: unknown[]) => [{ version: '2.0.0', chainId: '0x7a69', from, calls }]
const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

/** Asks wallet_getCallsStatus until the batch is no longer pending; answers its status. */
async function settledStatus(page: Page, id: string) {
  let status: { status: number; receipts?: { status: string; transactionHash: Hex }[] } | undefined
  await expect
    .poll(async () => {
      status = (await request(page, 'wallet_getCallsStatus', [id])) as typeof status
      return status?.status
    })
    .not.toBe(100)
  if (!status) throw new Error('no status')
  return status
}

test.describe('passkey wallet: smart account, EIP-7702 (cross-site blocked)', () => {
  test('default: a two-transfer batch upgrades the account and lands atomically; getState and capabilities say so', async ({
    page,
  }) => {
    const address = await connectWithPasskey(page)
    const token = await funded(address)
    await expect
      .poll(() => page.evaluate(() => window.WalletModal.getState()))
      .toMatchObject({
        address,
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: false,
      })
    expect(await request(page, 'wallet_getCapabilities', [address, ['0x7a69']])).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })

    const [alice, bob] = [fresh(), fresh()]
    await start(
      page,
      'wallet_sendCalls',
      sendCalls(address, [transfer(token, alice, 10n), transfer(token, bob, 20n)]),
    )
    const dialog = modalFrame(page).getByRole('dialog', { name: 'Approve transaction' })
    await expect(dialog.getByRole('heading', { name: 'Send a batch of calls' })).toBeVisible()
    await expect(dialog.getByText('2 calls, all or none')).toBeVisible()
    await expect(dialog.getByText(alice, { exact: true })).toBeVisible()
    await expect(dialog.getByText(bob, { exact: true })).toBeVisible()
    await expect(dialog.getByText('Account upgrade')).toBeVisible()
    await expect(dialog.getByText(DELEGATE, { exact: true })).toBeVisible()
    await expectAccessible(page, 'ApproveTransaction (batch)', deployment.modalUrl)
    await approveWhenArmed(page)
    const sent = (await answer(page)) as { result: { id: string } }
    expect(sent).toMatchObject({ result: { id: expect.stringMatching(/^0x[0-9a-f]{64}$/) } })

    const status = await settledStatus(page, sent.result.id)
    expect(status).toMatchObject({
      status: 200,
      atomic: true,
      chainId: '0x7a69',
      receipts: [{ status: '0x1' }],
    })
    const hash = status.receipts?.[0]?.transactionHash
    if (!hash) throw new Error('no receipt')
    const transaction = await client().getTransaction({ hash })
    expect(transaction).toMatchObject({ type: 'eip7702', to: address.toLowerCase() })
    expect(transaction.authorizationList).toMatchObject([{ address: DELEGATE.toLowerCase(), chainId: 31337 }])
    expect(await client().getCode({ address })).toBe(concat(['0xef0100', DELEGATE]).toLowerCase())
    expect([
      await balanceOf(token, alice),
      await balanceOf(token, bob),
      await balanceOf(token, address),
    ]).toEqual([10n, 20n, 70n])
    await expect
      .poll(() => page.evaluate(() => window.WalletModal.getState()))
      .toMatchObject({
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: true,
      })
  })

  test('error: a batch whose second call fails reverts whole: the first transfer does not happen either', async ({
    page,
  }) => {
    // Two batches, each with its passkey ceremony and mined block.
    test.slow()
    const address = await connectWithPasskey(page)
    const token = await funded(address)
    const [alice, bob] = [fresh(), fresh()]
    // 50 of 100 to alice, then 500 to bob: more than the wallet holds.
    await start(
      page,
      'wallet_sendCalls',
      sendCalls(address, [transfer(token, alice, 50n), transfer(token, bob, 500n)]),
    )
    const dialog = modalFrame(page).getByRole('dialog', { name: 'Approve transaction' })
    await expect(dialog.getByRole('alert')).toContainText('Call 2 of 2 would fail')
    await approveWhenArmed(page)
    const sent = (await answer(page)) as { result: { id: string } }
    expect(await settledStatus(page, sent.result.id)).toMatchObject({
      status: 500,
      receipts: [{ status: '0x0' }],
    })
    expect([
      await balanceOf(token, alice),
      await balanceOf(token, bob),
      await balanceOf(token, address),
    ]).toEqual([0n, 0n, 100n])

    // Now a smart account (the authorization held though the calls reverted): the next batch needs no upgrade.
    await start(
      page,
      'wallet_sendCalls',
      sendCalls(address, [transfer(token, alice, 50n), transfer(token, bob, 50n)]),
    )
    await expect(dialog.getByText('2 calls, all or none')).toBeVisible()
    await expect(dialog.getByText('Account upgrade')).toHaveCount(0)
    await approveWhenArmed(page)
    const again = (await answer(page)) as { result: { id: string } }
    expect(await settledStatus(page, again.result.id)).toMatchObject({ status: 200 })
    expect([
      await balanceOf(token, alice),
      await balanceOf(token, bob),
      await balanceOf(token, address),
    ]).toEqual([50n, 50n, 0n])
  })

  test('error: a hostile page gets no batch approved: an overlay that lets clicks through, a faded frame, a frame moved under the pointer; once it stops, the click sends', async ({
    page,
  }) => {
    const address = await connectWithPasskey(page)
    const token = await funded(address)
    const [alice, bob] = [fresh(), fresh()]
    await start(
      page,
      'wallet_sendCalls',
      sendCalls(address, [transfer(token, alice, 10n), transfer(token, bob, 20n)]),
    )
    const dialog = modalFrame(page).getByRole('dialog', { name: 'Approve transaction' })
    await expect(dialog.getByText('2 calls, all or none')).toBeVisible()
    await approveButton(page).scrollIntoViewIfNeeded()
    await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'false')
    const centre = await approveCentre(page)
    const frameStyle = (css: Record<string, string>) =>
      page.evaluate((css) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Wallet"]')
        if (frame) Object.assign(frame.style, css)
        return new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
      }, css)

    // 1. A decoy over the frame that clicks pass through.
    await coverWithDecoy(page)
    await page.mouse.click(centre.x, centre.y)
    await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'true')
    await page.mouse.click(centre.x, centre.y)
    expect(await outcomeAfter(page), 'a click through the decoy').toBe('pending')
    await removeDecoy(page)

    // 2. The frame made faint, so that the page's own labels show beneath.
    await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'false')
    await frameStyle({ opacity: '0.3' })
    await page.mouse.click(centre.x, centre.y)
    await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'true')
    await page.mouse.click(centre.x, centre.y)
    expect(await outcomeAfter(page), 'a click on the faded frame').toBe('pending')
    await frameStyle({ opacity: '' })

    // 3. The pointer rests above Approve; the page moves the frame so that Approve comes under it.
    await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'false')
    const resting = { x: centre.x, y: centre.y - 120 }
    await page.mouse.move(resting.x, resting.y)
    await frameStyle({ transform: `translateY(${resting.y - centre.y}px)` })
    await page.mouse.click(resting.x, resting.y)
    expect(await outcomeAfter(page), 'a click on the frame moved under the pointer').toBe('pending')
    // Nothing was sent meanwhile.
    expect([await balanceOf(token, alice), await balanceOf(token, bob)]).toEqual([0n, 0n])

    // The page stops: once Approve has been seen 500 ms, the click sends the batch, whole.
    await frameStyle({ transform: '' })
    await approveWhenArmed(page)
    const sent = (await answer(page)) as { result: { id: string } }
    expect(await settledStatus(page, sent.result.id)).toMatchObject({ status: 200, atomic: true })
    expect([await balanceOf(token, alice), await balanceOf(token, bob)]).toEqual([10n, 20n])
  })

  test('behavior: defaultAccountTypes eoa keeps an EOA: atomic unsupported, several calls refused with 5760, a declined signature says "Signature declined"', async ({
    page,
  }) => {
    const address = await connectWithPasskey(page, { defaultAccountTypes: { eip155: 'eoa' } })
    const token = await funded(address)
    await expect
      .poll(() => page.evaluate(() => window.WalletModal.getState()))
      .toMatchObject({
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      })
    expect(await request(page, 'wallet_getCapabilities', [address])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
    await start(
      page,
      'wallet_sendCalls',
      sendCalls(address, [transfer(token, fresh(), 1n), transfer(token, fresh(), 1n)]),
    )
    expect(await answer(page)).toEqual({
      code: 5760,
      message: 'This account is an EOA on this network: it sends one call at a time',
    })
    expect(await client().getCode({ address })).toBeUndefined()
    await start(page, 'personal_sign', ['0x68656c6c6f', address])
    await modalFrame(page).getByRole('button', { name: 'Reject' }).click()
    expect(await answer(page)).toEqual({ code: 4001, message: 'Signature declined' })
  })

  test('error: a smart account whose signature is declined hears that the app might not support smart accounts (SPEC §8)', async ({
    page,
  }) => {
    const address = await connectWithPasskey(page)
    await expect
      .poll(() => page.evaluate(() => window.WalletModal.getState().preferredAccountType))
      .toBe('smartAccount')
    await start(page, 'personal_sign', ['0x68656c6c6f', address])
    await modalFrame(page).getByRole('button', { name: 'Reject' }).click()
    expect(await answer(page)).toEqual({
      code: 4001,
      message: 'This application might not support Smart Accounts',
    })
  })
})
