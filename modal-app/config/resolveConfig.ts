import { parseCaipNetworkId } from '../../shared/caip.js'
import { CONNECTOR_GROUP_ORDER, DEFAULT_CHAIN, DEFAULT_SOCIALS } from '../../shared/constants.js'
import { NETWORK_NOT_FOUND, SIWE_AND_SIWX_BOTH_SET } from '../../shared/errors/messages.js'
import { isOriginPattern } from '../../shared/origins.js'
import type { ProviderInfo } from '../../shared/protocol.js'
import { isDataImageUrl } from '../wallets/isDataImageUrl.js'
import { isRdns } from '../wallets/isRdns.js'
import { toSafeLink } from '../wallets/toSafeLink.js'
import type { AllWalletsMode, ConnectorGroup, WalletRecord } from '../wallets/types.js'
import { cleanDisplayText } from './cleanDisplayText.js'
import { ConfigError } from './errors.js'
import { isRecord } from './isRecord.js'
import { getBuiltinNetwork, toNetworkEntry } from './networks.js'
import type {
  ConnectMethod,
  DeploymentConfig,
  Features,
  Metadata,
  NetworkEntry,
  ResolvedConfig,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
} from './types.js'

type Input = Record<string, unknown>

const BOOLEAN_OPTIONS = {
  debug: true,
  enableWalletConnect: true,
  enableWalletGuide: true,
  enableWallets: true,
  enableEIP6963: true,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  manualWCControl: false,
  embedded: false,
} as const satisfies Partial<Record<keyof ResolvedConfig, boolean>>

const WALLET_ID_OPTIONS = ['featuredWalletIds', 'includeWalletIds', 'excludeWalletIds'] as const
const CATALOGUE_OPTIONS = [
  'customWallets',
  'allWallets',
  'connectorGroupOrder',
  'walletDirectoryUrl',
] as const

/** The public wallet-directory API (SPEC §7); a deployment or the dapp may point `walletDirectoryUrl` elsewhere. */
export const DEFAULT_WALLET_DIRECTORY_URL = 'https://api.web3modal.org'
const ALL_WALLETS_MODES: readonly AllWalletsMode[] = ['SHOW', 'HIDE', 'ONLY_MOBILE']
const CUSTOM_WALLET_KEYS: ReadonlySet<string> = new Set([
  'id',
  'name',
  'image_url',
  'rdns',
  'chains',
  'mobile_link',
  'desktop_link',
  'webapp_link',
])
const LINK_KEYS = ['mobile_link', 'desktop_link', 'webapp_link'] as const
const MAX_WALLET_ID_LENGTH = 128
const MAX_WALLET_NAME_LENGTH = 64
/** Custom wallet images: `img-src` allows https: and data:; data URLs only of image types, and not huge. */
const MAX_DATA_IMAGE_LENGTH = 256 * 1024

/** The loader consumes these and strips them; they are accepted here so a config is valid on both sides. */
const LOADER_ONLY_OPTIONS = ['modalUrl', 'container'] as const

// Validated, but ResolvedConfig has no field for them yet.
const UNCARRIED_OPTIONS = ['siwx', 'siweConfig', 'apiBaseUrl'] as const

const OPTIONS: ReadonlySet<string> = new Set([
  'projectId',
  'networks',
  'defaultNetwork',
  'themeMode',
  'themeVariables',
  'features',
  'metadata',
  'announceProvider',
  'providerInfo',
  'relayUrl',
  ...Object.keys(BOOLEAN_OPTIONS),
  ...WALLET_ID_OPTIONS,
  ...CATALOGUE_OPTIONS,
  ...LOADER_ONLY_OPTIONS,
  ...UNCARRIED_OPTIONS,
])

/** Option objects merged key by key over the deployment's defaults; every other option replaces the default. */
const MERGED_OPTIONS = ['features', 'themeVariables'] as const

const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system']
const STRING_THEME_VARIABLES = [
  '--w3m-accent',
  '--w3m-background',
  '--w3m-color-mix',
  '--w3m-font-family',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
] as const satisfies readonly (keyof ThemeVariables)[]
const NUMBER_THEME_VARIABLES = [
  '--w3m-color-mix-strength',
  '--w3m-z-index',
] as const satisfies readonly (keyof ThemeVariables)[]
// Values land in CSS custom properties: nothing that could end a declaration or a block, or escape.
const UNSAFE_CSS = /[;{}<>\\]/
const MAX_THEME_VALUE_LENGTH = 256

/** SPEC §1's defaults, AppKit's where SPEC is silent: email and socials on, legal checkbox, smart sessions and pay off. */
const FEATURE_DEFAULTS = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  pay: false,
} as const satisfies Partial<Record<keyof Features, boolean>>
const FEATURE_KEYS: ReadonlySet<string> = new Set([
  ...Object.keys(FEATURE_DEFAULTS),
  'socials',
  'connectMethodsOrder',
])
const SOCIAL_PROVIDERS: readonly SocialProvider[] = DEFAULT_SOCIALS
const CONNECT_METHODS: readonly ConnectMethod[] = ['email', 'social', 'wallet']
const METADATA_KEYS: ReadonlySet<string> = new Set(['name', 'description', 'url', 'icons'])

/**
 * Validates the dapp's config (untrusted data from the host page) merged over the deployment's `defaults`, and
 * fills in SPEC §1–§2's defaults. `undefined` values count as unset.
 * @throws {ConfigError} naming the option's path, e.g. `Unknown config option 'foo'`,
 *   `networks[1].rpcUrls.default.http[0] must be an http(s) URL`, `Network not found` (defaultNetwork not in
 *   networks), `Cannot set both \`siweConfig\` and \`siwx\` options`.
 */
export function resolveConfig(input: unknown, deployment: DeploymentConfig): ResolvedConfig {
  if (input !== undefined && !isRecord(input)) throw new ConfigError('config must be an object')
  const dappConfig = isRecord(input) ? input : {}
  for (const key of [...Object.keys(dappConfig), ...Object.keys(deployment.defaults)]) {
    if (!OPTIONS.has(key)) throw new ConfigError(`Unknown config option '${shorten(key)}'`)
  }
  const config = mergeOverDefaults(deployment.defaults, dappConfig)

  if (config.siweConfig !== undefined && config.siwx !== undefined)
    throw new ConfigError(SIWE_AND_SIWX_BOTH_SET)
  for (const key of ['siwx', 'siweConfig'] as const) {
    if (config[key] !== undefined && !isRecord(config[key])) throw new ConfigError(`${key} must be an object`)
  }
  if (config.relayUrl !== undefined && !isUrl(config.relayUrl, ['ws:', 'wss:']))
    throw new ConfigError('relayUrl must be a ws(s) URL')
  if (config.apiBaseUrl !== undefined && !isUrl(config.apiBaseUrl, ['http:', 'https:']))
    throw new ConfigError('apiBaseUrl must be an http(s) URL')

  const networks = resolveNetworks(config.networks)
  const booleans = Object.fromEntries(
    Object.entries(BOOLEAN_OPTIONS).map(([key, fallback]) => [
      key,
      resolveBoolean(config[key], key, fallback),
    ]),
  ) as Record<keyof typeof BOOLEAN_OPTIONS, boolean>

  const features = resolveFeatures(config.features)
  const allWallets = resolveAllWallets(config.allWallets)

  return {
    projectId: resolveProjectId(config.projectId),
    networks,
    defaultNetwork: resolveDefaultNetwork(config.defaultNetwork, networks),
    themeMode: resolveThemeMode(config.themeMode),
    themeVariables: resolveThemeVariables(config.themeVariables),
    features,
    metadata: resolveMetadata(config.metadata),
    ...booleans,
    featuredWalletIds: resolveStrings(config.featuredWalletIds, 'featuredWalletIds'),
    includeWalletIds: resolveStrings(config.includeWalletIds, 'includeWalletIds'),
    excludeWalletIds: resolveStrings(config.excludeWalletIds, 'excludeWalletIds'),
    relayUrl: config.relayUrl as string | undefined,
    announce: resolveBoolean(config.announceProvider, 'announceProvider', true)
      ? resolveProviderInfo(config.providerInfo)
      : null,
    customWallets: resolveCustomWallets(config.customWallets),
    allWallets: features.allWallets ? allWallets : 'HIDE',
    connectorGroupOrder:
      config.connectorGroupOrder === undefined
        ? undefined
        : resolveList<ConnectorGroup>(
            config.connectorGroupOrder,
            'connectorGroupOrder',
            CONNECTOR_GROUP_ORDER,
            false,
          ),
    walletDirectoryUrl: resolveWalletDirectoryUrl(config.walletDirectoryUrl),
  }
}

/** The provider's EIP-6963 identity; a deployment can give its own name, reverse-DNS id and icon. */
export const DEFAULT_PROVIDER_INFO: ProviderInfo = {
  name: 'Wallet Modal',
  rdns: 'dev.wallet-modal',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b6cf6"/><path d="M8 11h16v12H8z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="17" r="2" fill="#fff"/></svg>',
  )}`,
}

function resolveProviderInfo(value: unknown): ProviderInfo {
  if (value === undefined) return DEFAULT_PROVIDER_INFO
  if (!isRecord(value)) throw new ConfigError('providerInfo must be an object { name?, rdns?, icon? }')
  for (const key of Object.keys(value))
    if (!['name', 'rdns', 'icon'].includes(key))
      throw new ConfigError(`Unknown config option 'providerInfo.${shorten(key)}'`)
  const {
    name = DEFAULT_PROVIDER_INFO.name,
    rdns = DEFAULT_PROVIDER_INFO.rdns,
    icon = DEFAULT_PROVIDER_INFO.icon,
  } = value
  if (typeof name !== 'string' || name.trim() === '' || name.length > 64)
    throw new ConfigError('providerInfo.name must be a non-empty string of at most 64 characters')
  if (typeof rdns !== 'string' || !isRdns(rdns))
    throw new ConfigError('providerInfo.rdns must be a reverse domain name such as com.example.wallet')
  if (typeof icon !== 'string' || !isDataImageUrl(icon))
    throw new ConfigError('providerInfo.icon must be a data:image/* URL')
  return { name, rdns, icon }
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
      throw fail(`'${shorten(key)}' is set both at the top level and in defaults`)
  }
  return { allowedOrigins: [...allowedOrigins], defaultOrigins, defaults: { ...defaults, ...topLevel } }
}

function mergeOverDefaults(defaults: Input, input: Input): Input {
  // `fromEntries` defines properties, so a `__proto__` key stays an own key (and is then refused as unknown).
  const merged = Object.fromEntries([
    ...Object.entries(defaults),
    ...Object.entries(input).filter(([, value]) => value !== undefined),
  ])
  for (const key of MERGED_OPTIONS) {
    const base = defaults[key]
    const override = input[key]
    if (isRecord(base) && isRecord(override)) merged[key] = mergeOverDefaults(base, override)
  }
  return merged
}

function resolveProjectId(value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !/^[\w-]{1,128}$/.test(value))
    throw new ConfigError("projectId must be a string of letters, digits, '-' and '_'")
  return value
}

function resolveNetworks(value: unknown): NetworkEntry[] {
  if (value === undefined) return [getBuiltinNetwork(DEFAULT_CHAIN)!]
  if (!Array.isArray(value) || value.length === 0) throw new ConfigError('networks must be a non-empty array')
  const seen = new Set<string>()
  return value.map((item: unknown, index) => {
    const path = `networks[${index}]`
    const network = typeof item === 'string' ? builtinNetwork(item, path) : toNetworkEntry(item, path)
    if (seen.has(network.caipNetworkId)) throw new ConfigError(`${path} repeats ${network.caipNetworkId}`)
    seen.add(network.caipNetworkId)
    return network
  })
}

function builtinNetwork(caipNetworkId: string, path: string): NetworkEntry {
  const network = getBuiltinNetwork(caipNetworkId)
  if (network) return network
  throw new ConfigError(`Network Not Found: ${path} '${shorten(caipNetworkId)}' is not a built-in network`, {
    metaMessages: ['Pass a viem chain object for this network instead of its CAIP id.'],
  })
}

function resolveDefaultNetwork(value: unknown, networks: NetworkEntry[]): NetworkEntry {
  if (value === undefined) return networks[0]!
  let caipNetworkId: string
  if (typeof value === 'string') caipNetworkId = value
  else if (isRecord(value) && typeof value.caipNetworkId === 'string') caipNetworkId = value.caipNetworkId
  else if (isRecord(value) && typeof value.id === 'number') caipNetworkId = `eip155:${value.id}`
  else throw new ConfigError('defaultNetwork must be a CAIP network id or a chain object')
  const network = networks.find((network) => network.caipNetworkId === caipNetworkId)
  if (network) return network
  throw new ConfigError(NETWORK_NOT_FOUND, {
    metaMessages: [`defaultNetwork '${shorten(caipNetworkId)}' must be one of networks.`],
  })
}

function resolveThemeMode(value: unknown): ThemeMode {
  if (value === undefined) return 'system'
  const mode = THEME_MODES.find((mode) => mode === value)
  if (!mode) throw new ConfigError("themeMode must be 'light', 'dark' or 'system'")
  return mode
}

function resolveThemeVariables(value: unknown): ThemeVariables {
  if (value === undefined) return {}
  if (!isRecord(value)) throw new ConfigError('themeVariables must be an object')
  const variables: ThemeVariables = {}
  for (const [key, variable] of Object.entries(value)) {
    const path = `themeVariables.${shorten(key)}`
    const stringKey = STRING_THEME_VARIABLES.find((name) => name === key)
    const numberKey = NUMBER_THEME_VARIABLES.find((name) => name === key)
    if (!stringKey && !numberKey) throw new ConfigError(`Unknown config option '${path}'`)
    if (variable === undefined) continue
    if (numberKey) {
      if (typeof variable !== 'number' || !Number.isFinite(variable))
        throw new ConfigError(`${path} must be a finite number`)
      variables[numberKey] = variable
    } else if (stringKey) {
      if (typeof variable !== 'string' || variable.length > MAX_THEME_VALUE_LENGTH || !isSafeCss(variable))
        throw new ConfigError(
          `${path} must be a string of up to ${MAX_THEME_VALUE_LENGTH} characters without ; { } < > \\ or control characters`,
        )
      variables[stringKey] = variable
    }
  }
  return variables
}

function resolveFeatures(value: unknown): Features {
  if (value !== undefined && !isRecord(value)) throw new ConfigError('features must be an object')
  const features = isRecord(value) ? value : {}
  for (const key of Object.keys(features)) {
    if (!FEATURE_KEYS.has(key)) throw new ConfigError(`Unknown config option 'features.${shorten(key)}'`)
  }
  const flags = Object.fromEntries(
    Object.entries(FEATURE_DEFAULTS).map(([key, fallback]) => [
      key,
      resolveBoolean(features[key], `features.${key}`, fallback),
    ]),
  ) as Record<keyof typeof FEATURE_DEFAULTS, boolean>
  return {
    ...flags,
    socials: resolveSocials(features.socials),
    connectMethodsOrder:
      features.connectMethodsOrder === undefined
        ? undefined
        : resolveList(features.connectMethodsOrder, 'features.connectMethodsOrder', CONNECT_METHODS, false),
  }
}

function resolveSocials(value: unknown): SocialProvider[] {
  if (value === undefined || value === true) return [...DEFAULT_SOCIALS]
  if (value === false) return []
  return resolveList(value, 'features.socials', SOCIAL_PROVIDERS, true)
}

/** A list of distinct members of `allowed`, in the given order. */
function resolveList<T extends string>(
  value: unknown,
  path: string,
  allowed: readonly T[],
  allowEmpty: boolean,
): T[] {
  const kind = `${allowEmpty ? 'an' : 'a non-empty'} array of ${allowed.map((item) => `'${item}'`).join(', ')}`
  if (!Array.isArray(value) || (!allowEmpty && value.length === 0))
    throw new ConfigError(`${path} must be ${kind}`)
  return value.map((item: unknown, index) => {
    const member = allowed.find((allowedItem) => allowedItem === item)
    if (!member)
      throw new ConfigError(
        `${path}[${index}] must be one of ${allowed.map((item) => `'${item}'`).join(', ')}`,
      )
    if (value.indexOf(item) !== index) throw new ConfigError(`${path}[${index}] repeats '${member}'`)
    return member
  })
}

/** The dapp's name and description are its claims, shown to the user and to wallets: bounded like wallet names. */
const METADATA_NAME_MAX_CHARS = 40
const METADATA_DESCRIPTION_MAX_CHARS = 160

/**
 * The dapp's metadata, its name and description cleaned (control and bidi characters removed, bounded). `url` is
 * checked but never vouched for: the modal names the origin the handshake verified instead.
 */
function resolveMetadata(value: unknown): Metadata | undefined {
  if (value === undefined) return undefined
  if (!isRecord(value)) throw new ConfigError('metadata must be an object')
  for (const key of Object.keys(value)) {
    if (!METADATA_KEYS.has(key)) throw new ConfigError(`Unknown config option 'metadata.${shorten(key)}'`)
  }
  const { url, icons = [] } = value
  const name = typeof value.name === 'string' ? cleanDisplayText(value.name, METADATA_NAME_MAX_CHARS) : ''
  if (name === '') throw new ConfigError('metadata.name must be a non-empty string')
  const { description = '' } = value
  if (typeof description !== 'string') throw new ConfigError('metadata.description must be a string')
  if (!isUrl(url, ['http:', 'https:'])) throw new ConfigError('metadata.url must be an http(s) URL')
  if (!Array.isArray(icons)) throw new ConfigError('metadata.icons must be an array of http(s) URLs')
  icons.forEach((icon: unknown, index) => {
    if (!isUrl(icon, ['http:', 'https:']))
      throw new ConfigError(`metadata.icons[${index}] must be an http(s) URL`)
  })
  return {
    name,
    description: cleanDisplayText(description, METADATA_DESCRIPTION_MAX_CHARS),
    url,
    icons: [...icons],
  }
}

function resolveAllWallets(value: unknown): AllWalletsMode {
  if (value === undefined) return 'SHOW'
  const mode = ALL_WALLETS_MODES.find((mode) => mode === value)
  if (!mode) throw new ConfigError("allWallets must be 'SHOW', 'HIDE' or 'ONLY_MOBILE'")
  return mode
}

function resolveWalletDirectoryUrl(value: unknown): string {
  if (value === undefined) return DEFAULT_WALLET_DIRECTORY_URL
  if (!isUrl(value, ['http:', 'https:']) || new URL(value).search !== '' || new URL(value).hash !== '')
    throw new ConfigError('walletDirectoryUrl must be an http(s) URL without query or fragment')
  return value.replace(/\/+$/, '')
}

function resolveCustomWallets(value: unknown): WalletRecord[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new ConfigError('customWallets must be an array of wallet objects')
  const ids = new Set<string>()
  return value.map((item: unknown, index) => {
    const path = `customWallets[${index}]`
    if (!isRecord(item)) throw new ConfigError(`${path} must be an object`)
    for (const key of Object.keys(item)) {
      if (!CUSTOM_WALLET_KEYS.has(key))
        throw new ConfigError(`Unknown config option '${path}.${shorten(key)}'`)
    }
    const { id, name, image_url, rdns, chains } = item
    if (typeof id !== 'string' || id === '' || id.length > MAX_WALLET_ID_LENGTH)
      throw new ConfigError(
        `${path}.id must be a non-empty string of up to ${MAX_WALLET_ID_LENGTH} characters`,
      )
    if (ids.has(id)) throw new ConfigError(`${path}.id repeats '${shorten(id)}'`)
    ids.add(id)
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_WALLET_NAME_LENGTH)
      throw new ConfigError(
        `${path}.name must be a non-empty string of up to ${MAX_WALLET_NAME_LENGTH} characters`,
      )
    const wallet: WalletRecord = { id, name, chains: [] }
    if (image_url !== undefined) {
      const isImage =
        isUrl(image_url, ['https:']) ||
        (typeof image_url === 'string' &&
          isDataImageUrl(image_url) &&
          image_url.length <= MAX_DATA_IMAGE_LENGTH)
      if (!isImage) throw new ConfigError(`${path}.image_url must be an https: URL or a data:image URL`)
      wallet.image_url = image_url
    }
    if (rdns !== undefined) {
      if (typeof rdns !== 'string' || !isRdns(rdns))
        throw new ConfigError(`${path}.rdns must be a reverse-DNS name such as 'com.example.wallet'`)
      wallet.rdns = rdns
    }
    if (chains !== undefined) {
      if (!Array.isArray(chains))
        throw new ConfigError(`${path}.chains must be an array of CAIP-2 network ids`)
      wallet.chains = chains.map((chain: unknown, chainIndex) => {
        try {
          parseCaipNetworkId(chain)
        } catch {
          throw new ConfigError(
            `${path}.chains[${chainIndex}] must be a CAIP-2 network id such as 'eip155:1'`,
          )
        }
        return chain as string
      })
    }
    for (const key of LINK_KEYS) {
      if (item[key] === undefined) continue
      const link = toSafeLink(item[key], wallet.rdns)
      if (link === undefined)
        throw new ConfigError(
          `${path}.${key} must be an https URL, or the wallet's own app link such as 'wallet://'`,
        )
      wallet[key] = link
    }
    return wallet
  })
}

function resolveBoolean(value: unknown, path: string, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') throw new ConfigError(`${path} must be a boolean`)
  return value
}

function resolveStrings(value: unknown, path: string): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new ConfigError(`${path} must be an array of strings`)
  return value.map((item: unknown, index) => {
    if (typeof item !== 'string' || item === '')
      throw new ConfigError(`${path}[${index}] must be a non-empty string`)
    return item
  })
}

function isUrl(value: unknown, protocols: readonly string[]): value is string {
  if (typeof value !== 'string' || value !== value.trim()) return false
  try {
    return protocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

function isSafeCss(value: string): boolean {
  if (UNSAFE_CSS.test(value)) return false
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return false
  }
  return true
}

/** A string from the dapp, shortened for an error message. */
function shorten(value: string): string {
  return value.length > 64 ? `${value.slice(0, 64)}…` : value
}
