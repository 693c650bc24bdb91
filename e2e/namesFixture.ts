import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import packageJson from '../package.json' with { type: 'json' }
import { env } from './stack/env.js'

/** A name label nobody has registered (names live as long as the local Blockchain API: one run). */
export const freshLabel = () => `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`

/** SPEC §7's query of every Blockchain API call, for the tests' own calls to the local API. */
const apiUrl = (path: string, projectId: string) =>
  `${env.blockchainApiUrl}/${path}?projectId=${projectId}&st=wallet-modal&sv=wallet-modal-${packageJson.version}`

/**
 * Registers `label.reown.id` for `key`'s account through the local Blockchain API's own contract, as another app
 * would (the registration message signed by the key), for chain `chainId`. Answers the HTTP status and body.
 */
export async function registerThroughApi(key: Hex, label: string, chainId: number, projectId = 'e2e-names') {
  const account = privateKeyToAccount(key)
  const name = `${label}.reown.id`
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await account.signMessage({ message })
  const response = await fetch(apiUrl('v1/profile/account', projectId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: (0x80000000 | chainId) >>> 0,
      address: account.address,
      message,
      signature,
    }),
  })
  return { status: response.status, body: (await response.json()) as unknown, name, address: account.address }
}

/** The profile the local Blockchain API holds for `name`, as the modal reads it (`apiVersion` 2). */
export async function profileOf(name: string, projectId = 'e2e-names') {
  const response = await fetch(`${apiUrl(`v1/profile/account/${name}`, projectId)}&apiVersion=2`)
  return {
    status: response.status,
    body: (await response.json()) as { addresses?: Record<string, { address: string }> },
  }
}
