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
      // One client, allowed both response modes (Apple's form_post among them).
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

/** Where the provider sends the browser back: a URL to open, with a form to POST there (`form_post`). */
export interface Callback {
  url: string
  form?: URLSearchParams
}

/** Opens the callback as the popup's browser would: GET, or the auto-submitted POST of `form_post`. */
export const openCallback = (callback: Callback) =>
  fetch(callback.url, callback.form ? { method: 'POST', body: callback.form } : {})

/** Drives the development login and consent forms as a browser would; resolves to the callback it reaches. */
export async function logInAt(authorizationUrl: string, login: string): Promise<Callback> {
  const issuer = new URL(authorizationUrl).origin
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
    const html = await response.text()
    const location = response.headers.get('location')
    return { url: location ? new URL(location, url).href : url, html, redirected: location !== null }
  }
  let step = await go(authorizationUrl)
  for (let i = 0; i < 12; i++) {
    const posting = /<form method="post" action="([^"]+)">/.exec(step.html)
    if (!step.redirected && posting?.[1] && new URL(posting[1], step.url).origin !== issuer) {
      const form = new URLSearchParams()
      for (const [, name = '', value = ''] of step.html.matchAll(
        /<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g,
      ))
        form.set(name, value)
      return { url: posting[1], form }
    }
    if (new URL(step.url).origin !== issuer) return { url: step.url }
    if (!step.redirected && new URL(step.url).pathname.startsWith('/interaction/')) {
      const prompt = /name="prompt" value="(\w+)"/.exec(step.html)?.[1] ?? ''
      step = await go(step.url, prompt === 'login' ? { prompt, login, password: 'any' } : { prompt })
    } else {
      step = await go(step.url)
    }
  }
  throw new Error(`the login did not reach the callback (last: ${step.url})`)
}
