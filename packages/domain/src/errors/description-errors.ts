import type { ErrorSection } from './catalog-types.ts';

/** Stored descriptions and their categories (spec 002 §10, spec 000 §7.2). */
export const DESCRIPTION_ERRORS = {
  /** Also a private description of another user: it is not shown to anyone but its author. */
  'description.notFound': { kind: 'notFound', message: 'Nie znaleziono opisu.' },
  'description.categoryNotFound': { kind: 'notFound', message: 'Nie znaleziono kategorii opisów.' },
  'description.unknownCategory': { kind: 'validation', message: 'Nieznana kategoria opisów.' },
  /** Someone else's shared description cannot become private: it would vanish from its author's list. */
  'description.privateOnlyAuthor': {
    kind: 'validation',
    message: 'Tylko autor opisu może oznaczyć go jako prywatny.',
  },
  'description.nameTaken': {
    kind: 'conflict',
    message: (p: { name: string }) => `Opis „${p.name}” tego rodzaju już istnieje.`,
  },
  'description.categoryNameTaken': {
    kind: 'conflict',
    message: (p: { name: string }) => `Kategoria „${p.name}” już istnieje.`,
  },
} as const satisfies ErrorSection;
