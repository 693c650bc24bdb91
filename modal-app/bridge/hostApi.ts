import { wrap } from 'comlink'
import { wrapEndpoint } from '../../shared/endpoint.js'
import type { HostApi, HostApiClient } from '../../shared/protocol.js'

/**
 * The modal's client of the loader's {@link HostApi}: stock `Comlink.wrap` on the host port, behind the endpoint that
 * admits only plain answers, typed so that every answer is validated. Keep it referenced for the modal's lifetime:
 * comlink releases a collected proxy (comlink#667).
 */
export function connectHostApi(port: MessagePort): HostApiClient {
  return wrap<HostApi>(wrapEndpoint(port))
}
