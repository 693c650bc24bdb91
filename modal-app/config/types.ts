import type * as v from 'valibot'
import type { configSchema } from './configSchema.js'

export type { NetworkEntry } from './networkEntry.js'

/** The dapp's config after validation, merged over the deployment's defaults, with SPEC §1–§2's defaults. */
export type ResolvedConfig = v.InferOutput<typeof configSchema>

export type ThemeMode = ResolvedConfig['themeMode']
/** Theme overrides (SPEC §2), using AppKit's variable names so migrating apps keep their values. */
export type ThemeVariables = ResolvedConfig['themeVariables']
export type Metadata = NonNullable<ResolvedConfig['metadata']>

/** What the deployment's `config.json` holds (ARCHITECTURE.md, "Self-hosting"). */
export type DeploymentConfig = {
  /** Host origins allowed to embed the modal; wildcards per SPEC §5. */
  allowedOrigins: string[]
  /** Add SPEC §5's default origins (localhost, 127.0.0.1, pages.dev, …). Default false: they must be asked for. */
  defaultOrigins: boolean
  /** Defaults for any `init` option; `init(config)` overrides them. */
  defaults: Record<string, unknown>
}
