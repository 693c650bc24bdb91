import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { serveStatic } from '../stack/serve.js'
import { onStop } from './cleanup.js'

const here = fileURLToPath(new URL('.', import.meta.url))

/** Builds the in-page React modal (inPageModal.ts, React's production build) and serves its page on 127.0.0.1. */
export async function serveInPagePage(scratch: string): Promise<string> {
  const root = join(scratch, 'in-page')
  await mkdir(root, { recursive: true })
  await build({
    configFile: false,
    root: here,
    publicDir: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: root,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      lib: {
        entry: join(here, 'inPageModal.ts'),
        name: 'InPageModal',
        formats: ['iife'],
        fileName: () => 'in-page.js',
      },
    },
  })
  await writeFile(
    join(root, 'in-page.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><link rel="icon" href="data:,">' +
      '<title>In-page modal</title><script src="./in-page.js" defer></script></head>' +
      '<body><div id="root"></div></body></html>',
  )
  const server = await serveStatic({ root, host: '127.0.0.1' })
  onStop(server.close)
  return `${server.url}/in-page.html`
}
