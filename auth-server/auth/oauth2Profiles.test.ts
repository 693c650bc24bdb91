import { describe, expect, it } from 'vitest'
import { type ApiGet, OAUTH2_PROVIDERS } from './oauth2Profiles.js'

/** The provider's API as its documentation shows it: one answer per path. */
const api =
  (answers: Record<string, unknown>): ApiGet =>
  async (path) => {
    if (!(path in answers)) throw new Error(`unexpected ${path}`)
    return answers[path]
  }

describe('OAUTH2_PROVIDERS: who logged in, from each API', () => {
  it('default: GitHub: the numeric id, the primary email and its verified flag', async () => {
    const person = await OAUTH2_PROVIDERS.github.person(
      api({
        '/user': { id: 583231, login: 'octocat' },
        '/user/emails': [
          { email: 'other@example.com', primary: false, verified: true },
          { email: 'octocat@github.com', primary: true, verified: false },
        ],
      }),
    )
    expect(person).toEqual({
      iss: 'https://github.com',
      sub: '583231',
      email: 'octocat@github.com',
      email_verified: false,
    })
  })

  it('default: Discord: /users/@me with email and verified', async () => {
    expect(
      await OAUTH2_PROVIDERS.discord.person(
        api({ '/users/@me': { id: '80351110224678912', email: 'nelly@discord.com', verified: true } }),
      ),
    ).toEqual({
      iss: 'https://discord.com',
      sub: '80351110224678912',
      email: 'nelly@discord.com',
      email_verified: true,
    })
  })

  it('default: Facebook and X: an email given is a confirmed one; none given is none', async () => {
    expect(
      await OAUTH2_PROVIDERS.facebook.person(
        api({ '/me?fields=id,email': { id: '10', email: 'a@fb.example' } }),
      ),
    ).toMatchObject({ sub: '10', email: 'a@fb.example', email_verified: true })
    expect(
      await OAUTH2_PROVIDERS.facebook.person(api({ '/me?fields=id,email': { id: '11' } })),
    ).toMatchObject({
      sub: '11',
      email_verified: false,
    })
    expect(
      await OAUTH2_PROVIDERS.x.person(
        api({
          '/users/me?user.fields=confirmed_email': {
            data: { id: '2244994945', confirmed_email: 'x@x.example' },
          },
        }),
      ),
    ).toEqual({ iss: 'https://x.com', sub: '2244994945', email: 'x@x.example', email_verified: true })
  })

  it('error: an answer without the account id is no login', async () => {
    await expect(
      OAUTH2_PROVIDERS.discord.person(api({ '/users/@me': { message: '401: Unauthorized' } })),
    ).rejects.toThrow("the provider's answer has no id")
    await expect(
      OAUTH2_PROVIDERS.github.person(api({ '/user': { id: 1.5 }, '/user/emails': [] })),
    ).rejects.toThrow("the provider's answer has no id")
  })
})
