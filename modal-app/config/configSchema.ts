import * as v from 'valibot'
import { LOG_LEVELS } from '../lib/log.js'
import { LEGAL_CHECKBOX_WITHOUT_LINKS, NETWORK_NOT_FOUND, SIWE_AND_SIWX_BOTH_SET } from '../texts/messages.js'
import { CONNECTOR_GROUP_ORDER } from '../wallets/constants.js'
import { customWalletsSchema } from './customWalletsSchema.js'
import { embeddedWalletSchema } from './embeddedWalletSchema.js'
import { featuresSchema } from './featuresSchema.js'
import { distinctList, droppingRecord, flag, HTTP_URL, STRINGS, strictRecord, url } from './fieldSchemas.js'
import { isRecord } from './isRecord.js'
import { metadataSchema } from './metadataSchema.js'
import { defaultNetworkSchema, networksSchema } from './networksSchema.js'
import { providerInfoSchema } from './providerInfoSchema.js'
import { shortenForMessage } from './shortenForMessage.js'
import { siwxSchema } from './siwxSchema.js'
import { themeModeSchema, themeVariablesSchema } from './themeSchema.js'
import { tokensSchema } from './tokensSchema.js'

/** The public wallet-directory API (SPEC §7); a deployment or the dapp may point `walletDirectoryUrl` elsewhere. */
const DEFAULT_WALLET_DIRECTORY_URL = 'https://api.web3modal.org'
const DIRECTORY_MESSAGE = 'must be an http(s) URL without query or fragment'
/** The public Blockchain API (SPEC §7); `apiBaseUrl` points elsewhere. */
const DEFAULT_API_BASE_URL = 'https://rpc.walletconnect.org'
/** Reown's analytics service (SPEC §7 `POST /e`); `analyticsUrl` points elsewhere. */
const DEFAULT_ANALYTICS_URL = 'https://pulse.walletconnect.org'
/** The public IPFS gateway `ipfs:` token metadata and images are read through; `ipfsGateway` points elsewhere. */
const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs'

/** An API base URL: http(s), no query or fragment, trailing slashes dropped. */
const baseUrl = (fallback: string) =>
  v.optional(
    v.pipe(
      url(['http:', 'https:'], DIRECTORY_MESSAGE),
      v.check((value) => new URL(value).search === '' && new URL(value).hash === '', DIRECTORY_MESSAGE),
      v.transform((value) => value.replace(/\/+$/, '')),
    ),
    fallback,
  )

/** Every option of `init(config)` and of a deployment's defaults; an unknown key is an error. */
const optionsSchema = strictRecord(
  {
    /** Where the modal-app is deployed. Defaults to the folder `loader.js` was served from. (Loader only.) */
    modalUrl: v.optional(v.string('must be a string')),
    /** Embedded mode: render inline in this element (or selector); the modal drives the frame's height. (Loader only.) */
    container: v.optional(v.custom<HTMLElement | string>(() => true)),
    /** Your WalletConnect (Reown) project id. */
    projectId: v.optional(
      v.pipe(
        v.string("must be a string of letters, digits, '-' and '_'"),
        v.regex(/^[\w-]{1,128}$/, "must be a string of letters, digits, '-' and '_'"),
      ),
    ),
    /** viem `Chain`-shaped objects, or CAIP ids of built-in networks such as `'eip155:1'`. */
    networks: networksSchema,
    /** One of `networks`: a CAIP id or a chain object. Default: the first of `networks`. */
    defaultNetwork: defaultNetworkSchema,
    /** Default `'system'`: follows `prefers-color-scheme`. */
    themeMode: themeModeSchema,
    /** AppKit's `--w3m-*` theme variables. */
    themeVariables: themeVariablesSchema,
    features: featuresSchema,
    /** Your app's name, description, url and icons, shown to the user and to wallets. */
    metadata: metadataSchema,
    /** Your terms of service, linked from Connect (and agreed to there with `features.legalCheckbox`). */
    termsConditionsUrl: v.optional(HTTP_URL),
    /** Your privacy policy, linked from Connect (and agreed to there with `features.legalCheckbox`). */
    privacyPolicyUrl: v.optional(HTTP_URL),
    /** Set by the loader when it was given a `container`: render inline, no backdrop. */
    embedded: flag(false),
    debug: flag(true),
    /** How much the modal logs in the console (SPEC §9: errors only by default). */
    logLevel: v.optional(
      v.picklist(LOG_LEVELS, "must be 'silent', 'error', 'warn', 'info' or 'debug'"),
      'error',
    ),
    enableWalletConnect: flag(true),
    enableWalletGuide: flag(true),
    enableWallets: flag(true),
    enableEIP6963: flag(true),
    enableNetworkSwitch: flag(true),
    allowUnsupportedChain: flag(false),
    /** SPEC §2: the wallet protocol is under manual control. */
    manualWCControl: flag(false),
    featuredWalletIds: STRINGS,
    includeWalletIds: STRINGS,
    excludeWalletIds: STRINGS,
    /** Your own wallet records, listed with the catalogue's. */
    customWallets: customWalletsSchema,
    /** The "All wallets" entry. Default `'SHOW'`. */
    allWallets: v.optional(
      v.picklist(['SHOW', 'HIDE', 'ONLY_MOBILE'], "must be 'SHOW', 'HIDE' or 'ONLY_MOBILE'"),
      'SHOW',
    ),
    /** Reorders the Connect view's wallet groups; groups not named follow in SPEC's order. */
    connectorGroupOrder: v.optional(distinctList(CONNECTOR_GROUP_ORDER, false)),
    /** The wallet-directory API, used only with a `projectId`. */
    walletDirectoryUrl: baseUrl(DEFAULT_WALLET_DIRECTORY_URL),
    /** The WalletConnect relay (`ws:` or `wss:`). Default: the public relay. */
    relayUrl: v.optional(url(['ws:', 'wss:'], 'must be a ws(s) URL')),
    /** Announce the provider over EIP-6963. Default true. */
    announceProvider: flag(true),
    /** How the provider is announced over EIP-6963. */
    providerInfo: providerInfoSchema,
    /** Sign in with X: where the modal gets a nonce, verifies a signature and reads the session. */
    siwx: siwxSchema,
    /** AppKit's SIWE option; accepted so that setting it beside `siwx` is refused (SPEC §8). Not built yet. */
    siweConfig: v.optional(droppingRecord({}, 'must be an object')),
    /** The Blockchain API (SPEC §7): balances, prices, history and identity, used only with a `projectId`. */
    apiBaseUrl: baseUrl(DEFAULT_API_BASE_URL),
    /** The analytics service (SPEC §7 `POST /e`), used only with a `projectId` and `features.analytics`. */
    analyticsUrl: baseUrl(DEFAULT_ANALYTICS_URL),
    /** Per CAIP network id, the tokens whose balances Account reads on chain when no Blockchain API answers. */
    tokens: tokensSchema,
    /** CAIP network ids where `apiBaseUrl` serves swaps, beside SPEC §9's swap chains (a self-hosted API's chain). */
    swapNetworks: STRINGS,
    /** The IPFS gateway NFT metadata and images with `ipfs:` URLs are read through (Account's NFTs tab). */
    ipfsGateway: baseUrl(DEFAULT_IPFS_GATEWAY),
    /** The passkey wallet: the deployment's choice alone (`config.json`); `init` may not set it. */
    embeddedWallet: embeddedWalletSchema,
    /**
     * SPEC §6: the account type the passkey wallet uses on eip155 (the only namespace with a choice here): an EIP-7702
     * smart account on the networks the deployment gives a delegate (`embeddedWallet.smartAccounts`), else `'eoa'`.
     */
    defaultAccountTypes: v.optional(
      strictRecord(
        {
          eip155: v.optional(
            v.picklist(['smartAccount', 'eoa'], "must be 'smartAccount' or 'eoa'"),
            'smartAccount',
          ),
        },
        'must be an object { eip155? }',
      ),
      { eip155: 'smartAccount' },
    ),
  },
  'must be an object',
)

/**
 * The config contract, declared once: `init`'s option type (`WalletModalOptions`), the validation with its
 * path-naming messages, and the resolved config (`ResolvedConfig`) all come from this schema.
 */
export const configSchema = v.pipe(
  v.unknown(),
  // Decided before the fields: with both set, what either holds is beside the point.
  v.check(
    (options) => !isRecord(options) || options.siweConfig === undefined || options.siwx === undefined,
    SIWE_AND_SIWX_BOTH_SET,
  ),
  optionsSchema,
  v.rawTransform(({ dataset: { value: options }, addIssue, NEVER }) => {
    const { networks, features, defaultNetwork: wanted } = options
    if (
      features.legalCheckbox &&
      options.termsConditionsUrl === undefined &&
      options.privacyPolicyUrl === undefined
    ) {
      addIssue({ message: LEGAL_CHECKBOX_WITHOUT_LINKS })
      return NEVER
    }
    // (`networks` has at least one entry.)
    const defaultNetwork =
      wanted === undefined ? networks[0] : networks.find((network) => network.caipNetworkId === wanted)
    if (!defaultNetwork) {
      const id = shortenForMessage(String(wanted))
      addIssue({ message: `${NETWORK_NOT_FOUND}\n\ndefaultNetwork '${id}' must be one of networks.` })
      return NEVER
    }
    return {
      projectId: options.projectId,
      networks,
      defaultNetwork,
      themeMode: options.themeMode,
      themeVariables: options.themeVariables,
      features: { ...features, connectMethodsOrder: features.connectMethodsOrder },
      metadata: options.metadata,
      /** The legal links Connect shows; with `features.legalCheckbox`, ticked before any connection. */
      legal: { termsConditionsUrl: options.termsConditionsUrl, privacyPolicyUrl: options.privacyPolicyUrl },
      embedded: options.embedded,
      debug: options.debug,
      logLevel: options.logLevel,
      enableWalletConnect: options.enableWalletConnect,
      enableWalletGuide: options.enableWalletGuide,
      enableWallets: options.enableWallets,
      enableEIP6963: options.enableEIP6963,
      enableNetworkSwitch: options.enableNetworkSwitch,
      allowUnsupportedChain: options.allowUnsupportedChain,
      manualWCControl: options.manualWCControl,
      /** The WalletConnect relay; undefined means the public relay. */
      relayUrl: options.relayUrl,
      /** How the loader announces the provider over EIP-6963; null when `announceProvider` is false. */
      announce: options.announceProvider ? options.providerInfo : null,
      /** The name and icon of the modal's Wallet Standard wallet (issue 12). */
      providerInfo: options.providerInfo,
      featuredWalletIds: options.featuredWalletIds,
      includeWalletIds: options.includeWalletIds,
      excludeWalletIds: options.excludeWalletIds,
      customWallets: options.customWallets,
      /** When the Connect view offers "All wallets"; `'HIDE'` whenever `features.allWallets` is false. */
      allWallets: features.allWallets ? options.allWallets : 'HIDE',
      connectorGroupOrder: options.connectorGroupOrder,
      /** Base URL of the wallet-directory API (SPEC §7), asked only when `projectId` is set. */
      walletDirectoryUrl: options.walletDirectoryUrl,
      /** Sign in with X; undefined when the dapp has no sign-in backend. */
      siwx: options.siwx,
      /** Base URL of the analytics service (SPEC §7), sent to only with a `projectId` and `features.analytics`. */
      analyticsUrl: options.analyticsUrl,
      /** Per CAIP network id, the ERC-20 tokens Account lists from the chain itself. */
      tokens: options.tokens,
      /** Base URL of the Blockchain API (SPEC §7), asked only when `projectId` is set. */
      apiBaseUrl: options.apiBaseUrl,
      /** Networks the Blockchain API serves swaps on beyond SPEC §9's list (flows/swap/swapNetworks.ts). */
      swapNetworks: options.swapNetworks,
      /** The IPFS path gateway, without a trailing slash (`ipfs://CID/p` is `<gateway>/CID/p`); trusted as chosen. */
      ipfsGateway: options.ipfsGateway,
      /** The embedded (passkey) wallet, when the deployment offers it. */
      embeddedWallet: options.embeddedWallet,
      /** The passkey wallet's account type on eip155 until the user chooses another (SPEC §6). */
      defaultAccountTypes: options.defaultAccountTypes,
    }
  }),
)

/** `init`'s options as a dapp writes them (every one optional). */
export type WalletModalOptions = v.InferInput<typeof optionsSchema>
