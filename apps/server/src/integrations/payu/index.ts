import type { Clock } from '../../platform/clock.ts';
import { createPayUHttpClient } from './http-client.ts';
import type { PayUPort } from './port.ts';
import { createPayUSimulator } from './simulator.ts';

/** Configuration: the simulator with its local pay page (default) or PayU's REST API at `baseUrl`. */
export type PayUConfig = { readonly mode: 'simulator' } | { readonly mode: 'http'; readonly baseUrl: string };

export function createPayU(config: PayUConfig, clock: Clock): PayUPort {
  return config.mode === 'http'
    ? createPayUHttpClient({ baseUrl: config.baseUrl, clock })
    : createPayUSimulator({ clock });
}
