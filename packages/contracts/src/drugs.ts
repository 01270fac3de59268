import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './input.ts';
import { message } from './messages.ts';

/**
 * The drug registry (Rejestr Produktów Leczniczych, RPL; integrations.md §3.7): global reference data
 * the prescription dialog searches (spec 001 §3 'Drug', §5). A query matches words starting words of
 * the product's name, strength or common name (INN), without regard to case and Polish diacritics;
 * names starting with the query come first, then by name. Only packs not withdrawn are offered, and
 * only products that have one.
 */
const TAG = 'P1Service';
const BASE = '/api/services/app/P1Service';

/** The most products one search answers. */
export const DRUG_SEARCH_LIMIT = 50;
/** Spec 001 §5: the search starts after more than 2 characters. */
export const DRUG_SEARCH_MIN_LENGTH = 3;

export const GetProduktyLeczniczeInput = z.object({
  nazwa: text(message('contract.drugSearchMin3'))
    .trim()
    .min(DRUG_SEARCH_MIN_LENGTH, message('contract.drugSearchMin3'))
    .max(100),
});
export type GetProduktyLeczniczeInput = z.input<typeof GetProduktyLeczniczeInput>;

/** A pack of a product (spec 001 §3: id, opis_opakowania, czy_skasowane) and what a prescription needs of it. */
export const DrugPack = z.object({
  id: z.number().int(),
  opis_opakowania: z.string(),
  /** Withdrawn packs are not offered, so always false in a search reply; kept for the spec's shape. */
  czy_skasowane: z.boolean(),
  /** GTIN-14 as the registry has it (the prescription names the pack by it); null when the registry has none. */
  kod_gtin: z.string().nullable(),
  /**
   * The availability category ('OTC', 'Rp', 'Rpz', 'Rpw', 'Lz', 'LzRp'; several joined with '; ').
   * The registry files give it per product, so every pack of a product carries the product's.
   * A prescription defaults to Rpw when it names Rpw.
   */
  kategoria_dostepnosci: z.string().nullable(),
});
export type DrugPack = z.infer<typeof DrugPack>;

/** A medicinal product (spec 001 §3: id, nazwa_moc, opakowania); `id` is the RPL product identifier. */
export const ProduktLeczniczy = z.object({
  id: z.number().int(),
  /** 'Apap, 500 mg': the name and the strength (the name alone when the registry has none). */
  nazwa_moc: z.string(),
  /** The pharmaceutical form ('Tabletki powlekane'), to tell apart products of one name and strength. */
  postac: z.string(),
  opakowania: z.array(DrugPack),
});
export type ProduktLeczniczy = z.infer<typeof ProduktLeczniczy>;

export const drugEndpoints = {
  getProduktyLecznicze: endpoint({
    method: 'GET',
    path: `${BASE}/GetProduktyLecznicze`,
    input: GetProduktyLeczniczeInput,
    result: z.array(ProduktLeczniczy),
    summary: `Medicinal products of the drug registry matching the name (at most ${DRUG_SEARCH_LIMIT}), with their packs not withdrawn; for a system administrator or a therapist with a prescribing profession and a certificate`,
    tag: TAG,
  }),
};
