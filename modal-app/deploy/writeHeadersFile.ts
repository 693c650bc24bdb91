import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDeploymentConfig } from '../config/resolveConfig.js'
import type { DeploymentConfig } from '../config/types.js'
import { buildHeadersFile } from './headers.js'

/**
 * Writes `_headers` beside a deployment's `config.json`, from that file, checked by the same
 * `parseDeploymentConfig` the modal runs at startup: the CSP's `frame-ancestors` and the modal's own origin check
 * cannot disagree. Answers the checked config.
 * @throws {Error} naming `config.json` when it is missing, is not JSON, or does not check.
 */
export function writeHeadersFile(folder: string): DeploymentConfig {
  const file = join(folder, 'config.json')
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const deployment = parseDeploymentConfig(json)
  writeFileSync(join(folder, '_headers'), buildHeadersFile(deployment))
  return deployment
}
