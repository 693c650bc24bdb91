import { readAuthConfig } from './config.js'
import { startAuthServer } from './server.js'

// `npm run auth-server`: the reference auth server, configured by AUTH_* (README, "The auth server").
try {
  const server = await startAuthServer(readAuthConfig(process.env))
  console.log(`auth server listening on ${server.url}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void server.close().then(() => process.exit(0))
    })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
