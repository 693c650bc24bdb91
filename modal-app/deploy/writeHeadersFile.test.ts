import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS } from '../config/origins.js'
import { writeHeadersFile } from './writeHeadersFile.js'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A deployment folder holding `config.json` with `text`. */
function deployment(text: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'wallet-modal-headers-'))
  folders.push(folder)
  writeFileSync(join(folder, 'config.json'), text)
  return folder
}

const frameAncestors = (folder: string) =>
  /frame-ancestors ([^\n]+)/.exec(readFileSync(join(folder, '_headers'), 'utf8'))?.[1]

describe('writeHeadersFile', () => {
  test('default: frame-ancestors lists the deployment’s allowedOrigins, and nothing else', () => {
    const folder = deployment('{ "allowedOrigins": ["https://app.example.com", "https://*.example.com"] }')
    expect(writeHeadersFile(folder)).toEqual({
      allowedOrigins: ['https://app.example.com', 'https://*.example.com'],
      defaultOrigins: false,
      defaults: {},
    })
    expect(frameAncestors(folder)).toBe('https://app.example.com https://*.example.com')
  })

  test('behavior: fails closed: an empty config.json lets nobody frame the modal', () => {
    const folder = deployment('{}')
    writeHeadersFile(folder)
    expect(frameAncestors(folder)).toBe("'none'")
  })

  test('behavior: SPEC’s default origins only when the deployment asks for them', () => {
    const folder = deployment('{ "defaultOrigins": true }')
    writeHeadersFile(folder)
    expect(frameAncestors(folder)).toBe(DEFAULT_ALLOWED_ORIGINS.join(' '))
  })

  test('error: a config.json that is not JSON, or does not check, names the file or the field', () => {
    const broken = deployment('{ "allowedOrigins": ["https://app.example.com"], }')
    expect(() => writeHeadersFile(broken)).toThrow(`${join(broken, 'config.json')}: `)
    expect(() => writeHeadersFile(deployment('{ "allowedOrigins": ["app.example.com"] }'))).toThrow(
      'config.json: allowedOrigins[0] must be an origin or a pattern such as https://*.example.com:*',
    )
    expect(() => writeHeadersFile(deployment('{ "defaultOrigins": "yes" }'))).toThrow(
      'config.json: defaultOrigins must be a boolean',
    )
  })
})
