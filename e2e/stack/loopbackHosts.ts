import { tmpdir } from 'node:os'
import { serveStatic } from './serve.js'

/** 127.0.0.1, plus ::1 where this machine has IPv6 loopback, so that `localhost:<port>` reaches a server. */
export async function loopbackHosts(): Promise<string[]> {
  const probe = await serveStatic({ root: tmpdir(), host: '::1' }).catch(() => undefined)
  await probe?.close()
  return probe ? ['127.0.0.1', '::1'] : ['127.0.0.1']
}
