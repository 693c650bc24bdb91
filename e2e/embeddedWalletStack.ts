import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { anvilNetwork, modalFrame } from './fixtures.js'
import { LOOPBACK_HOSTS, prepareDeployment } from './stack/deployment.js'
import { loopbackHosts } from './stack/loopbackHosts.js'
import { serveStatic } from './stack/serve.js'

const dist = fileURLToPath(new URL('../dist/modal-app', import.meta.url))

/**
 * A deployment that offers the passkey wallet (`embeddedWallet` in its config.json, `{}` by default, with the anvil
 * chain), served on `localhost`: a relying party must be a host name, never an IP address
 * (notes/embedded-wallet.md). The test pages stay on 127.0.0.1, so the frame is cross-site (its storage blocked, in
 * the default project).
 */
export async function startEmbeddedDeployment(
  embeddedWallet: Record<string, unknown> = {},
  options: { allowedOrigins?: string[] } = {},
) {
  const scratch = await mkdtemp(join(tmpdir(), 'wallet-modal-embedded-'))
  const folder = await prepareDeployment(dist, join(scratch, 'modal-app'), {
    allowedOrigins: options.allowedOrigins ?? LOOPBACK_HOSTS,
    networks: [anvilNetwork()],
    embeddedWallet,
  })
  const server = await serveStatic({ root: folder, host: await loopbackHosts(), headers: 'file' })
  return {
    modalUrl: `http://localhost:${server.port}`,
    /** The same server by a name of its own, `wallet.localhost` (a relying party of its own: a host name). */
    modalUrlNamed: `http://wallet.localhost:${server.port}`,
    async close() {
      await server.close()
      await rm(scratch, { recursive: true, force: true })
    },
  }
}

/**
 * Chromium's virtual authenticator with PRF, on the top page (it serves the frames too): notes/embedded-wallet.md §5.
 */
export async function addPasskeyAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** The user lost this passkey. */
    remove: async (credentialId: string) => {
      await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId })
    },
  }
}

/** ApproveTransaction's Approve button, in the modal's frame. */
export const approveButton = (page: Page) =>
  modalFrame(page)
    .getByRole('dialog', { name: 'Approve transaction' })
    .getByRole('button', { name: 'Approve' })

/**
 * Points at Approve, waits until it is armed (the request seen 500 ms without a break, the frame where the pointer
 * last saw it), then clicks it as a user does.
 */
export async function approveWhenArmed(page: Page) {
  const button = approveButton(page)
  await button.hover()
  // Playwright waits for an element to be enabled before clicking: `aria-disabled` counts.
  await button.click()
}

/**
 * The outcome of the request `start` began, or 'pending' while it is unanswered after `ms` (a negative needs a
 * window: here, over twice the time a click waits for the frame's visibility to settle and be confirmed).
 */
export const outcomeAfter = (page: Page, ms = 1_500) =>
  page.evaluate(
    ([ms]) =>
      Promise.race([
        (window as unknown as { pending: Promise<unknown> }).pending,
        new Promise<string>((resolve) => setTimeout(() => resolve('pending'), ms)),
      ]),
    [ms],
  )

/** The page's coordinates of Approve's centre. */
export async function approveCentre(page: Page) {
  const box = await approveButton(page).boundingBox()
  if (!box) throw new Error('Approve is not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A hostile page's decoy over the whole frame, which clicks pass through (`pointer-events: none`). */
export const coverWithDecoy = (page: Page) =>
  page.evaluate(() => {
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.textContent = 'Claim your free NFT'
    decoy.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:#fff;opacity:0.95;font:40px sans-serif'
    document.body.append(decoy)
  })

export const removeDecoy = (page: Page) => page.evaluate(() => document.getElementById('decoy')?.remove())
