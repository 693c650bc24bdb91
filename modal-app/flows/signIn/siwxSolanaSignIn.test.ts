import { describe, expect, test, vi } from 'vitest'
import { createSession } from '../../state/session.js'
import { createMemoryStorage } from '../../storage/context.js'
import { testState } from '../../store/appStateFixture.js'
import { createStore } from '../../store/store.js'
import { createSolanaSignInRequest } from './siwxSolanaSignIn.js'

function setup() {
  const store = createStore(testState({ origin: 'http://127.0.0.1:5174' }))
  const session = createSession({ store, storage: createMemoryStorage(), preferredNetworkId: null })
  const requestAccounts = vi.fn(async () => ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'])
  return { signIn: createSolanaSignInRequest({ store, session, requestAccounts }), requestAccounts }
}

describe('createSolanaSignInRequest', () => {
  test('error: a malformed input is refused before connecting', async () => {
    const { signIn, requestAccounts } = setup()
    const refusals = [
      [[], 'expected an object (SolanaSignInInput)'],
      [{ statement: 'a\nb' }, 'statement must be one line of at most 280 printable characters'],
      [{ statement: 'x'.repeat(281) }, 'statement must be one line of at most 280 printable characters'],
      [{ statement: 'a\u2028b' }, 'statement must be one line of at most 280 printable characters'],
      [{ statement: 'a\u202Eb' }, 'statement must be one line of at most 280 printable characters'],
      [{ nonce: 'short' }, 'nonce must be 8 to 64 letters or digits'],
      [{ nonce: 'not-alphanumeric' }, 'nonce must be 8 to 64 letters or digits'],
      [{ resources: ['not a uri'] }, 'resources must be at most 16 URIs'],
      [{ resources: 'https://a.example' }, 'resources must be at most 16 URIs'],
      [{ resources: ['https://a.example/\u2028x'] }, 'resources must be at most 16 URIs'],
    ] as const
    for (const [input, problem] of refusals)
      await expect(signIn(input as never)).rejects.toMatchObject({
        code: -32602,
        message: `Invalid solana_signIn params: ${problem}`,
      })
    expect(requestAccounts).not.toHaveBeenCalled()
  })

  test('error: no Solana wallet connected after the request', async () => {
    const { signIn } = setup()
    await expect(signIn({ nonce: 'abcdefgh1234' })).rejects.toMatchObject({ code: 4100 })
  })
})
