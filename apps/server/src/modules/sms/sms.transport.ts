import type { SmsGatewayPort } from '../../integrations/sms/port.ts';

export type SmsMode = 'simulator' | 'smsapi' | 'android';

/**
 * What the server's start wires in: the gateway of the server's SMS_MODE and, when the Android module
 * is there, the clinic's own phone. A clinic with the AndroidSMS feature and a paired phone sends
 * through it; every other clinic through the server's gateway.
 */
export interface SmsWiring {
  readonly mode: Exclude<SmsMode, 'android'>;
  readonly gateway: SmsGatewayPort;
  /** The clinics' own phones: `hasDevice` when the clinic has the AndroidSMS feature and a paired phone. */
  readonly android?: {
    readonly gateway: SmsGatewayPort;
    hasDevice(tenantId: number): Promise<boolean>;
  };
  /** The secret SMSAPI's callback paths are made from (design/integrations.md §2.2: no signature exists). */
  readonly callbackToken?: string;
  /** Where the gateway reports a clinic's deliveries; the account's default when absent. */
  readonly notifyUrlOf?: (tenantId: number) => string;
}
