import { writeFile } from 'node:fs/promises'
import { readAuthConfig } from '../../auth-server/config.js'
import { startAuthServer } from '../../auth-server/server.js'
import { startGitHubProvider } from '../../auth-server/test/githubProvider.js'
import { startIdentityProvider } from '../../auth-server/test/identityProvider.js'
import { startMailCatcher } from '../../auth-server/test/mailCatcher.js'
import { onPreferredPort } from './preferredPort.js'

/** The social providers `npm start` logs in with: local stand-ins that accept any username. */
export const DEMO_SOCIALS = ['google', 'github'] as const

/**
 * `npm start`'s email and social login (issue 23): the auth server (`auth-server/`, SQLite in `databaseFile`, server
 * custody under a key made for this run); a local mail catcher whose every mail is printed on the console, so a
 * visitor types an email, reads the code in the terminal, and is connected; and, for the social buttons, an OpenID
 * provider (`oidc-provider`) as `google` and GitHub's OAuth 2.0 contract as `github`, both on loopback, both taking
 * any username. `modalOrigins` may call the server.
 */
export async function startDemoAuth(options: {
  port: number
  databaseFile: string
  providersFile: string
  modalOrigins: string[]
  print?: (line: string) => void
}) {
  const print = options.print ?? ((line: string) => console.log(line))
  const mail = await startMailCatcher({
    onMail: (caught) =>
      print(
        [
          '',
          `  ── Mail to ${caught.to}: ${caught.subject}`,
          ...caught.text
            .trim()
            .split('\n')
            .map((line) => `  │ ${line}`),
          '',
        ].join('\n'),
      ),
  })
  const idp = await startIdentityProvider()
  const github = await startGitHubProvider()
  const closeProviders = () => Promise.allSettled([mail.close(), idp.close(), github.close()])
  try {
    await writeFile(
      options.providersFile,
      JSON.stringify({
        google: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
        github: github.settings,
      }),
    )
    const auth = await onPreferredPort(options.port, (port) =>
      startAuthServer(
        {
          ...readAuthConfig({}),
          port,
          databaseUrl: options.databaseFile,
          smtpUrl: mail.url,
          allowedOrigins: options.modalOrigins,
          oidcProvidersFile: options.providersFile,
          kek: crypto.getRandomValues(new Uint8Array(32)),
        },
        { host: '127.0.0.1', log: () => {} },
      ),
    )
    idp.register(`${auth.url}/v1/oauth/callback`)
    return {
      url: auth.url,
      async stop() {
        await Promise.allSettled([auth.close(), closeProviders()])
      },
    }
  } catch (error) {
    await closeProviders()
    throw error
  }
}
