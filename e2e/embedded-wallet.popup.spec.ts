import type { Page } from '@playwright/test'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { expectPageAccessible } from './a11yCheck.js'
import { addPasskeyAuthenticator, startEmbeddedDeployment } from './embeddedWalletStack.js'
import { answer, modalDocument, modalFrame, openHost, start } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'

// Issue 22: the passkey wallet's window (popup.html, a first-party popup of the modal's origin). The frame here plays a
// browser without IntersectionObserver v2 (Firefox, Safari) that cannot make a passkey in a cross-origin frame
// (Safari): an init script removes `isVisible` and makes the frame's `create` fail as WebKit's does, in the modal's
// frame only. The window is a page of its own, so it gets its own virtual authenticator (notes/embedded-wallet.md §5:
// a credential copied between authenticators loses its PRF), attached before anything asks it for a passkey.

let deployment: Awaited<ReturnType<typeof startEmbeddedDeployment>>
test.beforeAll(async () => {
  deployment = await startEmbeddedDeployment()
})
test.afterAll(async () => {
  await deployment.close()
})

/** In the modal's frame only: no IO v2, and `create` refused as Safari refuses it in a cross-origin frame. */
async function playSafariInTheFrame(page: Page) {
  await page.addInitScript((modalOrigin) => {
    if (window === window.top || location.origin !== modalOrigin) return
    delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
    // Every message the frame receives, for the export's check that the key never reaches it.
    const seen: string[] = []
    ;(window as unknown as { seenMessages: string[] }).seenMessages = seen
    addEventListener('message', (event) => {
      if (event.origin === modalOrigin) seen.push(JSON.stringify(event.data))
    })
    navigator.credentials.create = () =>
      Promise.reject(
        new DOMException('The origin of the document is not the same as its ancestors.', 'NotAllowedError'),
      )
  }, new URL(deployment.modalUrl).origin)
}

/** The wallet window the next click opens, with a virtual authenticator of its own. */
async function nextWalletWindow(page: Page, click: () => Promise<void>) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()])
  const authenticator = await addPasskeyAuthenticator(popup)
  await popup.waitForLoadState()
  expect(new URL(popup.url()).origin).toBe(new URL(deployment.modalUrl).origin)
  expect(popup.url()).not.toContain('#')
  return { popup, authenticator }
}

/** Connects: the frame cannot make the passkey, says so, and Try again makes it in the wallet window. */
async function connectInWindow(page: Page) {
  await playSafariInTheFrame(page)
  await openHost(page, { modal: deployment.modalUrl })
  await start(page, 'eth_requestAccounts')
  await modalFrame(page)
    .getByRole('button', { name: /passkey/ })
    .click()
  await expect(modalFrame(page).getByText(/cannot make a passkey inside this frame/)).toBeVisible()
  const opened = await nextWalletWindow(page, () =>
    modalFrame(page).getByRole('button', { name: 'Try again' }).click(),
  )
  const create = opened.popup.getByRole('button', { name: 'Create a passkey' })
  await expect(opened.popup.getByRole('heading', { name: 'Create your wallet' })).toBeVisible()
  await create.click()
  const outcome = await answer(page)
  expect(outcome).toMatchObject({ result: [expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)] })
  const address = (outcome as { result: Hex[] }).result[0] as Hex
  expect(await opened.authenticator.credentials()).toHaveLength(1)
  return { ...opened, address }
}

/** The passkey made in the window, then a personal_sign approved there (the passkey asked again), verified. */
async function approveInWindow(page: Page) {
  const { popup, authenticator, address } = await connectInWindow(page)
  await expect(popup.getByRole('heading', { name: 'Done' })).toBeVisible()
  await expectPageAccessible(popup, 'wallet window: done')

  await start(page, 'personal_sign', [stringToHex('approved in the window'), address])
  const dialog = modalFrame(page).getByRole('dialog', { name: 'Approve transaction' })
  await expect(dialog.getByText('approved in the window', { exact: true })).toBeVisible()
  await expect(dialog.getByText(/cannot prove it is in view here/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Approve in a new window' }).click()

  // The window shows the request itself: the verified origin and the message; its Approve needs no arming.
  await expect(popup.getByRole('heading', { name: 'Sign a message' })).toBeVisible()
  await expect(popup.getByText(env.hostUrl, { exact: true })).toBeVisible()
  await expect(popup.getByText('approved in the window', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Approve or reject in the wallet window…')).toBeVisible()
  // The modal closed after connecting, which locked the window's vault: Approve asks for the passkey again.
  const [before] = await authenticator.credentials()
  await popup.getByRole('button', { name: 'Approve' }).click()
  const outcome = await answer(page)
  expect(outcome).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
  const signature = (outcome as { result: Hex }).result
  expect(await verifyMessage({ address, message: 'approved in the window', signature })).toBe(true)
  const [after] = await authenticator.credentials()
  expect(after?.signCount).toBeGreaterThan(before?.signCount ?? Number.POSITIVE_INFINITY)
}

// As browsers ship it: the frame's storage partitioned under the dapp's site, the window's first-party. The window
// and the frame share nothing but their messages, so the flow must not lean on storage either one keeps.
test.describe('passkey wallet window (cross-site partitioned)', () => {
  test.describe.configure({ timeout: 90_000 })
  test('default: the passkey is made in the window, personal_sign is approved there and verifies, cross-site partitioned', async ({
    page,
  }) => {
    await approveInWindow(page)
  })
})

test.describe('passkey wallet window (cross-site blocked)', () => {
  // Two pages, each with its passkey prompts, and a connection before each test: long on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 })
  test('default: the passkey is made in the window, personal_sign is approved there (the passkey asked again) and verifies', async ({
    page,
  }) => {
    await approveInWindow(page)
  })

  test('error: closing the wallet window with the request on show answers 4001; Reject there answers 4001 too', async ({
    page,
  }) => {
    const { popup, address } = await connectInWindow(page)
    await start(page, 'personal_sign', [stringToHex('rejected in the window'), address])
    await modalFrame(page).getByRole('button', { name: 'Approve in a new window' }).click()
    await popup.getByRole('button', { name: 'Reject' }).click()
    expect(await answer(page)).toEqual({ code: 4001, message: 'Signature declined' })

    await start(page, 'personal_sign', [stringToHex('closed on me'), address])
    await modalFrame(page).getByRole('button', { name: 'Approve in a new window' }).click()
    await expect(popup.getByText('closed on me', { exact: true })).toBeVisible()
    await popup.close()
    expect(await answer(page)).toMatchObject({ code: 4001 })
  })

  test('behavior: export shows the key in the window only (it derives the address); a second passkey alone opens the same wallet', async ({
    page,
  }) => {
    const { popup, authenticator, address } = await connectInWindow(page)
    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Account' }))
    const account = modalFrame(page).getByRole('region', { name: 'Passkey wallet' })

    // Export: a warning, then the passkey, then the key; the frame hears only that it was shown.
    await account.getByRole('button', { name: 'Export key' }).click()
    await expect(popup.getByRole('heading', { name: "Export your wallet's key" })).toBeVisible()
    await expect(popup.getByRole('alert')).toContainText('Never share it')
    await expectPageAccessible(popup, 'wallet window: export')
    await popup.getByRole('button', { name: 'Reveal the key' }).click()
    const key = (await popup.getByLabel('Private key').inputValue()) as Hex
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    expect(privateKeyToAddress(key)).toBe(address)
    await expect(modalFrame(page).getByText('The key was shown in the wallet window')).toBeVisible()
    const seen = await modalDocument(page, deployment.modalUrl).evaluate(() =>
      (window as unknown as { seenMessages: string[] }).seenMessages.join('\n'),
    )
    expect(seen).toContain('"answer":{"kind":"export"}')
    expect(seen.toLowerCase()).not.toContain(key.slice(2).toLowerCase())
    expect(await modalFrame(page).locator('body').textContent()).not.toContain(key.slice(2))
    await popup.getByRole('button', { name: 'Hide the key' }).click()
    await expect(popup.getByLabel('Private key')).toHaveCount(0)

    // A second passkey: the current one opens the wallet, then the new one is made and wraps the same key.
    const [first] = await authenticator.credentials()
    await account.getByRole('button', { name: 'Add a passkey' }).click()
    await popup.getByRole('button', { name: 'Continue' }).click()
    await popup.getByRole('button', { name: 'Create the new passkey' }).click()
    await expect(popup.getByText(/Your new passkey opens this wallet too/)).toBeVisible()
    expect(await authenticator.credentials()).toHaveLength(2)

    // The first passkey is lost: the second alone opens the same wallet (the export asks for a passkey every time).
    await authenticator.remove(first?.credentialId ?? '')
    expect(await authenticator.credentials()).toHaveLength(1)
    await account.getByRole('button', { name: 'Export key' }).click()
    await popup.getByRole('button', { name: 'Reveal the key' }).click()
    expect(await popup.getByLabel('Private key').inputValue()).toBe(key)
  })

  test("error: the dapp's page that opens popup.html itself cannot drive it: its requests are not read", async ({
    page,
  }) => {
    await openHost(page, { modal: deployment.modalUrl })
    const session = 'ab'.repeat(16)
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(
        ([url, session]) => {
          ;(window as unknown as { walletWindow: Window | null }).walletWindow = window.open(
            `${url}/popup.html#${session}`,
            '_blank',
            'popup',
          )
        },
        [deployment.modalUrl, session] as const,
      ),
    ])
    await expect(popup.getByRole('heading', { name: "Waiting for the wallet's request…" })).toBeVisible()
    // Listening before the message is sent: resolves once the window has had it (its own listener came first) and
    // then painted a frame.
    await popup.evaluate(() => {
      const handled = new Promise<string>((resolve) =>
        addEventListener(
          'message',
          (event) => requestAnimationFrame(() => setTimeout(() => resolve(event.origin), 0)),
          { once: true },
        ),
      )
      ;(window as unknown as { handled: Promise<string> }).handled = handled
    })
    // The page is its opener and knows the session it put in the URL; it is not the modal's origin, so nothing counts.
    await page.evaluate((session) => {
      const target = (window as unknown as { walletWindow: Window }).walletWindow
      const request = { kind: 'export', wallets: [] }
      const message = {
        channel: 'wallet-modal/wallet-window/v1',
        session,
        type: 'request',
        id: 'cd'.repeat(16),
        request,
      }
      target.postMessage(message, '*')
    }, session)
    expect(await popup.evaluate(() => (window as unknown as { handled: Promise<string> }).handled)).toBe(
      new URL(env.hostUrl).origin,
    )
    await expect(popup.getByRole('heading', { name: "Waiting for the wallet's request…" })).toBeVisible()
    await expect(popup.getByRole('button', { name: 'Reveal the key' })).toHaveCount(0)
  })
})
