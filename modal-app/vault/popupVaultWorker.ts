import { expose } from 'comlink'
import { exposeEndpoint } from '../../shared/endpoint.js'
import { createVault, POPUP_VAULT_METHODS } from './vault.js'

// The first-party popup's vault Worker (modal-app/popup/): the frame's (vaultWorker.ts) plus `exportKey`, whose
// answer the popup shows and never sends anywhere. Only the popup's bundle starts this Worker.
addEventListener(
  'message',
  (event: MessageEvent<unknown>) => {
    const { data } = event
    const port = typeof data === 'object' && data !== null && 'port' in data ? data.port : undefined
    if (port instanceof MessagePort) expose(createVault(), exposeEndpoint(port, POPUP_VAULT_METHODS))
  },
  { once: true },
)
