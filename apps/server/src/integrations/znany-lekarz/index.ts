import type { Clock } from '../../platform/clock.ts';
import { createZnanyLekarzHttpClient } from './http-client.ts';
import type { ZnanyLekarzPort } from './port.ts';
import { createZnanyLekarzSimulator } from './simulator.ts';

/** Configuration: the simulator (default, offline) or the real API with the vendor's credentials. */
export type ZnanyLekarzConfig =
  | { readonly mode: 'simulator' }
  | {
      readonly mode: 'http';
      readonly baseUrl: string;
      readonly clientId: string;
      readonly clientSecret: string;
    };

export function createZnanyLekarz(config: ZnanyLekarzConfig, clock: Clock): ZnanyLekarzPort {
  return config.mode === 'http'
    ? createZnanyLekarzHttpClient({ ...config, clock })
    : createZnanyLekarzSimulator();
}
