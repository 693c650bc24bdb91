// SPEC §5, §8 and §9's name rules and messages (issue 25.1). The names are the Blockchain API's profile names,
// in its `reown.id` zone: `alice` is registered as `alice.reown.id`.

/** The zone the suggestions are asked in, and the suffix of every registered name. */
export const NAME_ZONE = 'reown.id'
export const NAME_SUFFIX = `.${NAME_ZONE}`

export const ERROR_RESOLVING_NAME = 'Error resolving name'
export const ERROR_FETCHING_SUGGESTIONS = 'Error fetching name suggestions'
export const ERROR_FETCHING_NAMES = 'Error fetching names for address'
export const errorRegisteringName = (name: string) => `Error registering name ${name}`
export const ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND = 'Address or auth connector not found'
/** @internal Exported for its tests. */
export const INVALID_CHAIN_ID = 'Invalid chainId'
/** @internal Exported for its tests. */
export const NAME_TOO_SHORT = 'Name must be at least 4 characters long'
/** @internal Exported for its tests. */
export const NAME_BAD_CHARACTERS = 'Name can only contain letters, numbers and - characters'

const MIN_NAME_LENGTH = 4
const NAME_CHARACTERS = /^[a-zA-Z0-9-]*$/

/** What is wrong with `label` (the name without its suffix) under SPEC §5, or undefined when it is fine. */
export function nameProblem(label: string): string | undefined {
  if (!NAME_CHARACTERS.test(label)) return NAME_BAD_CHARACTERS
  if (label.length < MIN_NAME_LENGTH) return NAME_TOO_SHORT
  return undefined
}

/** What the user typed, without the suffix if they typed it, lower-cased (names are case-insensitive). */
export const labelOf = (typed: string): string => {
  const text = typed.trim().toLowerCase()
  return text.endsWith(NAME_SUFFIX) ? text.slice(0, -NAME_SUFFIX.length) : text
}

/** Whether a Send recipient is a profile name (resolved by the Blockchain API, not ENS). */
export const isProfileName = (name: string): boolean =>
  name.toLowerCase().endsWith(NAME_SUFFIX) && name.length > NAME_SUFFIX.length

const SLIP44_MSB = 0x80000000

/**
 * The ENSIP-11 coin type of an eip155 chain: the chain id with the top bit set. SPEC §5: a name's chain id is below
 * 2^31, else 'Invalid chainId'.
 */
export function coinTypeOf(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= SLIP44_MSB)
    throw new Error(INVALID_CHAIN_ID)
  return (SLIP44_MSB | chainId) >>> 0
}

/** The message the account signs to register `name` (with its suffix): the name, its attributes, the time in seconds. */
export const registrationMessage = (name: string, nowMs: number): string =>
  JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })

/** The address a profile holds for `chainId` (its ENSIP-11 coin type), else for Ethereum's (60). */
export function profileAddress(addresses: Record<string, string>, chainId: number): string | undefined {
  let coinType: number | undefined
  try {
    coinType = coinTypeOf(chainId)
  } catch {
    coinType = undefined
  }
  return (coinType === undefined ? undefined : addresses[String(coinType)]) ?? addresses['60']
}
