import { describe, expect, test } from 'vitest'
import { parseCaipAddress, parseCaipNetworkId } from './caip.js'
import { CaipError } from './caipError.js'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseCaipNetworkId', () => {
  test('default', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', chainId: '1' })
  })

  test('behavior: every namespace, with CAIP-2 reference characters', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').namespace).toBe('bip122')
    expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182').namespace).toBe('polkadot')
    expect(parseCaipNetworkId('cosmos:cosmoshub-4')).toEqual({ namespace: 'cosmos', chainId: 'cosmoshub-4' })
  })

  test('error: wrong number of parts', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrowError(
      new CaipError('Invalid CAIP-2 network id: eip155'),
    )
    expect(() => parseCaipNetworkId(`eip155:1:${evm}`)).toThrowError(
      `Invalid CAIP-2 network id: eip155:1:${evm}`,
    )
  })

  test('error: empty part', () => {
    expect(() => parseCaipNetworkId('eip155:')).toThrowError('Invalid CAIP-2 network id: eip155:')
    expect(() => parseCaipNetworkId(':1')).toThrowError('Invalid CAIP-2 network id: :1')
  })

  test('error: unknown namespace', () => {
    expect(() => parseCaipNetworkId('tron:1')).toThrowError('Invalid CAIP-2 network id: tron:1')
    expect(() => parseCaipNetworkId('EIP155:1')).toThrowError('Invalid CAIP-2 network id: EIP155:1')
    expect(() => parseCaipNetworkId('__proto__:1')).toThrowError('Invalid CAIP-2 network id: __proto__:1')
  })

  test('error: characters outside CAIP-2', () => {
    expect(() => parseCaipNetworkId('eip155:1<b>')).toThrowError('Invalid CAIP-2 network id: eip155:1<b>')
    expect(() => parseCaipNetworkId('eip155: 1')).toThrowError('Invalid CAIP-2 network id: eip155: 1')
    expect(() => parseCaipNetworkId(`eip155:${'1'.repeat(33)}`)).toThrowError(CaipError)
  })

  test('error: not a string', () => {
    expect(() => parseCaipNetworkId(1)).toThrowError('Invalid CAIP-2 network id: 1')
    expect(() => parseCaipNetworkId(undefined)).toThrowError('Invalid CAIP-2 network id: undefined')
  })
})

describe('parseCaipAddress', () => {
  test('default', () => {
    expect(parseCaipAddress(`eip155:1:${evm}`)).toEqual({ namespace: 'eip155', chainId: '1', address: evm })
  })

  test('behavior: every namespace, with CAIP-10 address characters', () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    expect(parseCaipAddress(solana)).toEqual({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    })
    expect(
      parseCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
        .namespace,
    ).toBe('bip122')
    expect(parseCaipAddress('cosmos:cosmoshub-4:a.b-c%20').address).toBe('a.b-c%20')
  })

  test('error: not three parts, or an empty one', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrowError(
      new CaipError('Invalid CAIP-10 address: eip155:1'),
    )
    expect(() => parseCaipAddress(`eip155:1:${evm}:x`)).toThrowError(
      `Invalid CAIP-10 address: eip155:1:${evm}:x`,
    )
    expect(() => parseCaipAddress('eip155:1:')).toThrowError('Invalid CAIP-10 address: eip155:1:')
    expect(() => parseCaipAddress(`eip155::${evm}`)).toThrowError(`Invalid CAIP-10 address: eip155::${evm}`)
    expect(() => parseCaipAddress(`:1:${evm}`)).toThrowError(`Invalid CAIP-10 address: :1:${evm}`)
  })

  test('error: an unknown namespace, or characters outside CAIP-10, shortened in the message', () => {
    expect(() => parseCaipAddress(`tron:1:${evm}`)).toThrowError(`Invalid CAIP-10 address: tron:1:${evm}`)
    expect(() => parseCaipAddress('eip155:1:<img src=x>')).toThrowError(
      'Invalid CAIP-10 address: eip155:1:<img src=x>',
    )
    const long = `eip155:1:${'a'.repeat(200)}`
    expect(() => parseCaipAddress(long)).toThrowError(`Invalid CAIP-10 address: ${long.slice(0, 64)}…`)
  })

  test('error: not a string', () => {
    expect(() => parseCaipAddress(1)).toThrowError(new CaipError('Invalid CAIP Address'))
    expect(() => parseCaipAddress(undefined)).toThrowError('Invalid CAIP Address')
  })
})
