import { normaliseSearchText } from '../patients/search-text.ts';

/**
 * Text folded for searching dictionaries: as patient search folds it (lowercase, no Polish
 * diacritics), and every run of characters other than letters and digits one space.
 * 'Zapalenie płuc (J12)' → 'zapalenie pluc j12'.
 */
export function foldForSearch(text: string): string {
  return normaliseSearchText(text.replace(/[^\p{L}\p{N}]+/gu, ' '));
}

/**
 * The stored search column of a dictionary entry: the folded description with a leading space, so that
 * "starts a word" is `LIKE '% word%'` for every word, the first one included.
 */
export function dictionarySearchText(description: string): string {
  return ` ${foldForSearch(description)}`;
}

/** What a dictionary search looks for: a code prefix and the word prefixes of the description. */
export interface DictionaryQuery {
  /** The query as a code: upper case without spaces ('j06 ' → 'J06'); empty when there is none. */
  readonly code: string;
  /** Folded words; each must start a word of the description. */
  readonly words: readonly string[];
}

export function parseDictionaryQuery(query: string | undefined): DictionaryQuery {
  const text = query?.trim() ?? '';
  const folded = foldForSearch(text);
  return {
    code: text.replace(/\s+/g, '').toUpperCase(),
    words: folded ? folded.split(' ') : [],
  };
}
