import { modalDocument, openHost } from './fixtures.js'
import { env } from './stack/env.js'
import { expect, test } from './test.js'
import { open } from './walletLists.js'

// Issue 21: wallet links by allow-list (shared/isOpenableLink.ts, wallets/toSafeLink.ts). The modal offers only
// https links and wallets' own app schemes; the loader opens only what the shared rule allows, whatever it is asked.

const LINK_MESSAGE = "must be an https URL, or the wallet's own app link such as 'wallet://'"

test.describe('deep links', () => {
  test('error: a custom wallet whose link is a handler of the system or of another app is refused, with the reason', async ({
    page,
  }) => {
    const links = [
      'itms-services://?action=download-manifest&url=https://attacker.example/app.plist',
      'itms-apps://apps.apple.com/app/id1',
      'vscode://vscode.git/clone?url=https://attacker.example/repo.git',
      'vscode-insiders://ms-vscode-remote.remote-ssh/open',
      'jnlp://attacker.example/app.jnlp',
      'microsoft-edge:https://attacker.example',
      'hcp://services/search?query=x',
      'ms-msdt:/id PCWDiagnostic',
      'search-ms:query=invoice',
      'x-apple.systempreferences:com.apple.preference.security',
      'intent://wc#Intent;scheme=metamask;package=io.metamask;end',
      'shell:startup',
      'smb://attacker.example/share',
      'mailto:a@example.com',
      'tel:+15555550100',
      'sms:+15555550100',
      'chrome://settings',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,x',
      'blob:https://a.example/uuid',
      'about:blank',
      'http://wallet.example/wc',
    ]
    await openHost(page)
    const outcomes = await page.evaluate(async (links) => {
      const messages: string[] = []
      for (const mobile_link of links)
        messages.push(
          await window.WalletModal.init({
            customWallets: [{ id: 'handler', name: 'Handler Wallet', rdns: 'io.metamask', mobile_link }],
          }).then(
            () => 'accepted',
            (error: Error) => error.message,
          ),
        )
      return messages
    }, links)
    expect(outcomes).toEqual(links.map(() => `customWallets[0].mobile_link ${LINK_MESSAGE}`))
  })

  test("default: a wallet's own scheme is offered, in lower case, beside its https link", async ({
    page,
  }) => {
    const frame = await open(
      page,
      {
        customWallets: [
          {
            id: 'acme',
            name: 'Acme Wallet',
            mobile_link: 'Acme-Wallet://connect',
            desktop_link: 'com.acme.wallet://connect',
            webapp_link: 'https://acme.example/',
          },
        ],
      },
      'Connect',
    )
    await frame.getByRole('button', { name: 'Acme Wallet' }).click()
    await expect(frame.getByRole('link', { name: 'Open the app' })).toHaveAttribute(
      'href',
      'acme-wallet://connect',
    )
    await expect(frame.getByRole('link', { name: 'Open the desktop app' })).toHaveAttribute(
      'href',
      'com.acme.wallet://connect',
    )
    await expect(frame.getByRole('link', { name: 'Open the web app' })).toHaveAttribute(
      'href',
      'https://acme.example/',
    )
  })

  test('error: the loader opens only what the rule allows, whatever the modal asks', async ({ page }) => {
    await openHost(page)
    // Record window.open in the host page's realm, without opening anything.
    await page.evaluate(() => {
      const opened: unknown[][] = []
      ;(window as unknown as { opened: unknown[][] }).opened = opened
      window.open = (...args) => {
        opened.push(args)
        return null
      }
    })
    const hostile = `${env.hostUrl2}/hostile-modal.html`
    await page.evaluate((modalUrl) => {
      window.lastOpen = window.WalletModal.init({ modalUrl }).catch(() => {})
    }, hostile)
    const links = [
      'https://wallet.example/wc?uri=x',
      'metamask://wc?uri=x',
      'javascript:alert(document.domain)',
      'javascript://%0aalert(document.domain)',
      'JavaScript:alert(document.domain)',
      'java\nscript:alert(document.domain)',
      'data:text/html,<script>alert(document.domain)</script>',
      'blob:http://127.0.0.1/uuid',
      'about:blank',
      'file:///etc/passwd',
      'http://wallet.example/wc',
      'HTTPS://wallet.example/wc',
      'git+ssh://attacker.example/repo',
      ' metamask://wc',
    ]
    await expect.poll(() => page.frames().some((frame) => frame.url() === hostile)).toBe(true)
    const modal = modalDocument(page, hostile)
    await modal.waitForFunction(() => 'openLinks' in window)
    const answers = await modal.evaluate(
      (links) => (window as unknown as { openLinks(links: string[]): Promise<unknown[]> }).openLinks(links),
      links,
    )
    expect(answers).toHaveLength(links.length)
    expect(await page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened)).toEqual([
      ['https://wallet.example/wc?uri=x', '', 'noopener'],
      ['metamask://wc?uri=x', '_self', 'noopener'],
    ])
  })
})
