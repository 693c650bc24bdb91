/**
 * The rule the modal and the loader share for a wallet's link (README, "Deep links by allow-list"): `https:`, or an
 * app's own scheme of a simple form, lower-case letters, digits, `-` and `.` (`metamask:`, `onekey-wallet:`,
 * `com.arianee.wallet:`), and never a scheme that acts in the page that opens it or takes it off TLS: `http`,
 * `javascript`, `data`, `blob`, `file`, `about`, each with its family (`about-x:`). (`vbscript:`, which only Internet
 * Explorer ran, is refused by the modal's handler list: the loader's 3 KB budget had no 3 B left for it.) The scheme is read
 * from the start of the string, as a URL parser reads it, so a link that starts otherwise (a space, an upper-case
 * letter, `java\nscript:`, a path) is refused without parsing it.
 *
 * The modal also refuses the operating system's and other apps' handlers (wallets/toSafeLink.ts); that list stays
 * out of the loader, where each scheme costs about 4 B of its 3 KB.
 */
export const isOpenableLink = (link: string): boolean =>
  /^(?!(http|javascript|data|blob|file|about)\b)[a-z][a-z\d.-]*:/.test(link)
