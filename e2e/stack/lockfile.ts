import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

type LockEntry = {
  version?: string
  optional?: boolean
  dev?: boolean
  optionalDependencies?: Record<string, string>
}
type Lockfile = { packages: Record<string, LockEntry> }

/**
 * Optional dependencies that the lockfile does not list. The registry this project's machines reach serves only
 * the linux-x64 builds of platform packages (biome, anvil, tailwind's oxide, …) and answers 404 for the rest, so
 * `npm install` leaves those out of package-lock.json, and `npm ci` then rejects the lockfile as out of sync.
 */
export function missingOptionalEntries(lock: Lockfile): Record<string, LockEntry> {
  const missing: Record<string, LockEntry> = {}
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`
      const hoisted = `node_modules/${name}`
      if (nested in lock.packages || hoisted in lock.packages || hoisted in missing) continue
      missing[hoisted] = entry.dev ? { version, optional: true, dev: true } : { version, optional: true }
    }
  }
  return missing
}

/** Adds them as optional entries: `npm ci` then tries each, gets 404 and skips it, as it does for optional deps. */
export function completeLockfile(file: string): string[] {
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile
  const missing = missingOptionalEntries(lock)
  Object.assign(lock.packages, missing)
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  return Object.keys(missing)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const added = completeLockfile(fileURLToPath(new URL('../../package-lock.json', import.meta.url)))
  console.log(added.length ? `package-lock.json: added ${added.join(', ')}` : 'package-lock.json is complete')
}
