import { configSchema } from './configSchema.js'
import { ConfigError } from './errors.js'
import { isRecord } from './isRecord.js'
import { isOriginPattern } from './origins.js'
import { parseConfigValue } from './parseConfigValue.js'
import { shortenForMessage } from './shortenForMessage.js'
import type { DeploymentConfig, ResolvedConfig } from './types.js'

type Input = Record<string, unknown>

/** Option objects merged key by key over the deployment's defaults; every other option replaces the default. */
const MERGED_OPTIONS = ['features', 'themeVariables'] as const

/**
 * Validates the dapp's config (untrusted data from the host page) merged over the deployment's `defaults`, and
 * fills in SPEC §1–§2's defaults (`configSchema`). `undefined` values count as unset.
 * @throws {ConfigError} naming the option's path, e.g. `Unknown config option 'foo'`,
 *   `networks[1].rpcUrls.default.http[0] must be an http(s) URL`, `Network not found` (defaultNetwork not in
 *   networks), `Cannot set both \`siweConfig\` and \`siwx\` options`.
 */
export function resolveConfig(input: unknown, deployment: DeploymentConfig): ResolvedConfig {
  if (input !== undefined && !isRecord(input)) throw new ConfigError('config must be an object')
  if (input?.embeddedWallet !== undefined)
    throw new ConfigError("embeddedWallet is the deployment's choice: set it in the modal's config.json")
  return parseConfigValue(configSchema, mergeOverDefaults(deployment.defaults, input ?? {}))
}

/**
 * Reads the deployment's `config.json`. Top-level keys other than `allowedOrigins`, `defaultOrigins` and `defaults`
 * (such as `projectId`, `relayUrl`, `apiBaseUrl`) are moved into `defaults`, so a deployment can write either
 * `{ "projectId": "…" }` or `{ "defaults": { "projectId": "…" } }`; the values are checked by `resolveConfig`.
 * @throws {ConfigError} `config.json: …` naming the field, also when a key is set both at the top level and in
 *   `defaults`.
 */
export function parseDeploymentConfig(json: unknown): DeploymentConfig {
  const fail = (message: string) => new ConfigError(`config.json: ${message}`)
  if (!isRecord(json)) throw fail('must be a JSON object')
  const { allowedOrigins = [], defaultOrigins = false, defaults = {}, ...topLevel } = json

  if (!Array.isArray(allowedOrigins)) throw fail('allowedOrigins must be an array of strings')
  allowedOrigins.forEach((pattern: unknown, index) => {
    if (typeof pattern !== 'string' || !isOriginPattern(pattern))
      throw fail(`allowedOrigins[${index}] must be an origin or a pattern such as https://*.example.com:*`)
  })
  if (typeof defaultOrigins !== 'boolean') throw fail('defaultOrigins must be a boolean')
  if (!isRecord(defaults)) throw fail('defaults must be an object')
  for (const key of Object.keys(topLevel)) {
    if (Object.hasOwn(defaults, key))
      throw fail(`'${shortenForMessage(key)}' is set both at the top level and in defaults`)
  }
  return { allowedOrigins: [...allowedOrigins], defaultOrigins, defaults: { ...defaults, ...topLevel } }
}

function mergeOverDefaults(defaults: Input, input: Input): Input {
  // `fromEntries` defines properties, so a `__proto__` key stays an own key (and is then refused as unknown).
  const merged = Object.fromEntries([
    ...Object.entries(defaults),
    // An undefined value leaves the default; with no default, it stays, so that an unknown key is still named.
    ...Object.entries(input).filter(([key, value]) => value !== undefined || !Object.hasOwn(defaults, key)),
  ])
  for (const key of MERGED_OPTIONS) {
    const base = defaults[key]
    const override = input[key]
    if (isRecord(base) && isRecord(override)) merged[key] = mergeOverDefaults(base, override)
  }
  return merged
}
