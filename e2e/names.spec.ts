import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { openAccount } from './accountFixture.js'
import { CROSS_SITE_BLOCKED, SAME_SITE } from './layouts.js'
import { freshLabel, profileOf, registerThroughApi } from './namesFixture.js'
import { chainClient, fundedSender, openSenderAccount } from './sendFixture.js'
import { TAKEN_NAME } from './stack/accountApiData.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import { approveNext } from './wallet/fixtures.js'

// Names (issue 25.1): registered through the modal's UI with the test wallet (a real personal_sign), against the
// local Blockchain API's profile calls (e2e/stack/profileApi.ts), which verify the signature for real; the name
// then shown in Account (reverse lookup) and taken as a Send recipient (forward resolution).

const PROJECT_ID = 'e2e-names'

// Each test connects a wallet, then walks a whole flow (a registration, or a send that is mined): more than the
// default 30 s on a loaded two-core machine.
test.describe.configure({ timeout: 60_000 })

for (const layout of [SAME_SITE, CROSS_SITE_BLOCKED]) {
  test(`default: a name registered from Account is signed by the wallet, held by the API, and shown in Account, ${layout.name}`, async ({
    page,
  }) => {
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const label = freshLabel()
    const frame = await openAccount(page, {
      modal: layout.modalUrl(),
      projectId: PROJECT_ID,
      privateKey: key,
    })

    await frame.getByRole('button', { name: 'Choose name' }).click()
    await expect(frame.getByRole('heading', { name: 'Choose a name', level: 1 })).toBeVisible()
    await frame.getByRole('textbox', { name: 'Name' }).fill(label)
    // Suggestions as the user types, each with its availability.
    const suggestions = frame.getByRole('region', { name: 'Suggestions' })
    await expect(
      suggestions.getByRole('button', { name: `${label}.reown.id Available`, exact: true }),
    ).toBeVisible()
    await frame.getByRole('button', { name: `Register ${label}.reown.id` }).click()

    await expect(frame.getByText(`${label}.reown.id is yours`)).toBeVisible()
    // The wallet signed SPEC's registration message: the name, its attributes and the time.
    const signed = await page.evaluate(() =>
      window.testWallet.requests().filter((request) => request.method === 'personal_sign'),
    )
    expect(signed).toHaveLength(1)
    const [hex] = (signed[0]?.params ?? []) as string[]
    const message = Buffer.from(String(hex).slice(2), 'hex').toString('utf8')
    expect(JSON.parse(message)).toEqual({
      name: `${label}.reown.id`,
      attributes: {},
      timestamp: expect.any(Number),
    })
    // The API holds it for the account on the account chain's coin type (ENSIP-11).
    const profile = await profileOf(`${label}.reown.id`, PROJECT_ID)
    expect(profile.body.addresses?.[String((0x80000000 | env.accountChain.chainId) >>> 0)]?.address).toBe(
      address,
    )

    await frame.getByRole('button', { name: 'Back to account' }).click()
    await expect(frame.getByText(`${label}.reown.id`, { exact: true })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Choose name' })).toHaveCount(0)
  })
}

test('default: Account shows the name the API holds for the account (reverse lookup), and Send pays a name (forward resolution)', async ({
  page,
}) => {
  const sender = await fundedSender()
  const senderName = await registerThroughApi(sender.key, freshLabel(), env.chainId, PROJECT_ID)
  expect(senderName.status).toBe(200)
  const recipientKey = generatePrivateKey()
  const recipient = await registerThroughApi(recipientKey, freshLabel(), env.chainId, PROJECT_ID)
  expect(recipient.status).toBe(200)

  const frame = await openSenderAccount(page, sender, { projectId: PROJECT_ID })
  await expect(frame.getByText(senderName.name, { exact: true })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Choose name' })).toHaveCount(0)

  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByRole('combobox', { name: 'Token' }).selectOption('native')
  await frame.getByRole('textbox', { name: 'Amount' }).fill('0.25')
  await frame.getByRole('textbox', { name: 'Recipient' }).fill(recipient.name)
  // The name's address, as the API resolved it, under the field.
  await expect(frame.getByText(recipient.address, { exact: true })).toBeVisible()
  await frame.getByRole('button', { name: 'Review' }).click()
  await expect(frame.getByText(recipient.name)).toBeVisible()
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await approveNext(page, 'eth_sendTransaction')
  await expect(frame.getByRole('heading', { name: 'Sent 0.25 ETH' })).toBeVisible()
  expect(await chainClient().getBalance({ address: recipient.address })).toBe(parseEther('0.25'))
})

test("error: a name nobody holds is SPEC's 'has no address' in Send", async ({ page }) => {
  const sender = await fundedSender()
  const frame = await openSenderAccount(page, sender, { projectId: PROJECT_ID })
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByRole('combobox', { name: 'Token' }).selectOption('native')
  await frame.getByRole('textbox', { name: 'Amount' }).fill('0.25')
  const name = `${freshLabel()}.reown.id`
  await frame.getByRole('textbox', { name: 'Recipient' }).fill(name)
  await expect(frame.getByRole('alert')).toHaveText(`${name} has no address`)
})

test("error: a bad name and a taken name show SPEC's rules, and a name taken meanwhile the API's reason", async ({
  page,
}) => {
  const frame = await openAccount(page, { projectId: PROJECT_ID, privateKey: generatePrivateKey() })
  await frame.getByRole('button', { name: 'Choose name' }).click()
  const field = frame.getByRole('textbox', { name: 'Name' })
  const register = frame.getByRole('button', { name: /^Register/ })

  await field.fill('abc')
  await register.click()
  await expect(frame.getByRole('alert')).toHaveText('Name must be at least 4 characters long')
  await field.fill('ab_cd')
  await expect(frame.getByRole('alert')).toHaveText('Name can only contain letters, numbers and - characters')
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  // Taken: the suggestions say so, and it cannot be registered.
  const taken = TAKEN_NAME.replace('.reown.id', '')
  await field.fill(taken)
  await expect(frame.getByRole('button', { name: `${TAKEN_NAME} Registered` })).toBeDisabled()
  await expect(frame.getByRole('alert')).toHaveText(`${TAKEN_NAME} is taken`)
  await expect(frame.getByRole('button', { name: `Register ${TAKEN_NAME}` })).toBeDisabled()

  // Free when checked, taken by another account before the user registers: the API's reason, back on the form.
  const label = freshLabel()
  await field.fill(label)
  await expect(frame.getByRole('button', { name: `${label}.reown.id Available`, exact: true })).toBeVisible()
  expect(
    (await registerThroughApi(generatePrivateKey(), label, env.accountChain.chainId, PROJECT_ID)).status,
  ).toBe(200)
  await frame.getByRole('button', { name: `Register ${label}.reown.id` }).click()
  await expect(frame.getByRole('status').filter({ hasText: 'Name is already registered' })).toBeVisible()
  await expect(frame.getByRole('heading', { name: 'Choose a name', level: 1 })).toBeVisible()
  await expect(field).toHaveValue(label)
})
