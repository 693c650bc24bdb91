import { describe, expect, test } from 'vitest'
import { catalogueSource } from './catalogueSource.js'

const noClientId = () => undefined

describe('catalogueSource', () => {
  test('default: no project id, no directory', () => {
    expect(catalogueSource(undefined, 'https://api.web3modal.org', noClientId)).toEqual({
      key: 'builtin',
      directory: undefined,
    })
  })

  test('behavior: a project id gives a directory client, the same one for the same config', () => {
    const source = catalogueSource('p1', 'https://api.web3modal.org', noClientId)
    expect(source.key).toBe('https://api.web3modal.org#p1')
    expect(source.directory).toBeDefined()
    expect(catalogueSource('p1', 'https://api.web3modal.org', noClientId)).toBe(source)
    expect(catalogueSource('p2', 'https://api.web3modal.org', noClientId)).not.toBe(source)
    expect(catalogueSource('p1', 'http://127.0.0.1:4445', noClientId).key).toBe('http://127.0.0.1:4445#p1')
  })
})
