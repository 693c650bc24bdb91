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
  return hostType === 'html' ? deps : deps.filter((dep) => dep !== file && !dep.includes('rolldown-runtime'))
}

/**
 * Vite's preload helper, slimmed (about 500 B of gzip less at startup): it adds a `modulepreload` link for each
 * dependency not seen yet and imports at once, as Vite's does for scripts (it waits only for CSS, and the lazy chunks
 * have none: one stylesheet, which index.html loads; a chunk that another lazy chunk imports still lists it, and is not
 * given a `modulepreload` of it, which would fail as a script of the wrong type). Left out: the CSP nonce (the modal's CSP has none), the
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
    if (seen.has(href) || href.endsWith('.css')) continue
    seen.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  return load()
}`
