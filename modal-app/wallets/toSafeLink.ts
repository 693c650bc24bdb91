import { isOpenableLink } from '../../shared/isOpenableLink.js'

/**
 * Schemes of the operating system and of other apps, refused although they have the simple form of a wallet's own
 * scheme: each names the first word of a scheme, up to `-` or `.`, so that a family goes with its name (`ms` refuses
 * `ms-msdt:` and `ms-officecmd:`, `itms` refuses `itms-services:`, `x` refuses `x-apple.systempreferences:`).
 */
const HANDLER_SCHEMES = [
  // The browser's own, and the web's other transports; `vbscript:` ran script in Internet Explorer (the loader's
  // shorter rule leaves it out: no browser it supports runs it).
  ['filesystem', 'view', 'chrome', 'moz', 'resource', 'devtools', 'jar', 'vbscript'],
  ['ws', 'wss', 'ftp', 'ftps', 'sftp'],
  // Another browser, an app store, an app installer: `intent:` and `android-app:` start any Android app.
  ['intent', 'android', 'market', 'microsoft', 'googlechrome', 'googlechromes', 'firefox', 'itms'],
  ['macappstore', 'macappstores', 'apt', 'appstream'],
  // Windows: `ms-msdt:` (Follina), `ms-officecmd:`, `search-ms:`, Help Center, the shell, Java Web Start.
  ['ms', 'search', 'shell', 'hcp', 'its', 'mk', 'res', 'mhtml', 'jnlp', 'calculator', 'windowsdefender'],
  ['msteams', 'onenote', 'outlook'],
  // Apple: `x-apple.systempreferences:`, `x-safari-https:`, Help Viewer, Settings, Shortcuts.
  ['x', 'help', 'prefs', 'app', 'shortcuts', 'applescript', 'facetime', 'webcal'],
  // Files, shares and remote sessions (an SMB link leaks the user's NTLM hash).
  [
    'smb',
    'cifs',
    'nfs',
    'afp',
    'webdav',
    'dav',
    'davs',
    'ldap',
    'ldaps',
    'telnet',
    'rlogin',
    'ssh',
    'vnc',
    'rdp',
  ],
  ['ghelp', 'man', 'trash'],
  // Developer tools: `vscode:` and `vscode-insiders:` install extensions and open remote folders.
  ['vscode', 'vscodium', 'jetbrains', 'github', 'sourcetree', 'git', 'svn'],
  // Messages and calls.
  ['mailto', 'tel', 'sms', 'mms', 'callto', 'sip', 'sips', 'skype', 'im', 'xmpp', 'irc', 'ircs'],
  ['news', 'nntp', 'snews', 'gopher'],
  // Apps whose links have run code or fetched files.
  ['steam', 'zoommtg', 'zoomus', 'magnet', 'ed2k'],
].flat()
const HANDLER_SCHEME = new RegExp(`^(${HANDLER_SCHEMES.join('|')})\\b`)
const MAX_LINK_LENGTH = 2048

/**
 * A wallet link (SPEC §3's mobile, desktop and webapp links) fit to be opened, by allow-list: `https:`, or the
 * wallet's own app scheme (`metamask://`, `ledgerlive://`, `onekey-wallet://`), as shared/isOpenableLink.ts
 * defines them, and not a handler of the operating system or of another app. Links come from the directory or the
 * dapp's config, so they are checked; the loader opens what passes, https in a new tab and app schemes in place.
 * The scheme comes back in lower case (`MetaMask://` is `metamask://`): the loader takes schemes as written.
 */
export function toSafeLink(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LINK_LENGTH || value !== value.trim()) return undefined
  // Control characters have no place in a link (and would be stripped by URL parsing, hiding what opens).
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return undefined
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  // The link starts with its scheme (no space, no control character), so the parsed one has its length.
  const link = url.protocol + value.slice(url.protocol.length)
  return isOpenableLink(link) && !HANDLER_SCHEME.test(link) ? link : undefined
}
