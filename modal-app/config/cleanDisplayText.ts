/**
 * Text from an untrusted source (the dapp's config, a wallet the host page announces, a wallet directory, token
 * and NFT names from an API or a chain) as the modal may show it on one line: line breaks, tabs and the line and
 * paragraph separators (U+2028, U+2029) become spaces; other control and format characters are removed (bidi
 * overrides and isolates, zero-width characters, which can make a name read as another); trimmed, and at most
 * `maxChars` characters, the last one an ellipsis when cut. May return ''.
 */
export function cleanDisplayText(value: string, maxChars: number): string {
  const text = [
    ...value
      .replace(/[\t-\r\x85\u2028\u2029]/g, ' ')
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim(),
  ]
  return text.length > maxChars ? `${text.slice(0, maxChars - 1).join('')}…` : text.join('')
}
