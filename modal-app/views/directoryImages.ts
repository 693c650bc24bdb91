import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CatalogueSource, catalogueSource } from '../data/catalogueSource.js'
import { useApp, useClientIdGetter } from './context.js'

// The wallet directory as views reach it, apart from the wallet lists (walletQueries.ts), so that a view showing only
// its images (Networks) does not load the built-in catalogue those lists fall back to.

/** The app's wallet directory (its project id and `walletDirectoryUrl`); none without a project id. */
export function useCatalogueSource(): CatalogueSource {
  const projectId = useApp((state) => state.config.projectId)
  const url = useApp((state) => state.config.walletDirectoryUrl)
  return catalogueSource(projectId, url, useClientIdGetter())
}

/** The directory's images the views show (SPEC §7): a wallet's, and a network's (an asset image). */
type DirectoryImage = 'getWalletImage' | 'getAssetImage'

/** An image of the directory's as a `blob:` URL, fetched once a visit. */
export function directoryImageQuery(source: CatalogueSource, kind: DirectoryImage, imageId: string) {
  return queryOptions({
    queryKey: [kind, source.key, imageId],
    // A blob: URL: `img-src` allows blob:, and the directory may be an http origin that `img-src` does not allow.
    // Kept for the visit (gcTime: Infinity), so never revoked.
    queryFn: async ({ signal }) => {
      if (source.directory === undefined) throw new Error('no wallet directory')
      return URL.createObjectURL(await source.directory[kind](imageId, signal))
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

/** The `blob:` URL of a directory image; undefined without an id or a project id, while it loads, and if it fails. */
export function useDirectoryImageUrl(kind: DirectoryImage, imageId: string | undefined): string | undefined {
  const source = useCatalogueSource()
  const query = useQuery({
    ...directoryImageQuery(source, kind, imageId ?? ''),
    enabled: imageId !== undefined && source.directory !== undefined,
  })
  return query.data
}
