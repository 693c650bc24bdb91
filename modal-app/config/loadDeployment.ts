import { isOriginAllowed } from './origins.js'
import { parseDeploymentConfig, resolveConfig } from './resolveConfig.js'
import type { DeploymentConfig, ResolvedConfig } from './types.js'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export type Deployment = { deployment: DeploymentConfig; config: ResolvedConfig } | { refusal: string }

/**
 * The deployment's `config.json`, read at run time so that one build serves many deployments. It fails closed:
 * anything but a 200 with a valid config (a 404, a 5xx, an HTML fallback page, one trailing comma) refuses every
 * host, with the reason.
 */
export async function loadDeployment(): Promise<Deployment> {
  let json: unknown
  try {
    const response = await fetch('./config.json', { cache: 'no-cache' })
    if (response.status !== 200)
      return { refusal: `this deployment's config.json answered HTTP ${response.status}` }
    json = await response.json()
  } catch (error) {
    return { refusal: `this deployment's config.json could not be read: ${messageOf(error)}` }
  }
  try {
    const deployment = parseDeploymentConfig(json)
    return { deployment, config: resolveConfig({}, deployment) }
  } catch (error) {
    return { refusal: `this deployment's config.json is invalid: ${messageOf(error)}` }
  }
}

/**
 * Why the embedding page (or one of its ancestors) may not connect, if it may not: each must match the
 * deployment's `allowedOrigins`, or `projectOrigins` (its project's list, SPEC §7), or SPEC's defaults when the
 * deployment turns them on.
 */
export function refusalOf(
  loaded: Deployment,
  embedder: string,
  ancestors: readonly string[],
  projectOrigins: readonly string[] = [],
): string | undefined {
  if ('refusal' in loaded) return loaded.refusal
  const { allowedOrigins, defaultOrigins } = loaded.deployment
  const patterns = [...allowedOrigins, ...projectOrigins]
  const allowed = (origin: string) => isOriginAllowed(origin, patterns, defaultOrigins)
  if (!allowed(embedder)) return `origin ${embedder} is not in this deployment's allowedOrigins`
  const ancestor = ancestors.find((origin) => !allowed(origin))
  if (ancestor !== undefined)
    return `origin ${ancestor} (an ancestor of the embedding page) is not in this deployment's allowedOrigins`
}
