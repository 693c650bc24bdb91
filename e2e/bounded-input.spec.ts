import { anvilNetwork, modalFrame, openHost, request } from './fixtures.js'
import { expect, test } from './test.js'

// Attacks with input shapes (issue: input shapes bounded). The page plays the attacker: it sends sparse or huge
// arrays through the public API, and a wallet it controls reports chain ids no chain has.

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test.describe('bounded input', () => {
  test('error: a config with a 1e8-long sparse array, or a hole, is refused; the modal keeps answering', async ({
    page,
  }) => {
    await openHost(page)
    const outcomes = await page.evaluate(() => {
      const settle = (call: Promise<unknown>) =>
        call.then(
          (result) => ({ result }),
          (error) => ({ code: error.code, message: error.message }),
        )
      const huge: unknown[] = []
      huge.length = 1e8
      return Promise.all([
        settle(window.WalletModal.init({ networks: huge as never })),
        // biome-ignore lint/suspicious/noSparseArray: the attack
        settle(window.WalletModal.init({ networks: ['eip155:1', , 'eip155:10'] as never })),
        settle(
          window.WalletModal.provider.request({ method: 'eth_call', params: new Array(5000).fill('0x') }),
        ),
      ])
    })
    expect(outcomes).toEqual([
      {
        code: -32602,
        message: 'Invalid config: config.networks has 100000000 items; at most 1000 are accepted',
      },
      { code: -32602, message: 'Invalid config: config.networks[1] is a hole: arrays must be dense' },
      { code: -32602, message: 'Invalid request: request.params has 5000 items; at most 1000 are accepted' },
    ])
    expect(await request(page, 'eth_chainId')).toBe('0x1')
  })

  test('error: a wallet that reports chain id NaN, 1.5 or -1 is ignored; state and the UI stay live', async ({
    page,
  }) => {
    // A wallet the page controls: it answers like a wallet, then lies about its chain.
    await page.addInitScript((account) => {
      const listeners: Record<string, ((data: unknown) => void)[]> = {}
      const provider = {
        request: async ({ method }: { method: string }) => {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
          if (method === 'eth_chainId') return '0x7a69'
          throw { code: 4200, message: `unsupported ${method}` }
        },
        on: (event: string, listener: (data: unknown) => void) => {
          listeners[event] = [...(listeners[event] ?? []), listener]
        },
        removeListener: () => {},
      }
      ;(window as unknown as { liar: unknown }).liar = {
        emit: (event: string, data: unknown) => {
          for (const listener of listeners[event] ?? []) listener(data)
        },
      }
      const info = { uuid: crypto.randomUUID(), name: 'Liar', icon: '', rdns: 'com.liar' }
      const announce = () =>
        dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        )
      addEventListener('eip6963:requestProvider', announce)
      announce()
    }, ACCOUNT)
    await openHost(page)
    await page.evaluate((network) => window.WalletModal.init({ networks: [network] }), anvilNetwork())
    const connecting = page.evaluate(() =>
      window.WalletModal.provider.request({ method: 'eth_requestAccounts' }),
    )
    await modalFrame(page).getByRole('button', { name: /Liar/ }).click()
    expect(await connecting).toEqual([ACCOUNT])

    const emit = (chainId: string) =>
      page.evaluate(
        (chainId) =>
          (window as unknown as { liar: { emit(e: string, d: unknown): void } }).liar.emit(
            'chainChanged',
            chainId,
          ),
        chainId,
      )
    for (const lie of ['NaN', '1.5', '-1', '0x']) await emit(lie)
    expect(await request(page, 'eth_chainId')).toBe('0x7a69')
    expect(await page.evaluate(() => window.WalletModal.getState())).toMatchObject({
      status: 'connected',
      chainId: 31337,
    })
    // Every state listener still runs: a true report reaches the dapp and the modal's own UI.
    await emit('0x7a6a')
    await page.waitForFunction(() => window.WalletModal.getState().chainId === 31338)
    await page.evaluate(() => window.WalletModal.openWalletModal({ view: 'Account' }))
    await expect(modalFrame(page).getByText('Chain 31338').first()).toBeVisible()
  })
})
