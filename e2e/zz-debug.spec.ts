import { stringToHex } from 'viem'
import { addPasskeyAuthenticator, approveButton, startEmbeddedDeployment } from './embeddedWalletStack.js'
import { answer, modalDocument, modalFrame, openHost, start } from './fixtures.js'
import { expect, test } from './test.js'

test('debug io', async ({ page }) => {
  const deployment = await startEmbeddedDeployment()
  await addPasskeyAuthenticator(page)
  await openHost(page, { modal: deployment.modalUrl })
  await start(page, 'eth_requestAccounts')
  await modalFrame(page).getByRole('button', { name: /passkey/ }).click()
  const [address] = ((await answer(page)) as { result: string[] }).result
  await start(page, 'personal_sign', [stringToHex('x'), address])
  await expect(approveButton(page)).toHaveAttribute('aria-disabled', 'false')
  const doc = modalDocument(page, deployment.modalUrl)
  const probe = () => doc.evaluate(() => new Promise((resolve) => {
    const el = document.querySelector('section') as Element
    const o = new IntersectionObserver((entries) => { o.disconnect(); resolve(entries.map((e) => [(e as any).isVisible, e.intersectionRatio])) }, { threshold: [1], trackVisibility: true, delay: 100 } as any)
    o.observe(el)
  }))
  console.log('before', await probe())
  await page.evaluate(() => {
    const decoy = document.createElement('div'); decoy.id = 'decoy'
    decoy.style.cssText = 'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:#fff;opacity:0.95'
    document.body.append(decoy)
  })
  const box = (await approveButton(page).boundingBox())!
  page.on('console', (m) => console.log('CONSOLE', m.text()))
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  console.log('after click', await Promise.race([answer(page), new Promise((r) => setTimeout(() => r('pending'), 1500))]))
  await deployment.close()
})
