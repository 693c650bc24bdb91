import * as v from 'valibot'
import { ConfigError } from './errors.js'
import { shortenForMessage } from './shortenForMessage.js'

/**
 * Checks `value` against a config schema and returns its output.
 * @throws {ConfigError} the first issue's message with the value's path, `basePath` first (see {@link toConfigError}).
 */
export function parseConfigValue<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  basePath = '',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  throw toConfigError(result.issues, basePath)
}

/**
 * The error for a failed parse. An unknown key wins over other issues (a typo explains what follows from it), the
 * shallowest first: `Unknown config option 'features.emailShowWallets'`. Otherwise the first issue, its message
 * after the path (`networks[1].rpcUrls.default.http[0] must be an http(s) URL`) or at `{path}`; paragraphs after
 * the first become meta messages.
 */
function toConfigError(
  issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  basePath = '',
): ConfigError {
  const unknownKeys = issues.filter(isUnknownKey)
  const shallowest = unknownKeys.sort((a, b) => (a.path?.length ?? 0) - (b.path?.length ?? 0))[0]
  if (shallowest) return new ConfigError(`Unknown config option '${pathOf(shallowest, basePath)}'`)
  const [issue] = issues
  const path = pathOf(issue, basePath)
  const [shortMessage = '', ...metaMessages] = issue.message.split('\n\n')
  const message = shortMessage.includes('{path}')
    ? shortMessage.replace('{path}', path)
    : path === ''
      ? shortMessage
      : `${path} ${shortMessage}`
  return new ConfigError(message, metaMessages.length ? { metaMessages } : {})
}

function isUnknownKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.type === 'strict_object' && issue.expected === 'never'
}

/** `a.b[0].c`, each key shortened: keys come from the dapp. */
function pathOf(issue: v.BaseIssue<unknown>, basePath: string): string {
  let path = basePath
  for (const item of issue.path ?? []) {
    const key = item.key
    if (typeof key === 'number') path += `[${key}]`
    else path += `${path === '' ? '' : '.'}${shortenForMessage(String(key))}`
  }
  return path
}
