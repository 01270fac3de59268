import { z } from 'zod';
import { DISEASE_KIND, isDiseaseSubtype } from '@wizytownik/domain';
import { endpoint, NoResult } from './endpoint.ts';
import { Icd10Item } from './icd.ts';
import { id, int, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { calendarDate } from './calendar-date.ts';
import { contractText, message } from './messages.ts';

/**
 * A patient's allergies (type 1) and diseases (type 0), spec 001 §3, §5, §7. Dates "YYYY-MM-DD";
 * `curedTime` and `subtype` belong to diseases only and are dropped for an allergy. A deleted entry
 * keeps its row with the reason and is no longer listed.
 */
const TAG = 'ClientDisease';
const BASE = '/api/services/app/ClientDisease';

const DELETE_REASON_MESSAGE = message('contract.deleteReasonRequired');
const UNKNOWN_SUBTYPE_MESSAGE = message('contract.diseaseSubtypeUnknown');
const RECOGNITION_DATE_MESSAGE = message('contract.recognitionDateInvalid');
const CURED_DATE_MESSAGE = message('contract.curedDateInvalid');

const Id = queryId();
const Kind = z.union(
  [z.literal(DISEASE_KIND.disease), z.literal(DISEASE_KIND.allergy)],
  message('contract.diseaseKindUnknown'),
);
/** An optional reference: 0 and null both mean none, as the original screens send 0. */
const optionalRef = int(0, INT4_MAX)
  .nullish()
  .transform((v) => v || null);

export const ClientDiseaseDto = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  type: Kind,
  description: z.string().nullable(),
  icd10_Id: z.number().int().nullable(),
  recognitionTime: z.string(),
  curedTime: z.string().nullable(),
  subtype: z.number().int().nullable(),
  isCured: z.boolean(),
  icd: Icd10Item.nullable(),
});
export type ClientDiseaseDto = z.infer<typeof ClientDiseaseDto>;

export const GetClientDiseasesInput = z.object({
  clientId: Id,
  type: queryInt(0, 1).pipe(Kind),
  /** false leaves out cured diseases; the patient editor asks for all. */
  showAll: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type GetClientDiseasesInput = z.input<typeof GetClientDiseasesInput>;

export const DiseaseSubtypeDto = z.object({ id: z.number().int(), description: z.string() });
export type DiseaseSubtypeDto = z.infer<typeof DiseaseSubtypeDto>;

const fields = {
  clientId: id(),
  type: Kind,
  description: text()
    .trim()
    .max(1000)
    .nullish()
    .transform((v) => v || null),
  icd10_Id: optionalRef,
  /** The server takes today (the clinic's date) when it is missing. */
  recognitionTime: calendarDate(RECOGNITION_DATE_MESSAGE).nullish(),
  curedTime: z
    .union([z.literal(''), calendarDate(CURED_DATE_MESSAGE)])
    .nullish()
    .transform((v) => v || null),
  subtype: optionalRef.refine((v) => v === null || isDiseaseSubtype(v), UNKNOWN_SUBTYPE_MESSAGE),
};

/** Spec 001 §5: a code or a description; a disease also needs its subtype. */
function withRules<T extends z.ZodObject<typeof fields>>(schema: T) {
  return schema
    .superRefine((v: z.output<z.ZodObject<typeof fields>>, ctx) => {
      if (v.icd10_Id === null && v.description === null)
        ctx.addIssue({
          code: 'custom',
          message: contractText('contract.icdOrDescriptionRequired'),
          path: ['description'],
        });
      if (v.type !== DISEASE_KIND.disease) return;
      if (v.subtype === null)
        ctx.addIssue({
          code: 'custom',
          message: contractText('contract.diseaseSubtypeRequired'),
          path: ['subtype'],
        });
      if (v.curedTime && v.recognitionTime && v.curedTime < v.recognitionTime)
        ctx.addIssue({
          code: 'custom',
          message: contractText('contract.curedBeforeRecognition'),
          path: ['curedTime'],
        });
    })
    .transform((v) => (v.type === DISEASE_KIND.allergy ? { ...v, curedTime: null, subtype: null } : v));
}

export const CreateClientDiseaseInput = withRules(z.object(fields));
export type CreateClientDiseaseInput = z.input<typeof CreateClientDiseaseInput>;

export const UpdateClientDiseaseInput = withRules(z.object({ ...fields, id: id() }));
export type UpdateClientDiseaseInput = z.input<typeof UpdateClientDiseaseInput>;

export const DeleteClientDiseaseInput = z.object({
  id: Id,
  reason: text(DELETE_REASON_MESSAGE).trim().min(1, DELETE_REASON_MESSAGE).max(500),
});
export type DeleteClientDiseaseInput = z.input<typeof DeleteClientDiseaseInput>;

export const clientDiseaseEndpoints = {
  getClientDiseases: endpoint({
    method: 'GET',
    path: `${BASE}/GetClientDiseases`,
    input: GetClientDiseasesInput,
    result: z.array(ClientDiseaseDto),
    summary: "A patient's allergies or diseases, newest recognition first",
    tag: TAG,
  }),
  getDiseaseSubtypes: endpoint({
    method: 'GET',
    path: `${BASE}/GetDiseaseSubtypes`,
    input: z.object({}),
    result: z.array(DiseaseSubtypeDto),
    summary: 'The subtypes a disease is filed under',
    tag: TAG,
  }),
  create: endpoint({
    method: 'POST',
    path: `${BASE}/Create`,
    input: CreateClientDiseaseInput,
    result: ClientDiseaseDto,
    summary: 'Adds an allergy or a disease to a patient',
    tag: TAG,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/Update`,
    input: UpdateClientDiseaseInput,
    result: ClientDiseaseDto,
    summary: 'Changes an allergy or a disease',
    tag: TAG,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${BASE}/Delete`,
    input: DeleteClientDiseaseInput,
    result: NoResult,
    summary: 'Deletes an allergy or a disease with the reason (the entry is kept for the record)',
    tag: TAG,
  }),
};
