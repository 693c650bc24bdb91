import type { Remote } from 'comlink'
import { describe, expect, test } from 'vitest'
import type { HostApi } from '../../../shared/protocol.js'
import { cleanWalletIcon, cleanWalletName, createHostWalletProvider, parseHostMessage } from './hostWallet.js'

describe('parseHostMessage', () => {
  test('default: a wallets message keeps the descriptor fields', () => {
    const wallet = { uuid: 'a', name: 'Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'dev.test' }
    expect(parseHostMessage({ type: 'wallets', wallets: [{ ...wallet, extra: 1 }] })).toEqual({
      type: 'wallets',
      wallets: [wallet],
    })
  })

  test('behavior: untrusted fields are cleaned: icon, rdns, duplicates, entries without a uuid', () => {
    expect(
      parseHostMessage({
        type: 'wallets',
        wallets: [
          { uuid: 'a', name: 'One', icon: 'https://evil.test/x.png', rdns: 'javascript:alert(1)' },
          { uuid: 'a', name: 'One again', icon: '', rdns: '' },
          { name: 'no uuid' },
          null,
        ],
      }),
    ).toEqual({ type: 'wallets', wallets: [{ uuid: 'a', name: 'One again', icon: '', rdns: '' }] })
  })

  test('behavior: a wallet event with a known name passes; its data is left to the listener', () => {
    expect(parseHostMessage({ type: 'walletEvent', uuid: 'a', name: 'chainChanged', data: '0x1' })).toEqual({
      type: 'walletEvent',
      uuid: 'a',
      name: 'chainChanged',
      data: '0x1',
    })
  })

  test('error: anything else is refused with a clear message', () => {
    expect(() => parseHostMessage('x')).toThrow('Invalid host message: expected an object')
    expect(() => parseHostMessage({ type: 'wallets', wallets: 'x' })).toThrow(
      'Invalid host message: wallets must be an array',
    )
    expect(() => parseHostMessage({ type: 'walletEvent', uuid: 'a', name: 'message' })).toThrow(
      "Invalid host message: unknown wallet event 'message'",
    )
    expect(() => parseHostMessage({ type: 'exec' })).toThrow("Invalid host message: unknown type 'exec'")
  })
})

describe('cleanWalletName', () => {
  test('behavior: control and format characters go, long names end in an ellipsis, empty is a browser wallet', () => {
    expect(cleanWalletName('Meta\u202eMask\u0000')).toBe('MetaMask')
    expect(cleanWalletName('x'.repeat(100))).toBe(`${'x'.repeat(39)}…`)
    expect(cleanWalletName('   ')).toBe('Browser Wallet')
    expect(cleanWalletName(42)).toBe('Browser Wallet')
  })

  test('behavior: the page’s Wallet Standard wallets (proxied as ws:solana: and ws:bitcoin:) are cleaned alike', () => {
    const wallet = (uuid: string) => ({ uuid, name: '\u202eMod\u200bnahP\u2028 wallet', icon: '', rdns: '' })
    expect(
      parseHostMessage({ type: 'wallets', wallets: [wallet('ws:solana:1'), wallet('ws:bitcoin:2')] }),
    ).toEqual({
      type: 'wallets',
      wallets: [
        { uuid: 'ws:solana:1', name: 'ModnahP  wallet', icon: '', rdns: '' },
        { uuid: 'ws:bitcoin:2', name: 'ModnahP  wallet', icon: '', rdns: '' },
      ],
    })
  })
})

describe('cleanWalletIcon', () => {
  test('behavior: only data:image URLs of known types', () => {
    expect(cleanWalletIcon('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(cleanWalletIcon('data:text/html,<script>')).toBe('')
    expect(cleanWalletIcon('https://x.test/icon.png')).toBe('')
    expect(cleanWalletIcon(`data:image/png;base64,${'A'.repeat(300_000)}`)).toBe('')
  })
})

describe('createHostWalletProvider', () => {
  const host = (answer: unknown) => ({ walletRequest: async () => answer }) as unknown as Remote<HostApi>

  test('default: a result is returned', async () => {
    await expect(
      createHostWalletProvider('a', host({ result: ['0xabc'] })).request({ method: 'eth_accounts' }),
    ).resolves.toEqual(['0xabc'])
  })

  test('error: a wallet error keeps its code; a malformed answer is an internal error', async () => {
    await expect(
      createHostWalletProvider(
        'a',
        host({ error: { code: 4001, message: 'User rejected the request.' } }),
      ).request({
        method: 'personal_sign',
      }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    await expect(
      createHostWalletProvider('a', host('junk')).request({ method: 'eth_accounts' }),
    ).rejects.toMatchObject({
      code: -32603,
      message: 'The wallet gave an answer that is not a JSON-RPC result',
    })
  })

  test('behavior: events reach listeners; a disconnect arrives as a 4900 error', () => {
    const provider = createHostWalletProvider('a', host(null))
    const seen: unknown[] = []
    const listener = (data: unknown) => seen.push(data)
    provider.on('accountsChanged', listener)
    provider.on('disconnect', listener)
    provider.emit('accountsChanged', ['0xabc'])
    provider.emit('disconnect', { code: 4900, message: 'bye' })
    provider.removeListener('accountsChanged', listener)
    provider.emit('accountsChanged', [])
    expect(seen).toMatchObject([['0xabc'], { code: 4900, message: 'The wallet disconnected' }])
  })
})
