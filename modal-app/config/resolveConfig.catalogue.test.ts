import { describe, expect, test } from 'vitest'
import { parseDeploymentConfig, resolveConfig } from './resolveConfig.js'
import { configError, deployment } from './resolveConfigFixture.js'

describe('resolveConfig', () => {
  test('behavior: catalogue options', () => {
    const config = resolveConfig(
      {
        customWallets: [
          {
            id: 'my-wallet',
            name: 'My Wallet',
            image_url: 'https://wallet.example.com/icon.png',
            rdns: 'com.example.wallet',
            chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
            mobile_link: 'mywallet://',
            desktop_link: 'https://wallet.example.com/desktop',
            webapp_link: 'https://wallet.example.com',
          },
          { id: 'bare', name: 'Bare', image_url: 'data:image/svg+xml,%3Csvg%2F%3E' },
        ],
        allWallets: 'ONLY_MOBILE',
        connectorGroupOrder: ['recommended', 'injected'],
        walletDirectoryUrl: 'http://127.0.0.1:4445/api/',
      },
      deployment,
    )
    expect(config.customWallets).toMatchInlineSnapshot(`
      [
        {
          "chains": [
            "eip155:1",
            "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
          ],
          "desktop_link": "https://wallet.example.com/desktop",
          "id": "my-wallet",
          "image_url": "https://wallet.example.com/icon.png",
          "mobile_link": "mywallet://",
          "name": "My Wallet",
          "rdns": "com.example.wallet",
          "webapp_link": "https://wallet.example.com",
        },
        {
          "chains": [],
          "id": "bare",
          "image_url": "data:image/svg+xml,%3Csvg%2F%3E",
          "name": "Bare",
        },
      ]
    `)
    expect(config.allWallets).toBe('ONLY_MOBILE')
    expect(config.connectorGroupOrder).toEqual(['recommended', 'injected'])
    expect(config.walletDirectoryUrl).toBe('http://127.0.0.1:4445/api')
  })

  test('behavior: features.allWallets false hides All wallets whatever allWallets says', () => {
    expect(
      resolveConfig({ features: { allWallets: false }, allWallets: 'SHOW' }, deployment).allWallets,
    ).toBe('HIDE')
    expect(resolveConfig({ allWallets: 'HIDE' }, deployment).allWallets).toBe('HIDE')
  })

  test('behavior: custom wallet names lose control, bidi and zero-width characters; nothing else is no name', () => {
    const named = (name: string) => resolveConfig({ customWallets: [{ id: 'w', name }] }, deployment)
    expect(named('\u202eMy\u200b Wallet\u2028 ').customWallets[0]?.name).toBe('My Wallet')
    expect(configError(() => named('\u202e\u200b'))).toBe(
      'customWallets[0].name must be a non-empty string of up to 64 characters',
    )
  })

  test('behavior: the deployment can point at another wallet directory', () => {
    const parsed = parseDeploymentConfig({ walletDirectoryUrl: 'https://directory.example.com' })
    expect(resolveConfig({}, parsed).walletDirectoryUrl).toBe('https://directory.example.com')
  })

  test('error: catalogue options', () => {
    const messageOf = (input: Record<string, unknown>) => configError(() => resolveConfig(input, deployment))
    const wallet = { id: 'w', name: 'W' }
    expect([
      messageOf({ customWallets: {} }),
      messageOf({ customWallets: ['w'] }),
      messageOf({ customWallets: [{ ...wallet, homepage: 'https://w.example' }] }),
      messageOf({ customWallets: [{ name: 'W' }] }),
      messageOf({ customWallets: [wallet, wallet] }),
      messageOf({ customWallets: [{ id: 'w', name: ' ' }] }),
      messageOf({ customWallets: [{ ...wallet, image_url: 'http://w.example/icon.png' }] }),
      messageOf({ customWallets: [{ ...wallet, image_url: 'data:text/html,<b>' }] }),
      messageOf({ customWallets: [{ ...wallet, rdns: 'wallet' }] }),
      messageOf({ customWallets: [{ ...wallet, chains: 'eip155:1' }] }),
      messageOf({ customWallets: [{ ...wallet, chains: ['eip155:1', 'mainnet'] }] }),
      messageOf({ customWallets: [{ ...wallet, mobile_link: 'javascript:alert(1)' }] }),
      messageOf({ customWallets: [{ ...wallet, webapp_link: 'data:text/html,x' }] }),
      messageOf({ customWallets: [{ ...wallet, webapp_link: 'http://wallet.example.com/wc' }] }),
      messageOf({
        customWallets: [{ ...wallet, desktop_link: 'search-ms:query=x&crumb=location:\\\\a\\s' }],
      }),
      messageOf({ customWallets: [{ ...wallet, mobile_link: 'intent://wc#Intent;package=com.other;end' }] }),
      messageOf({ allWallets: 'show' }),
      messageOf({ allWallets: false }),
      messageOf({ connectorGroupOrder: [] }),
      messageOf({ connectorGroupOrder: ['recent', 'announced'] }),
      messageOf({ connectorGroupOrder: ['recent', 'recent'] }),
      messageOf({ walletDirectoryUrl: 'ftp://directory.example.com' }),
      messageOf({ walletDirectoryUrl: 'https://directory.example.com/?projectId=x' }),
    ]).toMatchInlineSnapshot(`
      [
        "customWallets must be an array of wallet objects",
        "customWallets[0] must be an object",
        "Unknown config option 'customWallets[0].homepage'",
        "customWallets[0].id must be a non-empty string of up to 128 characters",
        "customWallets[1].id repeats 'w'",
        "customWallets[0].name must be a non-empty string of up to 64 characters",
        "customWallets[0].image_url must be an https: URL or a data:image URL",
        "customWallets[0].image_url must be an https: URL or a data:image URL",
        "customWallets[0].rdns must be a reverse-DNS name such as 'com.example.wallet'",
        "customWallets[0].chains must be an array of CAIP-2 network ids",
        "customWallets[0].chains[1] must be a CAIP-2 network id such as 'eip155:1'",
        "customWallets[0].mobile_link must be an https URL, or the wallet's own app link such as 'wallet://'",
        "customWallets[0].webapp_link must be an https URL, or the wallet's own app link such as 'wallet://'",
        "customWallets[0].webapp_link must be an https URL, or the wallet's own app link such as 'wallet://'",
        "customWallets[0].desktop_link must be an https URL, or the wallet's own app link such as 'wallet://'",
        "customWallets[0].mobile_link must be an https URL, or the wallet's own app link such as 'wallet://'",
        "allWallets must be 'SHOW', 'HIDE' or 'ONLY_MOBILE'",
        "allWallets must be 'SHOW', 'HIDE' or 'ONLY_MOBILE'",
        "connectorGroupOrder must be a non-empty array of 'walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'",
        "connectorGroupOrder[1] must be one of 'walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'",
        "connectorGroupOrder[1] repeats 'recent'",
        "walletDirectoryUrl must be an http(s) URL without query or fragment",
        "walletDirectoryUrl must be an http(s) URL without query or fragment",
      ]
    `)
  })
})
