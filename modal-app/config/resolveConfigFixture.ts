import { expect } from 'vitest'
import { ConfigError } from './errors.js'
import type { DeploymentConfig } from './types.js'

/** Shared setup of the resolveConfig.*.test.ts files: a deployment, a custom chain and the ConfigError reader. */

export const deployment: DeploymentConfig = { allowedOrigins: [], defaultOrigins: true, defaults: {} }
export const withDefaults = (defaults: Record<string, unknown>): DeploymentConfig => ({
  ...deployment,
  defaults,
})

export const customChain = {
  id: 7777,
  name: 'Devnet',
  nativeCurrency: { name: 'Dev', symbol: 'DEV', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9545'] } },
}

/** The message of the ConfigError `fn` throws. */
export function configError(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  throw new Error('expected a ConfigError')
}
