import { readAuthConfig } from '../../auth-server/config.js'
import { startAuthServer } from '../../auth-server/server.js'
import { startMailCatcher } from '../../auth-server/test/mailCatcher.js'
import { onPreferredPort } from './preferredPort.js'

/**
 * `npm start`'s email login (issue 23): the auth server (`auth-server/`, SQLite in `databaseFile`, server custody
 * under a key made for this run) and a local mail catcher whose every mail is printed on the console, so a visitor
 * types an email, reads the code in the terminal, and is connected. `modalOrigins` may call the server.
 */
export async function startDemoAuth(options: {
  port: number
  databaseFile: string
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
  try {
    const auth = await onPreferredPort(options.port, (port) =>
      startAuthServer(
        {
          ...readAuthConfig({}),
          port,
          databaseUrl: options.databaseFile,
          smtpUrl: mail.url,
          allowedOrigins: options.modalOrigins,
          kek: crypto.getRandomValues(new Uint8Array(32)),
        },
        { host: '127.0.0.1', log: () => {} },
      ),
    )
    return {
      url: auth.url,
      async stop() {
        await Promise.allSettled([auth.close(), mail.close()])
      },
    }
  } catch (error) {
    await mail.close()
    throw error
  }
}
