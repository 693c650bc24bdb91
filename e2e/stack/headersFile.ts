import { readFile } from 'node:fs/promises'

export type HeaderRule = { pattern: RegExp; set: [string, string][]; detach: string[] }

/**
 * Parses a `_headers` file (Netlify / Cloudflare Pages): an unindented path pattern, then indented
 * `Name: value` lines (`! Name` removes a header set by an earlier rule). `*` matches anything, `:name` one
 * segment. Rules whose pattern is an absolute URL are ignored here.
 */
function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | undefined
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      current = line.startsWith('/') ? { pattern: patternToRegExp(line), set: [], detach: [] } : undefined
      if (current) rules.push(current)
      continue
    }
    if (line.startsWith('!')) {
      current?.detach.push(line.slice(1).trim().toLowerCase())
      continue
    }
    const colon = line.indexOf(':')
    if (colon <= 0) throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${line}"`)
    current?.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*'
      if (part.startsWith(':')) return '[^/]+'
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${source}$`)
}

/** The headers the rules give `pathname`; a header set by several rules gets their values joined by `, `. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, { name: string; values: string[] }>()
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const name of rule.detach) headers.delete(name)
    for (const [name, value] of rule.set) {
      const entry = headers.get(name.toLowerCase())
      if (entry) entry.values.push(value)
      else headers.set(name.toLowerCase(), { name, values: [value] })
    }
  }
  return new Map([...headers.values()].map(({ name, values }) => [name, values.join(', ')]))
}

export async function readHeadersFile(file: string): Promise<HeaderRule[]> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`serveStatic: headers: 'file' but there is no ${file}`)
    throw error
  })
  return parseHeadersFile(text)
}
