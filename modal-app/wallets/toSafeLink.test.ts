import { describe, expect, test } from 'vitest'
import { toSafeLink } from './toSafeLink.js'

describe('toSafeLink', () => {
  test('default: https and wallets’ own app links pass unchanged', () => {
    for (const link of [
      'https://app.safe.global/',
      'metamask://',
      'trust://',
      'rainbow://',
      'cbwallet://',
      'zerion://',
      'okex://main',
      'bnc://app.binance.com/cedefi/',
      'trezorsuite://walletconnect',
      'onekey-wallet://',
      'fireblocks-wc://',
      'blockchain-wallet://',
      'imtokenv2://',
      'com.arianee.wallet://',
      'xdefi://',
    ])
      expect(toSafeLink(link), link).toBe(link)
  })

  test('behavior: the scheme comes back in lower case, the rest as it was', () => {
    expect(toSafeLink('MetaMask://WC?uri=A')).toBe('metamask://WC?uri=A')
    expect(toSafeLink('HTTPS://Wallet.example/Path')).toBe('https://Wallet.example/Path')
  })

  test('error: intent: links are refused, the wallet’s own package included', () => {
    const link = 'intent://wc#Intent;scheme=metamask;package=io.metamask;end'
    expect(toSafeLink(link)).toBeUndefined()
    expect(toSafeLink('intent://wc#Intent;scheme=metamask;end')).toBeUndefined()
    expect(toSafeLink('android-app://io.metamask/metamask/wc')).toBeUndefined()
  })

  test('error: plain http, script, data, local and OS-handler schemes are refused', () => {
    for (const link of [
      'http://localhost:3000/wc',
      'http://wallet.example/wc',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://a.example/uuid',
      'about:blank',
      'search-ms:query=invoice&crumb=location:\\\\attacker.example\\share',
      'search:query=x',
      'ms-msdt:/id PCWDiagnostic',
      'ms-officecmd:{}',
      'ms-excel:ofe|u|https://attacker.example/x.xlsx',
      'smb://attacker.example/share',
      'shell:startup',
      'mailto:a@example.com',
      'view-source:https://a.example',
    ])
      expect(toSafeLink(link), link).toBeUndefined()
  })

  test('error: the operating system’s and other apps’ handlers are refused, though of a wallet scheme’s form', () => {
    for (const link of [
      'itms-services://?action=download-manifest&url=https://attacker.example/app.plist',
      'itms-apps://apps.apple.com/app/id1',
      'itms://itunes.apple.com/app/id1',
      'vscode://vscode.git/clone?url=https://attacker.example/repo.git',
      'vscode-insiders://ms-vscode-remote.remote-ssh/open',
      'jnlp://attacker.example/app.jnlp',
      'microsoft-edge:https://attacker.example',
      'hcp://services/search?query=x',
      'ms-settings:',
      'ms-appinstaller:?source=https://attacker.example/x.msix',
      'x-apple.systempreferences:com.apple.preference.security',
      'App-Prefs:root=General',
      'tel:+15555550100',
      'sms:+15555550100',
      'facetime://user@example.com',
      'chrome://settings',
      'chrome-extension://abc/page.html',
      'filesystem:https://a.example/temporary/x',
      'market://details?id=com.evil',
      'steam://run/1',
      'ldap://attacker.example',
      'afp://attacker.example/share',
      'nfs://attacker.example/share',
      'webdav://attacker.example/share',
    ])
      expect(toSafeLink(link), link).toBeUndefined()
  })

  test('error: non-URLs, odd schemes and odd values are refused', () => {
    for (const link of [
      'not a url',
      ' https://a.example',
      'https://a.example/\u0000',
      'java\nscript:alert(1)',
      'git+ssh://attacker.example/repo',
      `https://a.example/${'a'.repeat(2100)}`,
      42,
      null,
    ])
      expect(toSafeLink(link)).toBeUndefined()
  })
})
