const RDNS = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i

/** Whether `value` is a reverse-DNS name such as `com.example.wallet` (EIP-6963's `rdns`). */
export function isRdns(value: string): boolean {
  return RDNS.test(value)
}
