/** A string from the dapp (a key, an id), cut to 64 characters for an error message. */
export function shortenForMessage(value: string): string {
  return value.length > 64 ? `${value.slice(0, 64)}…` : value
}
