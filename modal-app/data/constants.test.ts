import { describe, expect, test } from 'vitest'
import packageJson from '../../package.json'
import { SDK_QUERY } from './constants.js'

describe('SDK_QUERY', () => {
  test("default: the APIs' st and sv are this product's name and package.json's version", () => {
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(SDK_QUERY).toEqual({ st: 'wallet-modal', sv: `wallet-modal-${packageJson.version}` })
  })

  test('behavior: no other SDK is named', () => {
    expect(JSON.stringify(SDK_QUERY)).not.toMatch(/appkit|react-wagmi|web3modal/i)
  })
})
