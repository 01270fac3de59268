import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { CdaProfile } from './cda-codes.ts';
import type { DrugLookup, P1Certificate, P1FaultMajor, P1Port } from './port.ts';
import { createP1Simulator } from './simulator.ts';
import { createP1SoapClient } from './soap-client.ts';
import { createP1FhirClient } from './fhir-client.ts';

/**
 * Configuration (config.ts, env P1_*): the simulator (default, offline, its state in its own tables)
 * or the SOAP client of ObslugaReceptyWS. Values marked [U] in design/integrations.md stay settable.
 */
export type P1Config =
  | {
      readonly mode: 'simulator';
      readonly oidRoot: string;
      readonly checkPwzDigit: boolean;
      readonly fault?: P1FaultMajor;
    }
  | {
      readonly mode: 'soap';
      readonly url: string;
      /** The FHIR base address medical events (ZM) are posted to [U]. */
      readonly zmUrl: string;
      readonly oidRoot: string;
      readonly contextUrnPrefix: string;
      readonly timeoutMs: number;
      readonly wssCertificate: P1Certificate | null;
      readonly tlsCertificate: P1Certificate | null;
      readonly serverCa: Buffer | null;
      /** The CDA guide's version and document nodes that are not confirmed (cda-codes.ts). */
      readonly cda: Partial<CdaProfile>;
    };

export function createP1(config: P1Config, deps: { db: Db; drugs: DrugLookup; clock: Clock }): P1Port {
  if (config.mode !== 'soap') return createP1Simulator({ ...deps, ...config });
  // E-prescriptions over SOAP, medical events over FHIR REST: one organisation, one TLS set-up.
  return {
    ...createP1SoapClient({ ...config, clock: deps.clock }),
    ...createP1FhirClient({ ...config, url: config.zmUrl }),
  };
}
