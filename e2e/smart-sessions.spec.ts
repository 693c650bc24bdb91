import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { openAccount } from './accountFixture.js'
import { CROSS_SITE_BLOCKED, SAME_SITE } from './layouts.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'

// Smart sessions (issue 25.2): Account lists the account's sessions from the local Blockchain API
// (e2e/stack/profileApi.ts) and revokes one with the account's signature (a real personal_sign in the test wallet,
// verified by the API). Behind `features.smartSessions`: off, its chunk is never requested.

const PROJECT_ID = 'e2e-sessions'

/** A session granted to a dapp over `address`, as the API's grant would store it; its pci. */
async function grantSession(address: string, name: string) {
  const response = await fetch(`${env.blockchainApiUrl}/__sessions/${address}`, {
    method: 'POST',
    body: JSON.stringify({ project: { id: name, name, url: 'https://dapp.example', iconUrl: '' } }),
  })
  return ((await response.json()) as { pci: string }).pci
}

/** The API's record of `pci`. */
async function sessionOf(address: string, pci: string) {
  const url = `${env.blockchainApiUrl}/v1/sessions/${address}?projectId=${PROJECT_ID}&st=wallet-modal&sv=test`
  const { pcis } = (await (await fetch(url)).json()) as { pcis: { pci: string; revokedAt?: number }[] }
  return pcis.find((session) => session.pci === pci)
}

for (const layout of [SAME_SITE, CROSS_SITE_BLOCKED]) {
  test(`default: Account lists the sessions and revokes one with the account's signature, ${layout.name}`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const kept = await grantSession(address, 'Kept Dapp')
    const revoked = await grantSession(address, 'Game Dapp')
    const frame = await openAccount(page, {
      modal: layout.modalUrl(),
      projectId: PROJECT_ID,
      privateKey: key,
      features: { smartSessions: true },
    })

    const list = frame.getByRole('list', { name: 'Smart sessions' })
    await expect(list.getByRole('listitem')).toHaveText([
      /^Game DappActive · until/,
      /^Kept DappActive · until/,
    ])
    await frame.getByRole('button', { name: "Revoke Game Dapp's session" }).click()
    await expect(frame.getByRole('status').filter({ hasText: 'Session revoked' })).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveText([/^Game DappRevoked/, /^Kept DappActive · until/])
    await expect(frame.getByRole('button', { name: "Revoke Game Dapp's session" })).toHaveCount(0)

    // The wallet signed the pci, and the API, having checked the signature, holds the session revoked.
    const signed = await page.evaluate(() =>
      window.testWallet.requests().filter((request) => request.method === 'personal_sign'),
    )
    expect(signed.map((request) => request.params)).toEqual([
      [`0x${Buffer.from(revoked, 'utf8').toString('hex')}`, address],
    ])
    expect((await sessionOf(address, revoked))?.revokedAt).toEqual(expect.any(Number))
    expect((await sessionOf(address, kept))?.revokedAt).toBeUndefined()
  })
}

test('default: with features.smartSessions off, Account has no sessions and their chunk is never requested', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  const key = generatePrivateKey()
  const address = privateKeyToAccount(key).address
  await grantSession(address, 'Hidden Dapp')
  const frame = await openAccount(page, { projectId: PROJECT_ID, privateKey: key })
  // Account is complete (its name entry asked the API) and shows no sessions.
  await expect(frame.getByRole('button', { name: 'Choose name' })).toBeVisible()
  await expect(frame.getByRole('heading', { name: 'Smart sessions' })).toHaveCount(0)
  expect(requested.filter((url) => /SmartSessions/.test(url) || url.includes('/v1/sessions/'))).toEqual([])
  // Chunks are seen by their names (Account's was requested): the check above is not vacuous.
  expect(requested.some((url) => /\/assets\/Account-[\w-]+\.js$/.test(url))).toBe(true)
})
