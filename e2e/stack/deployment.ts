import { cp, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeHeadersFile } from '../../modal-app/deploy/writeHeadersFile.js'

/** The loopback host pages of the stack: every port of 127.0.0.1 (127.0.0.2 stays refused). */
export const LOOPBACK_HOSTS = ['http://127.0.0.1:*']

/**
 * A deployment as a self-hoster makes one: a copy of the build in `folder`, its own `config.json`, and `_headers`
 * written from that file by the same code as `npm run headers`. The build ships an example config.json that allows
 * only example.com (the allow-list fails closed), so the stack lists its own loopback hosts.
 */
export async function prepareDeployment(
  dist: string,
  folder: string,
  config: Record<string, unknown> & { allowedOrigins: string[] },
): Promise<string> {
  await cp(dist, folder, { recursive: true })
  await writeFile(join(folder, 'config.json'), `${JSON.stringify(config, null, 2)}\n`)
  writeHeadersFile(folder)
  return folder
}
