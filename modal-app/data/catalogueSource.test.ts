import { describe, expect, test } from 'vitest'
import { catalogueSource } from './catalogueSource.js'

describe('catalogueSource', () => {
  test('default: no project id, no directory', () => {
    expect(catalogueSource(undefined, 'https://api.web3modal.org')).toEqual({
      key: 'builtin',
      directory: undefined,
    })
  })

  test('behavior: a project id gives a directory client, the same one for the same config', () => {
    const source = catalogueSource('p1', 'https://api.web3modal.org')
    expect(source.key).toBe('https://api.web3modal.org#p1')
    expect(source.directory).toBeDefined()
    expect(catalogueSource('p1', 'https://api.web3modal.org')).toBe(source)
    expect(catalogueSource('p2', 'https://api.web3modal.org')).not.toBe(source)
    expect(catalogueSource('p1', 'http://127.0.0.1:4445').key).toBe('http://127.0.0.1:4445#p1')
  })
})
