import { expose } from 'comlink'
import { exposeEndpoint } from '../../shared/endpoint.js'
import { createVault, VAULT_METHODS } from './vault.js'

// The vault Worker (ARCHITECTURE.md, "Embedded wallet"): the one realm where a private key ever exists. Its API
// comes on the port of the first message, through the endpoint that admits only calls of VAULT_METHODS.
addEventListener(
  'message',
  (event: MessageEvent<unknown>) => {
    const { data } = event
    const port = typeof data === 'object' && data !== null && 'port' in data ? data.port : undefined
    if (port instanceof MessagePort) expose(createVault(), exposeEndpoint(port, VAULT_METHODS))
  },
  { once: true },
)
