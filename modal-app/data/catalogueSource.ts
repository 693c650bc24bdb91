import { createWalletDirectory, type WalletDirectory } from './walletDirectory.js'

/** Where wallet lists come from: the directory when a project id is set, else only the built-in catalogue. */
export type CatalogueSource = {
  /** Part of every query key, so that a new project id or directory URL means new queries. */
  key: string
  directory: WalletDirectory | undefined
}

const BUILTIN: CatalogueSource = { key: 'builtin', directory: undefined }
const sources = new Map<string, CatalogueSource>()

/**
 * The source for a config; the same object for the same project id and URL. `clientId` is read at each call
 * (the modal has one store, so the first getter given stands for all).
 */
export function catalogueSource(
  projectId: string | undefined,
  walletDirectoryUrl: string,
  clientId: () => string | undefined,
): CatalogueSource {
  if (projectId === undefined) return BUILTIN
  const key = `${walletDirectoryUrl}#${projectId}`
  let source = sources.get(key)
  if (source === undefined) {
    source = { key, directory: createWalletDirectory({ baseUrl: walletDirectoryUrl, projectId, clientId }) }
    sources.set(key, source)
  }
  return source
}
