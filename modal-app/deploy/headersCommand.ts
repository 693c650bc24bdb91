import { join, resolve } from 'node:path'
import { buildNginxHeaders } from './headers.js'
import { writeHeadersFile } from './writeHeadersFile.js'

// `npm run headers -- <folder>` (default dist/modal-app): after editing a deployment's config.json, writes its
// `_headers` again and prints the same headers as nginx lines.
const folder = resolve(process.argv[2] ?? 'dist/modal-app')
try {
  const deployment = writeHeadersFile(folder)
  console.log(
    `${join(folder, '_headers')} written from config.json.\n\nFor nginx:\n${buildNginxHeaders(deployment)}`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
