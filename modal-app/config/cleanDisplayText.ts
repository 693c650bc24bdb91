/**
 * Text from an untrusted source (the dapp's config, a wallet the host page announces) as the modal may show it:
 * control and format characters removed (bidi overrides and isolates among them, which can make a name read as
 * another), trimmed, and at most `maxChars` characters, the last one an ellipsis when cut. May return ''.
 */
export function cleanDisplayText(value: string, maxChars: number): string {
  const text = [...value.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()]
  return text.length > maxChars ? `${text.slice(0, maxChars - 1).join('')}…` : text.join('')
}
