/**
 * The tags a .docx agreement template may hold, written in braces in Word: `{imie} {nazwisko}`.
 * Generating an agreement fills each with the patient's, the guardian's or the clinic's data; a tag
 * with nothing to fill stays empty. This list is the documentation of the tags and the type of the
 * data the server fills in, so the two cannot drift apart.
 */
export const AGREEMENT_PLACEHOLDERS = [
  { placeholder: 'imie', description: 'imię pacjenta' },
  { placeholder: 'nazwisko', description: 'nazwisko pacjenta' },
  { placeholder: 'pesel', description: 'PESEL pacjenta' },
  { placeholder: 'data_urodzenia', description: 'data urodzenia pacjenta (z numeru PESEL)' },
  { placeholder: 'telefon', description: 'telefon pacjenta' },
  { placeholder: 'email', description: 'e-mail pacjenta' },
  { placeholder: 'adres', description: 'adres pacjenta w jednym wierszu' },
  { placeholder: 'ulica', description: 'ulica' },
  { placeholder: 'numer_budynku', description: 'numer budynku' },
  { placeholder: 'numer_lokalu', description: 'numer lokalu' },
  { placeholder: 'kod_pocztowy', description: 'kod pocztowy' },
  { placeholder: 'miasto', description: 'miejscowość' },
  { placeholder: 'wojewodztwo', description: 'województwo' },
  { placeholder: 'opiekun_imie', description: 'imię opiekuna' },
  { placeholder: 'opiekun_nazwisko', description: 'nazwisko opiekuna' },
  { placeholder: 'opiekun_pesel', description: 'PESEL opiekuna' },
  { placeholder: 'data', description: 'data wygenerowania dokumentu' },
  { placeholder: 'nazwa_firmy', description: 'nazwa placówki' },
  { placeholder: 'adres_firmy', description: 'adres placówki' },
  { placeholder: 'nip_firmy', description: 'NIP placówki' },
  { placeholder: 'administrator_danych', description: 'administrator danych osobowych' },
  { placeholder: 'inspektor_danych', description: 'inspektor ochrony danych' },
  { placeholder: 'inspektor_email', description: 'e-mail inspektora ochrony danych' },
] as const;

export type AgreementPlaceholder = (typeof AGREEMENT_PLACEHOLDERS)[number]['placeholder'];
export type AgreementData = Readonly<Record<AgreementPlaceholder, string>>;

export interface PostalAddress {
  readonly street: string | null;
  readonly building: string | null;
  readonly flat: string | null;
  readonly postcode: string | null;
  readonly city: string | null;
}

/** 'Długa 5/3, 31-147 Kraków'; the parts that are missing are left out with their separators. */
export function formatPostalAddress(a: PostalAddress): string {
  const building = a.building?.trim();
  const flat = a.flat?.trim();
  // A flat number means nothing without the building's.
  const number = building && flat ? `${building}/${flat}` : (building ?? '');
  const line1 = [a.street?.trim(), number].filter(Boolean).join(' ');
  const line2 = [a.postcode?.trim(), a.city?.trim()].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}
