import { createServer } from 'node:http'
import Provider from 'oidc-provider'

/**
 * A real OpenID provider (`oidc-provider`) on loopback, with its development login form (any login is accepted;
 * the account's email is `<login>@idp.example`, verified unless the login starts with `unverified`). The HTTP
 * server listens first, so that the auth server can be given the issuer before the client is registered with
 * the auth server's callback.
 */
export async function startIdentityProvider() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
  return {
    issuer,
    clientId: 'wallet-auth',
    clientSecret: 'a test secret for the auth server',
    register(redirectUri: string) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: 'wallet-auth',
            client_secret: 'a test secret for the auth server',
            redirect_uris: [redirectUri],
          },
        ],
        pkce: { required: () => true },
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        cookies: { keys: ['a test cookie key'] },
        findAccount: (_ctx, sub) => ({
          accountId: sub,
          claims: () => ({ sub, email: `${sub}@idp.example`, email_verified: !sub.startsWith('unverified') }),
        }),
      })
      server.on('request', provider.callback())
    },
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Drives the development login and consent forms as a browser would; resolves to the callback URL it reaches. */
export async function logInAt(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>()
  const go = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    await response.arrayBuffer()
    const location = response.headers.get('location')
    return location ? new URL(location, url).href : url
  }
  let url = await go(authorizationUrl)
  for (let step = 0; step < 10; step++) {
    const path = new URL(url).pathname
    if (path.startsWith('/interaction/')) {
      const page = await fetch(url, { headers: { cookie: [...jar].map(([n, v]) => `${n}=${v}`).join('; ') } })
      const html = await page.text()
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? ''
      url = await go(url, prompt === 'login' ? { prompt, login, password: 'any' } : { prompt })
    } else if (new URL(url).origin === new URL(authorizationUrl).origin) {
      url = await go(url)
    } else {
      return url
    }
  }
  throw new Error(`the login did not reach the callback (last: ${url})`)
}
