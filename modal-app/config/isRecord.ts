export { isRecord } from '../../shared/guards.js'
