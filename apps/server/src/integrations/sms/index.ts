import type { SmsGatewayPort } from './port.ts';
import { createSmsSimulator } from './simulator.ts';
import { createSmsApiClient, type SmsApiOptions } from './smsapi-client.ts';

/** Configuration: the simulator (default) or SMSAPI.pl with the clinic's token and sender. */
export type SmsGatewayConfig = { readonly mode: 'simulator' } | ({ readonly mode: 'smsapi' } & SmsApiOptions);

export function createSmsGateway(config: SmsGatewayConfig): SmsGatewayPort {
  return config.mode === 'smsapi' ? createSmsApiClient(config) : createSmsSimulator();
}
