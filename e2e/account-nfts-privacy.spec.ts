import { expectAccessible } from './a11yCheck.js'
import { type AccountPageOptions, connectAccount, initAccountModal } from './accountFixture.js'
import { modalFrame } from './fixtures.js'
import { env } from './stack/env.js'
import type { SeenRequest } from './stack/nftMetadataServer.js'
import { expect, type Page, test } from './test.js'

// Issue 21: NFTs name hosts, and anyone can send the user one. Anvil account #7 (e2e/stack/accountChainVisitor.ts)
// holds its own NFTs, whose metadata is on the deployment's IPFS gateway, in a data: URI (with a bidi-laden name),
// on a loopback host over plain http and on a private address, and a stranger's airdrop whose tokenURI is a
// loopback recorder. The modal reads the gateway and the data: URI only once the user opens the NFTs tab, never
// the others, and hides the airdrop as spam.

const layouts = [
  { layout: 'same-site', modal: () => env.modalUrl },
  { layout: 'cross-site', modal: () => env.modalUrlCrossSite },
] as const

/** What the gateway (the visitor's lantern paths) and the stranger's recorder saw from `modal`'s origin. */
async function seen(page: Page, modal: string) {
  const origin = new URL(modal).origin
  const read = async (url: string) => {
    const requests = (await (await page.request.get(`${url}/__requests`)).json()) as SeenRequest[]
    return requests.filter((request) => request.origin === origin).map(({ path }) => path)
  }
  const gateway = await read(new URL(env.nftGatewayUrl).origin)
  return {
    gateway: gateway.filter((path) => path.includes('lantern')),
    tracker: await read(env.trackerUrl),
  }
}

const NOTHING = { gateway: [], tracker: [] }

for (const { layout, modal } of layouts) {
  test(`behavior: NFT metadata is read only from the NFTs tab of an open modal, by the URL rule, spam hidden, names cleaned, ${layout}`, async ({
    page,
  }) => {
    const visitor = env.accountChain.visitor
    const options: AccountPageOptions = { modal: modal(), privateKey: visitor.key }
    // The private address is never asked: any request there is recorded and refused before it leaves.
    const privateReads: string[] = []
    await page.context().route(`${visitor.privateHost}/**`, (route) => {
      privateReads.push(route.request().url())
      return route.abort('addressunreachable')
    })
    await connectAccount(page, options)

    // A page load with the wallet connected and the modal closed: Account is drawn closed, its balance read.
    await page.reload()
    await page.waitForFunction(() => 'WalletModal' in window)
    await initAccountModal(page, options)
    await page.waitForFunction(() => {
      const { status, open } = window.WalletModal.getState()
      return status === 'connected' && !open
    })
    const frame = modalFrame(page)
    await expect(frame.locator('ul[aria-label="Tokens"] > li')).toHaveCount(1)
    expect(await seen(page, modal())).toEqual(NOTHING)

    // Open, on the Tokens tab: still nothing of the NFTs.
    await page.evaluate(() => window.WalletModal.openWalletModal())
    await expect(frame.getByRole('list', { name: 'Tokens' }).getByRole('listitem')).toHaveCount(1)
    expect(await seen(page, modal())).toEqual(NOTHING)

    // The NFTs tab: the visitor's own NFTs; names cleaned of bidi and zero-width characters (the data: one's and a
    // collection's); images through the gateway (as a blob:) and inline.
    await frame.getByRole('tab', { name: 'NFTs' }).click()
    const cards = frame.getByRole('list', { name: 'NFTs', exact: true }).getByRole('listitem')
    await expect(cards).toHaveText(visitor.shown)
    for (const name of ['IPFS Lantern #0', 'On-chain Badge']) {
      const image = cards.getByRole('img', { name, exact: true })
      await expect(image).toHaveAttribute('src', /^(blob|data):/)
      await expect(image).toHaveJSProperty('complete', true)
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
      await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer')
    }
    expect((await seen(page, modal())).gateway).toEqual(expect.arrayContaining(visitor.gatewayPaths))

    // The stranger's airdrop is hidden as spam, behind a disclosure button the keyboard reaches.
    await expect(frame.getByRole('listitem').filter({ hasText: 'Free Claim' })).toHaveCount(0)
    const show = frame.getByRole('button', { name: 'Show 1 hidden' })
    await expect(show).toHaveAttribute('aria-expanded', 'false')
    await show.focus()
    await page.keyboard.press('Enter')
    const hide = frame.getByRole('button', { name: 'Hide 1 hidden' })
    await expect(hide).toHaveAttribute('aria-expanded', 'true')
    await expect(hide).toBeFocused()
    const hidden = frame.getByRole('list', { name: 'Possible spam' })
    await expect(hidden.getByRole('listitem')).toHaveText(visitor.hidden)
    await expectAccessible(page, 'Account, NFTs, spam shown', modal())

    // Plain http:, loopback and private hosts were never read, shown or not.
    expect((await seen(page, modal())).tracker).toEqual([])
    expect(privateReads).toEqual([])
  })
}
