import { BaseError } from '../../shared/errors/base.js'
import { toErrorData } from '../../shared/errors/codec.js'
import { INVALID_PARAMS, UNSUPPORTED_METHOD } from '../../shared/errors/codes.js'
import { ProviderRpcError } from '../../shared/errors/rpc.js'
import { isOneOf, isRecord } from '../../shared/guards.js'
import {
  type HostMessage,
  type ModalApi,
  NAMESPACES,
  type Namespace,
  type OpenWalletModalOptions,
  type Result,
  VIEWS,
} from '../../shared/protocol.js'
import type { ResolvedConfig } from '../config/types.js'
import { parseHostMessage } from '../connectors/host/hostWallet.js'
import { log } from '../lib/log.js'
import type { Actions } from '../navigation/actions.js'
import { takesConsent } from '../navigation/stack.js'
import type { Presentation } from '../presentation/presentation.js'
import { currentView, type Store } from '../store/store.js'
import { AVAILABLE_VIEWS, viewIsOn } from '../views/index.js'
import { checkBridgeData } from './checkBridgeData.js'
import { reportedState } from './stateEvents.js'

export type ModalApiDeps = {
  store: Store
  actions: Actions
  presentation: Presentation
  resolveConfig(input: unknown): ResolvedConfig
  /** `input` is the dapp's own config, as it came. */
  applyConfig(config: ResolvedConfig, input: unknown): void
  request(args: unknown): Promise<unknown>
  handleHost(message: HostMessage): void
  disconnect(): void
}

/** Answers with the result, or with the failure as error data; a failure that is not one of ours is a bug: logged. */
async function toResult<T>(run: () => T | Promise<T>): Promise<Result<T>> {
  try {
    return { result: await run() }
  } catch (error) {
    if (!(error instanceof BaseError)) log.error(error)
    return { error: toErrorData(error, 'Something went wrong') }
  }
}

/** Checks `openWalletModal` options from the host page, which is untrusted. */
function parseOpenOptions(
  options: unknown,
  configured: readonly Namespace[],
  features: ResolvedConfig['features'],
): OpenWalletModalOptions {
  if (options === undefined) return {}
  if (!isRecord(options))
    throw new ProviderRpcError(
      INVALID_PARAMS,
      'openWalletModal: options must be an object { view?, namespace? }',
    )
  const { view, namespace, ...rest } = options
  const unknownKey = Object.keys(rest)[0]
  if (unknownKey !== undefined)
    throw new ProviderRpcError(INVALID_PARAMS, `openWalletModal: unknown option '${unknownKey}'`)
  const parsed: OpenWalletModalOptions = {}
  if (view !== undefined) {
    if (!isOneOf(VIEWS, view))
      throw new ProviderRpcError(INVALID_PARAMS, `openWalletModal: unknown view '${String(view)}'`)
    if (!AVAILABLE_VIEWS.includes(view))
      throw new ProviderRpcError(UNSUPPORTED_METHOD, `openWalletModal: the ${view} view is not available yet`)
    if (!viewIsOn(view, features))
      throw new ProviderRpcError(
        UNSUPPORTED_METHOD,
        `openWalletModal: the ${view} view is turned off by features`,
      )
    if (takesConsent(view))
      throw new ProviderRpcError(
        INVALID_PARAMS,
        `openWalletModal: the ${view} view asks for the user's consent; the modal opens it itself`,
      )
    parsed.view = view
  }
  if (namespace !== undefined) {
    if (!isOneOf(NAMESPACES, namespace))
      throw new ProviderRpcError(INVALID_PARAMS, `openWalletModal: unknown namespace '${String(namespace)}'`)
    if (!configured.includes(namespace))
      throw new ProviderRpcError(
        -32602,
        `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
      )
    parsed.namespace = namespace
  }
  return parsed
}

/** The API the modal exposes to the loader. Every argument is validated; every answer is a `Result`. */
export function createModalApi(deps: ModalApiDeps): ModalApi {
  const { store, actions, presentation } = deps
  const state = () => reportedState(store, presentation)
  return {
    configure: (input) =>
      toResult(() => {
        checkBridgeData(input, 'config')
        deps.applyConfig(deps.resolveConfig(input), input)
        return state()
      }),
    open: (options) =>
      toResult(async () => {
        checkBridgeData(options, 'openWalletModal options')
        const namespaces = [...new Set(store.get().config.networks.map((network) => network.chainNamespace))]
        const parsed = parseOpenOptions(options, namespaces, store.get().config.features)
        actions.open(parsed)
        // The loader shows the frame on the state event that says `open`, sent once the dialog is on screen;
        // answering after it resolves `openWalletModal()` once the modal is visible.
        await presentation.whenShown()
        return state()
      }),
    close: () =>
      toResult(() => {
        // The page closing an approval dismisses it: what waits is rejected with 4001 (state/approvals.ts), never
        // left open behind a closed modal or approved.
        actions.close({ force: currentView(store.get()) === 'ApproveTransaction' })
        return state()
      }),
    request: (args) =>
      toResult(() => {
        checkBridgeData(args, 'request')
        return deps.request(args)
      }),
    disconnect: () =>
      toResult(() => {
        deps.disconnect()
        return state()
      }),
    host: (message) =>
      toResult(() => {
        checkBridgeData(message, 'host message')
        deps.handleHost(parseHostMessage(message))
        return null
      }),
  }
}
