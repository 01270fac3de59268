import { describe, expect, it } from 'vitest';
import {
  prescriptionExtrasProblems,
  type PrescriptionExtras,
  type PrescriptionExtrasContext,
  type PrescriptionExtrasProblem,
} from './prescription-fields.ts';

const PLAIN: PrescriptionExtras = {
  kind: 'ZW',
  entitlementCode: null,
  entitlementDescription: null,
  realizeFrom: null,
};
const TODAY = '2026-11-27';
const AT_CLINIC: PrescriptionExtrasContext = { today: TODAY, prescriberPhone: '600100200' };

describe('prescriptionExtrasProblems', () => {
  it.each<[string, Partial<PrescriptionExtras>, PrescriptionExtrasContext, PrescriptionExtrasProblem[]]>([
    ['an ordinary prescription with nothing extra', {}, AT_CLINIC, []],
    ['pro auctore with the phone', { kind: 'PA' }, AT_CLINIC, []],
    ['pro familiae with the phone', { kind: 'PF' }, AT_CLINIC, []],
    [
      'pro auctore without a phone',
      { kind: 'PA' },
      { today: TODAY, prescriberPhone: null },
      [{ field: 'kind', key: 'contract.prescriptionPrescriberPhoneRequired' }],
    ],
    [
      'pro familiae with a blank phone',
      { kind: 'PF' },
      { today: TODAY, prescriberPhone: '  ' },
      [{ field: 'kind', key: 'contract.prescriptionPrescriberPhoneRequired' }],
    ],
    ['an ordinary one without a phone', {}, { today: TODAY, prescriberPhone: null }, []],
    ['PA while the prescriber is not known yet', { kind: 'PA' }, {}, []],
    [
      'an unknown kind',
      { kind: 'XX' },
      AT_CLINIC,
      [{ field: 'kind', key: 'contract.prescriptionKindUnknown' }],
    ],
    ['an entitlement code alone', { entitlementCode: 'IB' }, AT_CLINIC, []],
    [
      'a code with its document',
      { entitlementCode: 'ZK', entitlementDescription: 'Legitymacja 123' },
      AT_CLINIC,
      [],
    ],
    [
      'an unknown code',
      { entitlementCode: 'XY' },
      AT_CLINIC,
      [{ field: 'entitlementCode', key: 'contract.prescriptionEntitlementUnknown' }],
    ],
    [
      'a document without a code',
      { entitlementDescription: 'Legitymacja 123' },
      AT_CLINIC,
      [{ field: 'entitlementDescription', key: 'contract.prescriptionEntitlementCodeRequired' }],
    ],
    ['a blank document without a code', { entitlementDescription: '  ' }, AT_CLINIC, []],
    [
      'a document too long',
      { entitlementCode: 'IB', entitlementDescription: 'x'.repeat(201) },
      AT_CLINIC,
      [{ field: 'entitlementDescription', key: 'contract.prescriptionEntitlementDescriptionLong' }],
    ],
    ['realizacja od today', { realizeFrom: TODAY }, AT_CLINIC, []],
    ['realizacja od 365 days ahead', { realizeFrom: '2027-11-27' }, AT_CLINIC, []],
    [
      'realizacja od 366 days ahead',
      { realizeFrom: '2027-11-28' },
      AT_CLINIC,
      [{ field: 'realizeFrom', key: 'contract.prescriptionRealizeFromTooLate' }],
    ],
    [
      'realizacja od yesterday',
      { realizeFrom: '2026-11-26' },
      AT_CLINIC,
      [{ field: 'realizeFrom', key: 'contract.prescriptionRealizeFromPast' }],
    ],
    ['realizacja od in the past without a today', { realizeFrom: '2020-01-01' }, {}, []],
    [
      'realizacja od that does not exist',
      { realizeFrom: '2026-02-30' },
      {},
      [{ field: 'realizeFrom', key: 'contract.prescriptionRealizeFromInvalid' }],
    ],
    ['realizacja od empty', { realizeFrom: '' }, AT_CLINIC, []],
    [
      'every problem at once, in the form order',
      { kind: 'PF', entitlementDescription: 'Dok', realizeFrom: '2026-01-01' },
      { today: TODAY, prescriberPhone: '' },
      [
        { field: 'kind', key: 'contract.prescriptionPrescriberPhoneRequired' },
        { field: 'entitlementDescription', key: 'contract.prescriptionEntitlementCodeRequired' },
        { field: 'realizeFrom', key: 'contract.prescriptionRealizeFromPast' },
      ],
    ],
  ])('%s', (_what, over, context, expected) => {
    expect(prescriptionExtrasProblems({ ...PLAIN, ...over }, context)).toEqual(expected);
  });
});
