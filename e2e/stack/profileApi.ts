import type { IncomingMessage, ServerResponse } from 'node:http'
import { getAddress, isAddress, isHex, verifyMessage } from 'viem'
import { readBoundedBody } from './boundedBody.js'
import { send } from './jsonApi.js'

/**
 * The Blockchain API's profile (names) and smart-session calls of SPEC §7, for the local Blockchain API
 * (blockchainApiServer.ts mounts it), built from the hosted service's documented shapes:
 * - `GET /v1/profile/suggestions/{name}?zone=reown.id` → `{ suggestions: [{ name, registered }] }`;
 * - `GET /v1/profile/account/{name}?apiVersion=2` → `{ name, registered, updated, addresses: { [coinType]: { address } },
 *   attributes }`, 404 with `{ reasons: [{ field, description }] }` when nobody holds it;
 * - `GET /v1/profile/reverse/{address}?sender&apiVersion=2` → the names whose addresses hold `address`, newest first;
 * - `POST /v1/profile/account` with `{ coin_type, address, message, signature }`: `message` is the JSON
 *   `{ name, attributes, timestamp }` the account signed (EIP-191). Checked for real: the signature recovers
 *   `address` (viem `verifyMessage`), the name is SPEC §5's (4 or more letters, digits or hyphens, then the zone),
 *   the timestamp within 10 minutes, the coin type an ENSIP-11 eip155 one, the name free. Errors are 400 with
 *   `{ reasons: [{ field, description }] }`, the shape the modal reads its message from (SPEC §8);
 * - `GET /v1/sessions/{address}` → `{ pcis: [smart session] }`, revoked ones with `revokedAt`;
 * - `POST /v1/sessions/{address}/revoke` with `{ pci, signature }`: the signature is the account's over the `pci`
 *   text, checked for real; 400 `{ reasons }` for a bad signature or an unknown session.
 * Test-only: `POST /__sessions/{address}` with a session's fields adds one (a dapp's grant would), and answers its pci.
 */
const NAME_ZONE = 'reown.id'
const NAME_PATTERN = /^[a-z0-9-]{4,}$/
const MESSAGE_MAX_AGE_S = 600
const MAX_BODY_BYTES = 16_384
const SLIP44_MSB = 0x80000000

type Profile = { name: string; registered: number; addresses: Record<string, { address: string }> }
type SmartSession = {
  pci: string
  project: { id: string; name: string; url: string; iconUrl: string }
  expiry: number
  createdAt: number
  permissions: { type: string; data: unknown }[]
  policies: { type: string; data: unknown }[]
  context: string
  revokedAt?: number
}

export type ProfileStore = {
  /** Answers the profile and session paths; false for any other path. */
  handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>
}

const refuse = (response: ServerResponse, status: number, field: string, description: string) =>
  send(response, status, { reasons: [{ field, description }] })

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const body = await readBoundedBody(request, MAX_BODY_BYTES)
  if (body === undefined) return undefined
  try {
    const value: unknown = JSON.parse(body)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** Whether `coinType` is an eip155 chain's (ENSIP-11: the chain id with the top bit set). */
const isEvmCoinType = (coinType: unknown): coinType is number =>
  typeof coinType === 'number' && Number.isInteger(coinType) && coinType >= SLIP44_MSB && coinType < 2 ** 32

/** `profiles` seeds taken names (lowercase name with its zone → address). */
export function createProfileStore(seed: { profiles?: Record<string, string> } = {}): ProfileStore {
  const profiles = new Map<string, Profile>()
  for (const [name, address] of Object.entries(seed.profiles ?? {}))
    profiles.set(name, { name, registered: 0, addresses: { 60: { address: getAddress(address) } } })
  const sessions = new Map<string, SmartSession[]>()

  async function register(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request)
    if (body === undefined) return refuse(response, 400, 'body', 'The body must be a JSON object')
    const { coin_type: coinType, address, message, signature } = body
    if (!isEvmCoinType(coinType)) return refuse(response, 400, 'coin_type', 'Unsupported coin type')
    if (typeof address !== 'string' || !isAddress(address))
      return refuse(response, 400, 'address', 'Invalid address')
    if (typeof message !== 'string' || typeof signature !== 'string' || !isHex(signature))
      return refuse(response, 400, 'signature', 'A message and its signature are required')
    const valid = await verifyMessage({ address, message, signature }).catch(() => false)
    if (!valid) return refuse(response, 401, 'signature', 'Invalid signature')
    let signed: { name?: unknown; timestamp?: unknown }
    try {
      signed = JSON.parse(message) as typeof signed
    } catch {
      return refuse(response, 400, 'message', 'The message must be JSON')
    }
    const { name, timestamp } = signed
    if (typeof name !== 'string' || !name.endsWith(`.${NAME_ZONE}`))
      return refuse(response, 400, 'name', `The name must end with .${NAME_ZONE}`)
    if (!NAME_PATTERN.test(name.slice(0, -NAME_ZONE.length - 1)))
      return refuse(response, 400, 'name', 'Name must be at least 4 letters, digits or hyphens')
    if (typeof timestamp !== 'number' || Math.abs(Date.now() / 1000 - timestamp) > MESSAGE_MAX_AGE_S)
      return refuse(response, 400, 'timestamp', 'The message is expired')
    if (profiles.has(name)) return refuse(response, 400, 'name', 'Name is already registered')
    const profile: Profile = {
      name,
      registered: Math.floor(Date.now() / 1000),
      addresses: { [String(coinType)]: { address: getAddress(address) } },
    }
    profiles.set(name, profile)
    return send(response, 200, { ...profile, updated: profile.registered, attributes: {} })
  }

  function sessionsOf(address: string): SmartSession[] {
    const key = address.toLowerCase()
    const list = sessions.get(key) ?? []
    sessions.set(key, list)
    return list
  }

  async function revoke(request: IncomingMessage, response: ServerResponse, address: `0x${string}`) {
    const body = await readJson(request)
    const pci = body?.pci
    const signature = body?.signature
    if (typeof pci !== 'string' || typeof signature !== 'string' || !isHex(signature))
      return refuse(response, 400, 'pci', 'A pci and its signature are required')
    const session = sessionsOf(address).find((entry) => entry.pci === pci)
    if (session === undefined) return refuse(response, 404, 'pci', 'Session not found')
    const valid = await verifyMessage({ address, message: pci, signature }).catch(() => false)
    if (!valid) return refuse(response, 401, 'signature', 'Invalid signature')
    session.revokedAt ??= Math.floor(Date.now() / 1000)
    return send(response, 200, { pci, revokedAt: session.revokedAt })
  }

  async function addSession(request: IncomingMessage, response: ServerResponse, address: string) {
    const body = (await readJson(request)) ?? {}
    const now = Math.floor(Date.now() / 1000)
    const pci = `pci-${crypto.randomUUID()}`
    const project = body.project as SmartSession['project'] | undefined
    sessionsOf(address).unshift({
      pci,
      project: project ?? { id: 'e2e', name: 'E2E dapp', url: 'https://dapp.example', iconUrl: '' },
      expiry: typeof body.expiry === 'number' ? body.expiry : now + 86_400,
      createdAt: now,
      permissions: [
        { type: 'contract-call', data: { address: '0x0000000000000000000000000000000000000001' } },
      ],
      policies: [],
      context: '0x',
    })
    return send(response, 200, { pci })
  }

  return {
    async handle(request, response, path) {
      let match = /^\/__sessions\/(0x[0-9a-fA-F]{40})$/.exec(path)
      if (match && request.method === 'POST') return addSession(request, response, match[1]!).then(() => true)
      match = /^\/v1\/profile\/suggestions\/([^/]+)$/.exec(path)
      if (match) {
        const base = decodeURIComponent(match[1]!).toLowerCase()
        const names = [base, `${base}-1`, `${base}01`, `the-${base}`].map((label) => `${label}.${NAME_ZONE}`)
        send(response, 200, {
          suggestions: names.map((name) => ({ name, registered: profiles.has(name) })),
        })
        return true
      }
      if (path === '/v1/profile/account' && request.method === 'POST')
        return register(request, response).then(() => true)
      match = /^\/v1\/profile\/account\/([^/]+)$/.exec(path)
      if (match) {
        const profile = profiles.get(decodeURIComponent(match[1]!).toLowerCase())
        if (profile === undefined) refuse(response, 404, 'name', 'Name not found')
        else send(response, 200, { ...profile, updated: profile.registered, attributes: {} })
        return true
      }
      match = /^\/v1\/profile\/reverse\/(0x[0-9a-fA-F]{40})$/.exec(path)
      if (match) {
        const address = match[1]!.toLowerCase()
        const held = [...profiles.values()]
          .filter((profile) =>
            Object.values(profile.addresses).some((entry) => entry.address.toLowerCase() === address),
          )
          .reverse()
        send(
          response,
          200,
          held.map((profile) => ({ ...profile, updated: profile.registered, attributes: {} })),
        )
        return true
      }
      match = /^\/v1\/sessions\/(0x[0-9a-fA-F]{40})\/revoke$/.exec(path)
      if (match && request.method === 'POST')
        return revoke(request, response, match[1]! as `0x${string}`).then(() => true)
      match = /^\/v1\/sessions\/(0x[0-9a-fA-F]{40})$/.exec(path)
      if (match) {
        send(response, 200, { pcis: sessionsOf(match[1]!) })
        return true
      }
      return false
    },
  }
}
