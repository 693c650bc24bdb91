import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/**
 * GitHub's OAuth app flow on loopback, built from GitHub's documented contract (the machine cannot reach GitHub):
 * `GET /login/oauth/authorize` (a login form standing in for GitHub's page; PKCE S256 and state required),
 * `POST /login/oauth/access_token` (form body; JSON with `Accept: application/json`), and the REST API's
 * `GET /user` and `GET /user/emails` with the token. Its login page sends `Cross-Origin-Opener-Policy: same-origin`,
 * as providers do that cut the popup off from its opener. Any login is accepted; its primary email is
 * `<login>@github.example`, verified unless the login starts with `unverified`.
 */
export async function startGitHubProvider() {
  const clientId = 'Iv1.wallet-auth'
  const clientSecret = 'a test secret for the auth server'
  const codes = new Map<string, { login: string; redirectUri: string; challenge: string }>()
  const tokens = new Map<string, { login: string; id: number }>()
  let ids = 1000

  const read = (request: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      let text = ''
      request.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      request.on('end', () => resolve(new URLSearchParams(text)))
    })
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
  }
  const attribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/login/oauth/authorize' && request.method === 'GET') {
      const query = url.searchParams
      if (query.get('client_id') !== clientId) return json(response, 404, { error: 'unknown client' })
      if (
        query.get('code_challenge_method') !== 'S256' ||
        !query.get('code_challenge') ||
        !query.get('state')
      )
        return json(response, 400, { error: 'PKCE S256 and state are required here' })
      const fields = ['redirect_uri', 'state', 'code_challenge']
        .map((name) => `<input type="hidden" name="${name}" value="${attribute(query.get(name) ?? '')}">`)
        .join('')
      // A provider page whose COOP severs the popup from the modal that opened it: the modal learns of the login
      // by its long poll alone (SPEC's opener-severed fallback).
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cross-origin-opener-policy': 'same-origin',
      })
      return response.end(
        `<!doctype html><title>Sign in to GitHub</title><form method="post" action="/login/oauth/authorize">${fields}<label>Username <input name="login"></label><button type="submit">Authorize</button></form>`,
      )
    }
    if (url.pathname === '/login/oauth/authorize' && request.method === 'POST') {
      const form = await read(request)
      const code = randomBytes(10).toString('hex')
      const redirectUri = form.get('redirect_uri') ?? ''
      codes.set(code, {
        login: form.get('login') || 'octocat',
        redirectUri,
        challenge: form.get('code_challenge') ?? '',
      })
      const back = new URL(redirectUri)
      back.searchParams.set('code', code)
      back.searchParams.set('state', form.get('state') ?? '')
      response.writeHead(302, { location: back.href })
      return response.end()
    }
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      const form = await read(request)
      const grant = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      const verifier = form.get('code_verifier') ?? ''
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      // GitHub answers a bad code with 200 and an error body.
      if (
        !grant ||
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret ||
        form.get('redirect_uri') !== grant.redirectUri ||
        challenge !== grant.challenge
      )
        return json(response, 200, { error: 'bad_verification_code' })
      const token = `gho_${randomBytes(16).toString('hex')}`
      tokens.set(token, { login: grant.login, id: ++ids })
      return json(response, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' })
    }
    const bearer = /^(?:Bearer|token) (.+)$/i.exec(request.headers.authorization ?? '')?.[1]
    const user = bearer ? tokens.get(bearer) : undefined
    if (url.pathname === '/user' || url.pathname === '/user/emails') {
      if (!user) return json(response, 401, { message: 'Bad credentials' })
      if (url.pathname === '/user') return json(response, 200, { id: user.id, login: user.login })
      return json(response, 200, [
        { email: `${user.login}-old@github.example`, primary: false, verified: true, visibility: null },
        {
          email: `${user.login}@github.example`,
          primary: true,
          verified: !user.login.startsWith('unverified'),
          visibility: 'private',
        },
      ])
    }
    json(response, 404, { message: 'Not Found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
  return {
    url,
    /** The providers-file entry that points the auth server's `github` here. */
    settings: {
      clientId,
      clientSecret,
      authorizationUrl: `${url}/login/oauth/authorize`,
      tokenUrl: `${url}/login/oauth/access_token`,
      apiUrl: url,
    },
    /** Signs in as `login` and follows the form as a browser would: the callback URL it sends the browser to. */
    async logIn(authorizationUrl: string, login: string): Promise<string> {
      const page = await (await fetch(authorizationUrl)).text()
      const form = new URLSearchParams({ login })
      for (const [, name, value] of page.matchAll(/name="([^"]+)" value="([^"]*)"/g))
        form.set(
          String(name),
          String(value).replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
        )
      const answer = await fetch(`${url}/login/oauth/authorize`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      })
      return String(answer.headers.get('location'))
    },
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
