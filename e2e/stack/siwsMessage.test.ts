import { describe, expect, test } from 'vitest'
import { createSolanaSignInMessage } from '../../modal-app/flows/signIn/siwsMessage.js'
import { parseSolanaSignInMessage } from './siwsMessage.js'

const ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const fields = {
  origin: 'http://127.0.0.1:5174',
  address: ADDRESS,
  chainId: 'litesvm',
  nonce: 'abcdefgh12345678',
  resources: [] as string[],
  issuedAt: new Date('2026-01-01T00:00:00Z'),
}

describe('parseSolanaSignInMessage', () => {
  test('default', () => {
    const message = createSolanaSignInMessage({
      ...fields,
      statement: 'Sign in to the e2e dapp',
      resources: ['https://api.example/a', 'https://api.example/b'],
    })
    expect(parseSolanaSignInMessage(message)).toEqual({
      domain: '127.0.0.1:5174',
      address: ADDRESS,
      statement: 'Sign in to the e2e dapp',
      uri: 'http://127.0.0.1:5174',
      version: '1',
      chainId: 'litesvm',
      nonce: 'abcdefgh12345678',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-02T00:00:00.000Z',
      resources: ['https://api.example/a', 'https://api.example/b'],
    })
  })

  test('behavior: without statement and resources', () => {
    const parsed = parseSolanaSignInMessage(createSolanaSignInMessage(fields))
    expect(parsed).toMatchObject({ domain: '127.0.0.1:5174', nonce: 'abcdefgh12345678' })
    expect(parsed).not.toHaveProperty('statement')
    expect(parsed).not.toHaveProperty('resources')
  })

  test('error: anything but the format is not a sign-in message', () => {
    const message = createSolanaSignInMessage(fields)
    const variants = [
      message.replace('Solana account', 'Ethereum account'),
      message.replace(ADDRESS, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
      message.replace('Nonce: abcdefgh12345678\n', ''),
      message.replace(/(Version: 1)\n(Chain ID: litesvm)/, '$2\n$1'),
      `${message}\nExtra: field`,
      `${message}\n`,
      message.replace('127.0.0.1:5174 wants', 'evil site wants'),
      `${message}\nResources:`,
    ]
    for (const variant of variants) expect(parseSolanaSignInMessage(variant), variant).toBeUndefined()
  })
})
