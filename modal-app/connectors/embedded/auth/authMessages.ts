import type { Hex } from 'viem'
import type { AuthUser, EscrowedWallet } from './authApi.js'

/** SPEC §9: email, device, OTP, social and redirect-URI requests time out at 30 s (the others too, here). */
export const AUTH_REQUEST_TIMEOUT_MS = 30_000

type Empty = Record<string, never>

/**
 * SPEC §4's embedded-wallet message pairs that the auth client answers (ARCHITECTURE.md: they are the API between the
 * modal and its auth client): each request goes with a random id, and is settled by `<TYPE>_SUCCESS` or
 * `<TYPE>_ERROR` with that id. `GET_WALLET`, `ESCROW_WALLET` and `GET_SERVER_KEY` are the escrow and server custody
 * of this product's auth server.
 */
export type AuthMessages = {
  CONNECT_EMAIL: [{ email: string }, { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }]
  CONNECT_DEVICE: [Empty, { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }]
  CONNECT_OTP: [{ otp: string }, { user: AuthUser }]
  GET_SOCIAL_REDIRECT_URI: [{ provider: string }, { uri: string }]
  CONNECT_SOCIAL: [{ uri: string }, { user: AuthUser } | { pending: true }]
  GET_USER: [Empty, { user: AuthUser }]
  IS_CONNECTED: [Empty, { isConnected: boolean }]
  SIGN_OUT: [Empty, Empty]
  UPDATE_EMAIL: [{ newEmail: string }, { action: 'VERIFY_PRIMARY_OTP' }]
  UPDATE_EMAIL_PRIMARY_OTP: [{ otp: string }, { action: 'VERIFY_SECONDARY_OTP' }]
  UPDATE_EMAIL_SECONDARY_OTP: [{ otp: string }, { user: AuthUser }]
  GET_WALLET: [Empty, { wallet: EscrowedWallet | { custody: 'server'; address: string } | null }]
  ESCROW_WALLET: [Omit<EscrowedWallet, 'custody'>, Empty]
  GET_SERVER_KEY: [Empty, { address: string; privateKey: Hex }]
}

export type AuthMessageType = keyof AuthMessages
export type AuthRequestOf<T extends AuthMessageType> = AuthMessages[T][0]
export type AuthAnswerOf<T extends AuthMessageType> = AuthMessages[T][1]

/** A request on the channel. */
export type AuthRequestMessage = { type: AuthMessageType; id: string; payload: unknown }
/** An answer on the channel: `<TYPE>_SUCCESS` or `<TYPE>_ERROR`, with the request's id. */
export type AuthAnswerMessage =
  | { type: `${AuthMessageType}_SUCCESS`; id: string; payload: unknown }
  | { type: `${AuthMessageType}_ERROR`; id: string; payload: AuthErrorPayload }

/** An error as it crosses the channel (structured clone keeps no class). */
export type AuthErrorPayload = {
  kind: 'server' | 'unreachable' | 'other'
  message: string
  status?: number
  retryAfter?: number
  attemptsLeft?: number
}
