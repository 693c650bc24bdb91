import { describe, expect, test } from 'vitest'
import { parseDeploymentConfig, resolveConfig } from './resolveConfig.js'
import { configError, deployment } from './resolveConfigFixture.js'

describe('ipfsGateway', () => {
  test('default: the public gateway (kept without its trailing slash, as the other base URLs)', () => {
    expect(resolveConfig({}, deployment).ipfsGateway).toBe('https://ipfs.io/ipfs')
  })

  test('behavior: the deployment’s gateway; the app may set its own', () => {
    const local = parseDeploymentConfig({ ipfsGateway: 'http://127.0.0.1:8080/ipfs/' })
    expect(resolveConfig({}, local).ipfsGateway).toBe('http://127.0.0.1:8080/ipfs')
    expect(resolveConfig({ ipfsGateway: 'https://gateway.example.com/ipfs//' }, local).ipfsGateway).toBe(
      'https://gateway.example.com/ipfs',
    )
  })

  test('error: not an http(s) URL, or one with a query or fragment', () => {
    for (const ipfsGateway of [
      'ipfs://gateway',
      'https://gateway.example.com/ipfs/?x=1',
      'https://g.example/#a',
      7,
    ])
      expect(configError(() => resolveConfig({ ipfsGateway }, deployment))).toBe(
        'ipfsGateway must be an http(s) URL without query or fragment',
      )
  })
})
