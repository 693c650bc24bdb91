import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'

/** `loader.js`'s size in bytes, raw and after `gzip -9` (as e2e/loader.spec.ts measures it). */
export function loaderSize(loaderPath: string): { raw: number; gzipped: number } {
  const raw = statSync(loaderPath).size
  const gzipped = Number(
    execFileSync('sh', ['-c', 'gzip -9c "$1" | wc -c', 'sh', loaderPath], { encoding: 'utf8' }),
  )
  return { raw, gzipped }
}
