import type { ResolvedConfig } from '../config/types.js'
import { lazily } from '../lib/lazily.js'
import type { Actions } from '../navigation/actions.js'
import type { AppState, Store } from '../store/store.js'

/**
 * SPEC §7's analytics (state/analytics.ts), a chunk of its own: loaded once a config turns analytics on (a project
 * id and `features.analytics`), never before, and given the states the store goes through while it loads, so that
 * an opening meanwhile is reported too.
 */
export function createLazyAnalytics(deps: { store: Store; actions: Pick<Actions, 'showToast'> }) {
  const { store } = deps
  const load = lazily(() => {
    const since: AppState[] = [store.get()]
    const stop = store.subscribe(() => since.push(store.get()))
    return import('./analytics.js').then((module) => module.startAnalytics({ ...deps, since })).finally(stop)
  })
  return {
    /** A config was applied: loads analytics when it turns it on. */
    configure(config: ResolvedConfig) {
      if (config.features.analytics && config.projectId !== undefined) load().catch(() => {})
    },
  }
}
