/**
 * The interface texts, keyed by name. `TextService/GetFrontendTexts` returns these merged with the
 * tenant's own overrides, and the web app reads every user-facing string through this catalog.
 */
export const DEFAULT_TEXTS = {
  'app.name': 'Wizytownik',
} as const satisfies Record<string, string>;

export type TextKey = keyof typeof DEFAULT_TEXTS;
