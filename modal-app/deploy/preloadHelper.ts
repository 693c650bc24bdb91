/**
 * How the modal's build preloads a lazy chunk's imports (vite.config.ts). Issue 26: the startup bundle carries the
 * preload helper and the map of file names it preloads, so both are kept small.
 */

/**
 * What a lazy chunk's `import()` preloads beside it (its static imports, fetched in parallel with it rather than once
 * it is parsed), in the entry's preload map: not the chunk itself (the `import()` fetches it) nor the rolldown runtime
 * (index.html loads it with the entry).
 */
export function preloadedWith(
  file: string,
  deps: string[],
  { hostType }: { hostType: 'html' | 'js' },
): string[] {
  if (hostType === 'html') return deps
  return OPENING_CHUNK.test(file)
    ? deps.filter((dep) => dep !== file && !dep.includes('rolldown-runtime'))
    : []
}

/**
 * The chunks of the views the modal opens on (views/index.ts, `openingParts`): Connect's wallet groups and Account.
 * Only their imports are preloaded beside them. Every other lazy chunk is fetched in idle time after `ready`
 * (`preloadViews`), long before a visitor can reach it, so fetching its imports once it is parsed costs a visitor
 * nothing, and the startup bundle does not carry their file names (issue 26: about 400 B of gzip).
 */
const OPENING_CHUNK = /\/(WalletGroups|Account)-[\w-]+\.js$/

/**
 * Vite's preload helper, slimmed (about 500 B of gzip less at startup): it adds a `modulepreload` link for each
 * dependency not seen yet and imports at once, as Vite's does for scripts (it waits only for CSS, and the lazy chunks
 * have none: one stylesheet, which index.html loads). Vite still lists that stylesheet among the dependencies of an
 * `import()` whose chunk imports the entry: it is skipped (a `modulepreload` of it fails as a script, "Expected a
 * JavaScript module script … text/css", in the console). Left out: the CSP nonce (the modal's CSP has none), the
 * `preload` fallback for browsers without `modulepreload` (they fetch each import once it is parsed) and the
 * `vite:preloadError` event (nothing listens: a chunk that fails rejects its `import()`, and views/lazyView.tsx shows
 * it). A Vite plugin: it answers the helper's module before Vite's own.
 */
export function slimPreloadHelper() {
  return {
    name: 'slim-preload-helper',
    enforce: 'pre' as const,
    load: (id: string) => (id === '\0vite/preload-helper.js' ? HELPER : undefined),
  }
}

const HELPER = `const seen = new Set()
export function __vitePreload(load, deps, base) {
  for (const dep of deps || []) {
    const href = new URL(dep, base).href
    if (seen.has(href) || dep.endsWith('.css')) continue
    seen.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  return load()
}`
