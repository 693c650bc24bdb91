/**
 * The client a request counts against for a rate limit: its IPv4 address (an IPv4-mapped IPv6 address too), or
 * its IPv6 /64, which one household or host usually holds whole: counting IPv6 addresses one by one would let
 * one client make 2^64 of them.
 */
export function clientKey(address: string): string {
  const ipv4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (ipv4) return ipv4[1]!
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::')
  const start = head ? head.split(':') : []
  const end = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? start
      : [...start, ...Array(Math.max(0, 8 - start.length - end.length)).fill('0'), ...end]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
