/** Text as patient search compares it: lowercase, Polish diacritics removed ('Łukasz' → 'lukasz'). */

export function normaliseSearchText(value: string): string {
  return (
    value
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // 'ł' has no Unicode decomposition, so NFD alone would keep it.
      .replace(/ł/g, 'l')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words of a search query, each of which must occur in the patient's search text. */
export function searchTokens(query: string): string[] {
  const normal = normaliseSearchText(query);
  return normal === '' ? [] : normal.split(' ');
}

/** What a patient is found by: name, surname and PESEL (the phone is matched on its own column). */
export function patientSearchText(p: { name: string; surname: string; pesel: string | null }): string {
  return normaliseSearchText([p.name, p.surname, p.pesel ?? ''].join(' '));
}
