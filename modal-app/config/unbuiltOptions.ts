import type { WalletModalOptions } from './configSchema.js'
import { isRecord } from './isRecord.js'

/** An option of the config schema, or one of its features, as an `a.b` path. */
type OptionPath = keyof WalletModalOptions | `features.${keyof NonNullable<WalletModalOptions['features']>}`

/**
 * Options SPEC §1 lists that the modal accepts and checks but does nothing with yet. Setting one warns once (with
 * `debug` on), so an option that is accepted never silently does nothing.
 */
const UNBUILT_OPTIONS = ['features.pay', 'siweConfig'] as const satisfies readonly OptionPath[]

/**
 * The unbuilt options that `config` sets (a value other than undefined), as `a.b` paths.
 * @internal exported for the tests
 */
export function unbuiltOptionsIn(config: Record<string, unknown>): string[] {
  const paths: string[] = UNBUILT_OPTIONS.filter((path) => {
    const [first = '', second] = path.split('.')
    const value = config[first]
    if (second === undefined) return value !== undefined
    return isRecord(value) && value[second] !== undefined
  })
  // SPEC §3's Farcaster login (its own QR flow, not OAuth) is not built: named, it shows no button.
  const socials = isRecord(config.features) ? config.features.socials : undefined
  if (Array.isArray(socials) && socials.includes('farcaster')) paths.push('features.socials: farcaster')
  return paths
}

/** Options that do something only where the deployment has an auth server (`embeddedWallet.authUrl`). */
const LOGIN_OPTIONS = [
  'features.email',
  'features.socials',
  'features.connectMethodsOrder',
] as const satisfies readonly OptionPath[]

const hasAuthServer = (config: unknown) =>
  isRecord(config) && isRecord(config.embeddedWallet) && typeof config.embeddedWallet.authUrl === 'string'

/**
 * The login options that `configs` set while none of them gives the deployment an auth server, as `a.b` paths.
 * @internal exported for the tests
 */
export function loginOptionsWithoutAuthIn(...configs: unknown[]): string[] {
  if (configs.some(hasAuthServer)) return []
  const records = configs.filter(isRecord)
  return LOGIN_OPTIONS.filter((path) => {
    const [first = '', second = ''] = path.split('.')
    return records.some((config) => isRecord(config[first]) && config[first][second] !== undefined)
  })
}

const warned = new Set<string>()

/**
 * Warns once per page about each unbuilt option the configs set (a config that is not an object sets none).
 */
export function warnUnbuiltOptions(...configs: unknown[]): void {
  for (const path of configs.filter(isRecord).flatMap(unbuiltOptionsIn)) {
    if (warned.has(path)) continue
    warned.add(path)
    console.warn(
      `[wallet-modal] '${path}' has no effect yet: this version of the modal does not build that feature`,
    )
  }
  for (const path of loginOptionsWithoutAuthIn(...configs)) {
    if (warned.has(path)) continue
    warned.add(path)
    console.warn(
      `[wallet-modal] '${path}' has no effect: email and social login need an auth server (the deployment's embeddedWallet.authUrl in config.json)`,
    )
  }
}
