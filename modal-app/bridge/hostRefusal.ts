import { type Deployment, refusalOf } from '../config/loadDeployment.js'

/**
 * The handshake's judge of the embedding page and its ancestors: the deployment's allow-list (config.json, with
 * SPEC's defaults when it turns them on) decides at once; a page it refuses gets a second look only when the
 * deployment has a project id, with the project's allowed origins (SPEC §7) joined to the list. So the fetch, and
 * its chunk, cost nothing to a page the deployment allows; and a failed fetch adds nothing.
 */
export function hostRefusal(loading: Promise<Deployment>) {
  return async (embedder: string, ancestors: readonly string[]): Promise<string | undefined> => {
    const loaded = await loading
    const refusal = refusalOf(loaded, embedder, ancestors)
    if (refusal === undefined || 'refusal' in loaded || loaded.config.projectId === undefined) return refusal
    const { projectId, walletDirectoryUrl } = loaded.config
    const projectOrigins = await import('../data/fetchAllowedOrigins.js').then(
      (module) => module.fetchAllowedOrigins({ baseUrl: walletDirectoryUrl, projectId }),
      () => [],
    )
    return refusalOf(loaded, embedder, ancestors, projectOrigins)
  }
}
