import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readAuthConfig } from '../auth-server/config.js'
import { startAuthServer } from '../auth-server/server.js'
import { startGitHubProvider } from '../auth-server/test/githubProvider.js'
import { startIdentityProvider } from '../auth-server/test/identityProvider.js'
import { codeIn, startMailCatcher } from '../auth-server/test/mailCatcher.js'
import { anvilNetwork } from './fixtures.js'
import { LOOPBACK_HOSTS, prepareDeployment } from './stack/deployment.js'
import { loopbackHosts } from './stack/loopbackHosts.js'
import { serveStatic } from './stack/serve.js'

const dist = fileURLToPath(new URL('../dist/modal-app', import.meta.url))

/** A free loopback port (bound, then released for the server that takes it). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (typeof address !== 'object' || address === null) throw new Error('no port')
  return address.port
}

/**
 * Email and social login's real parts (issue 23): the auth server (`auth-server/`, SQLite in a scratch folder, server
 * custody on), an SMTP catcher the tests read codes from, an OpenID provider (`oidc-provider`) as `google`, GitHub's
 * OAuth 2.0 contract on loopback (auth-server/test/githubProvider.ts) as `github`, and
 * one modal deployment per custody, on `localhost` (passkeys need a host name), whose config.json names the auth
 * server. The dapp pages stay on 127.0.0.1: the frame is cross-site.
 */
export async function startAuthLoginStack() {
  const scratch = await mkdtemp(join(tmpdir(), 'wallet-modal-auth-'))
  const mail = await startMailCatcher()
  const idp = await startIdentityProvider()
  const github = await startGitHubProvider()
  const ports = { passkey: await freePort(), server: await freePort(), approval: await freePort() }
  const modalUrls = {
    passkey: `http://localhost:${ports.passkey}`,
    server: `http://localhost:${ports.server}`,
    /** Server custody, on an auth server of its own with device approval on (`AUTH_DEVICE_APPROVAL=1`). */
    approval: `http://localhost:${ports.approval}`,
  }
  const providers = join(scratch, 'providers.json')
  await writeFile(
    providers,
    JSON.stringify({
      google: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
      github: github.settings,
    }),
  )
  // The auth server's clock, which a test moves past SPEC §5's 30 s cooldown instead of waiting it out.
  let skipped = 0
  const startAuth = (name: string, allowedOrigins: string[], deviceApproval: boolean) =>
    startAuthServer(
      {
        ...readAuthConfig({}),
        port: 0,
        databaseUrl: join(scratch, `${name}.sqlite`),
        smtpUrl: mail.url,
        allowedOrigins,
        oidcProvidersFile: providers,
        kek: crypto.getRandomValues(new Uint8Array(32)),
        deviceApproval,
      },
      { host: '127.0.0.1', log: () => {}, now: () => Date.now() + skipped },
    )
  const auth = await startAuth('auth', [modalUrls.passkey, modalUrls.server], false)
  const approvalAuth = await startAuth('approval', [modalUrls.approval], true)
  idp.register(`${auth.url}/v1/oauth/callback`)
  const deployments = [
    { name: 'passkey', custody: 'passkey', authUrl: auth.url },
    { name: 'server', custody: 'server', authUrl: auth.url },
    { name: 'approval', custody: 'server', authUrl: approvalAuth.url },
  ] as const
  const servers = await Promise.all(
    deployments.map(async ({ name, custody, authUrl }) => {
      const folder = await prepareDeployment(dist, join(scratch, `modal-${name}`), {
        allowedOrigins: LOOPBACK_HOSTS,
        networks: [anvilNetwork()],
        embeddedWallet: { authUrl, custody },
      })
      return serveStatic({ root: folder, host: await loopbackHosts(), port: ports[name], headers: 'file' })
    }),
  )
  return {
    modalUrls,
    authUrl: auth.url,
    /** The code of the next mail to `email` (within 5 s). */
    code: async (email: string) => codeIn(await mail.next(email)),
    /** The device-approval link of the next mail to `email` (within 5 s). */
    approvalLink: async (email: string) => {
      const link = /https?:\/\/\S+\/v1\/device\/approve\?t=[\w-]+/.exec((await mail.next(email)).text)?.[0]
      if (!link) throw new Error(`the mail to ${email} has no approval link`)
      return link
    },
    unread: mail.unread,
    /** Moves the auth server's clock `ms` ahead (its cooldowns and expiries; the browser's clock is its own). */
    skipTime(ms: number) {
      skipped += ms
    },
    async close() {
      await Promise.allSettled(servers.map((server) => server.close()))
      await Promise.allSettled([
        auth.close(),
        approvalAuth.close(),
        mail.close(),
        idp.close(),
        github.close(),
      ])
      await rm(scratch, { recursive: true, force: true })
    },
  }
}
