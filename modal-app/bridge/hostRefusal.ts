import { type Deployment, refusalOf } from '../config/loadDeployment.js'

/**
 * The handshake's judge of the embedding page and its ancestors: the deployment's allow-list (config.json, with
 * SPEC's defaults when it turns them on) decides at once; a page it refuses gets a second look only when the
 * deployment has a project id, with the project's allowed origins (SPEC §7) joined to the list. So the fetch, and
 * its chunk, cost nothing to a page the deployment allows; and a failed fetch adds nothing. A page still refused then
 * is told SPEC §8's unverified-domain alert: to allow the domain in the project's dashboard.
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
    const refused = refusalOf(loaded, embedder, ancestors, projectOrigins)
    if (refused === undefined) return undefined
    // SPEC §8's *Invalid App Configuration* for an unverified domain: the project's dashboard is where to allow it
    // (the loader's message starts with the short text).
    const { alerts } = await import('../texts/alerts.js')
    return `${refused}. ${alerts.UnverifiedDomain.longMessage}`
  }
}
