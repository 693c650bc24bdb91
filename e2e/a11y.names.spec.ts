import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expectAccessible } from './a11yCheck.js'
import { openAccount } from './accountFixture.js'
import { freshLabel } from './namesFixture.js'
import { TAKEN_NAME } from './stack/accountApiData.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'

// axe on the views of issue 25: Account with its name entry and smart sessions, RegisterAccountName (with its
// suggestions, and with an error), and RegisterAccountNameSuccess.
test('a11y: Account with names and sessions, RegisterAccountName with suggestions and an error, RegisterAccountNameSuccess', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const key = generatePrivateKey()
  const address = privateKeyToAccount(key).address
  await fetch(`${env.blockchainApiUrl}/__sessions/${address}`, { method: 'POST', body: '{}' })
  const frame = await openAccount(page, {
    projectId: 'e2e-a11y-names',
    privateKey: key,
    features: { smartSessions: true },
  })
  await expect(frame.getByRole('list', { name: 'Smart sessions' }).getByRole('listitem')).toHaveCount(1)
  await expect(frame.getByRole('button', { name: 'Choose name' })).toBeVisible()
  await expectAccessible(page, 'Account with the name entry and smart sessions')

  await frame.getByRole('button', { name: 'Choose name' }).click()
  const field = frame.getByRole('textbox', { name: 'Name' })
  await field.fill(TAKEN_NAME.replace('.reown.id', ''))
  await expect(frame.getByRole('alert')).toHaveText(`${TAKEN_NAME} is taken`)
  await expectAccessible(page, 'RegisterAccountName with a taken name')

  const label = freshLabel()
  await field.fill(label)
  await expect(frame.getByRole('button', { name: `${label}.reown.id Available`, exact: true })).toBeVisible()
  await expectAccessible(page, 'RegisterAccountName with suggestions')

  await frame.getByRole('button', { name: `Register ${label}.reown.id` }).click()
  await expect(frame.getByText(`${label}.reown.id is yours`)).toBeVisible()
  await expectAccessible(page, 'RegisterAccountNameSuccess')
})
