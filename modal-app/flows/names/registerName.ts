import { toHex } from 'viem'
import { isUserRejection } from '../../../shared/errors/codes.js'
import type { RequestArguments } from '../../../shared/protocol.js'
import type { ProfileApi } from '../../data/profileApi.js'
import { ProfileApiError } from '../../data/profileApi.js'
import { log } from '../../lib/log.js'
import {
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
  coinTypeOf,
  errorRegisteringName,
  NAME_SUFFIX,
  nameProblem,
  registrationMessage,
} from '../../lib/profileNames.js'
import type { Actions } from '../../navigation/actions.js'
import { currentView, networkOf, type Store } from '../../store/store.js'
import { SIGNATURE_DECLINED } from '../../texts/messages.js'

export type RegisterNameDeps = {
  store: Store
  actions: Actions
  api: ProfileApi
  /**
   * Asks the connected eip155 wallet (SPEC §6's "auth connector": the connector the account signs with) to sign;
   * rejects when none is connected.
   */
  askWallet(args: RequestArguments): Promise<unknown>
  /** Whether an eip155 wallet is connected to sign. */
  hasWallet(): boolean
  /** Sets the account's profile name where Account reads it (SPEC §3 profileName). */
  setProfileName(address: string, name: string): void
  now?: () => number
}

/** The eip155 account that would hold the name, and its chain; or SPEC §8's message when there is none. */
function registrant(
  store: Store,
  hasWallet: boolean,
): { address: string; chainId: number } | { error: string } {
  const state = store.get()
  const account = state.accounts.eip155
  const network = networkOf(state, 'eip155')
  if (account?.status !== 'connected' || account.address === undefined || !hasWallet)
    return { error: ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND }
  if (network === undefined || typeof network.id !== 'number')
    return { error: ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND }
  return { address: account.address, chainId: network.id }
}

/** Why a registration failed, as the user reads it: the API's reason first (SPEC §8). */
function failureMessage(error: unknown, name: string): string {
  if (isUserRejection(error)) return SIGNATURE_DECLINED
  if (error instanceof ProfileApiError && error.reason !== undefined) return error.reason
  return errorRegisteringName(name)
}

/**
 * SPEC §4's name registration of `label` (the name without its suffix): RegisterAccountNameSuccess shows while the
 * connected wallet signs the registration message and the API registers it; then the account's profile name is
 * set. On any failure the user is back on RegisterAccountName with the reason in a toast. Nothing happens (a toast
 * says why) for a bad name, a chain id that is not a name's, or no connected eip155 account.
 */
export async function registerName(deps: RegisterNameDeps, label: string): Promise<void> {
  const { store, actions, api } = deps
  const problem = nameProblem(label)
  if (problem !== undefined) return actions.showToast(problem, 'error')
  const who = registrant(store, deps.hasWallet())
  if ('error' in who) return actions.showToast(who.error, 'error')
  let coinType: number
  try {
    coinType = coinTypeOf(who.chainId)
  } catch (error) {
    return actions.showToast(error instanceof Error ? error.message : String(error), 'error')
  }
  if (store.get().nameRegistration?.phase === 'pending') return
  const name = `${label}${NAME_SUFFIX}`
  store.set({ nameRegistration: { name, phase: 'pending' } })
  actions.push('RegisterAccountNameSuccess')
  try {
    const message = registrationMessage(name, (deps.now ?? Date.now)())
    const signature = await deps.askWallet({ method: 'personal_sign', params: [toHex(message), who.address] })
    if (typeof signature !== 'string') throw new Error('The wallet answered no signature')
    await api.register({ coinType, address: who.address, message, signature })
    deps.setProfileName(who.address, name)
    store.set({ nameRegistration: { name, phase: 'registered' } })
  } catch (error) {
    log.warn('name registration failed', error)
    store.set({ nameRegistration: { name, phase: 'failed' } })
    if (currentView(store.get()) === 'RegisterAccountNameSuccess') actions.back()
    actions.showToast(failureMessage(error, name), 'error')
  }
}
