import { describe, expect, test } from 'vitest'
import { configSchema } from './configSchema.js'
import { ConfigError } from './errors.js'
import { parseConfigValue } from './parseConfigValue.js'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function messageOf(tokens: unknown): string {
  try {
    parseConfigValue(configSchema, { tokens })
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  throw new Error('expected a ConfigError')
}

describe('tokensSchema', () => {
  test('default: no tokens', () => {
    expect(parseConfigValue(configSchema, {}).tokens).toEqual({})
  })

  test("behavior: AppKit's one token per network and a list both become a list", () => {
    expect(
      parseConfigValue(configSchema, {
        tokens: {
          'eip155:1': { address: TOKEN, image: 'https://icons.example/t.png' },
          'eip155:31337': [{ address: TOKEN }, { address: TOKEN.toLowerCase() }],
        },
      }).tokens,
    ).toEqual({
      'eip155:1': [{ address: TOKEN, image: 'https://icons.example/t.png' }],
      'eip155:31337': [{ address: TOKEN }, { address: TOKEN.toLowerCase() }],
    })
  })

  test('behavior: a solana network takes SPL mints by their base58 address', () => {
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    expect(
      parseConfigValue(configSchema, { tokens: { 'solana:litesvm': { address: mint } } }).tokens,
    ).toEqual({
      'solana:litesvm': [{ address: mint }],
    })
  })

  test('error: each bad value names its path', () => {
    expect([
      messageOf([]),
      messageOf({ mainnet: { address: TOKEN } }),
      messageOf({ 'eip155:1': { address: '0x12' } }),
      messageOf({ 'eip155:1': { address: TOKEN, image: 'javascript:alert(1)' } }),
      messageOf({ 'eip155:1': [{ address: TOKEN }, { image: 'https://a.example/i.png' }] }),
      messageOf({ 'eip155:1': 'USDC' }),
      messageOf({ 'solana:litesvm': { address: TOKEN } }),
      messageOf({ 'eip155:1': { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' } }),
    ]).toMatchInlineSnapshot(`
      [
        "tokens must be an object of CAIP network ids, such as { 'eip155:1': { address: '0x…' } }",
        "tokens.mainnet is not a CAIP network id such as eip155:1",
        "tokens.eip155:1.address must be a token's address: 0x and 40 hex digits on eip155, a base58 mint on solana",
        "tokens.eip155:1.image must be an http(s) URL",
        "tokens.eip155:1[1].address must be a token's address: 0x and 40 hex digits on eip155, a base58 mint on solana",
        "tokens.eip155:1 must be an object with an address",
        "tokens has solana:litesvm addresses of the wrong kind: they must be 0x and 40 hex digits on eip155, a base58 mint on solana",
        "tokens has eip155:1 addresses of the wrong kind: they must be 0x and 40 hex digits on eip155, a base58 mint on solana",
      ]
    `)
  })
})
