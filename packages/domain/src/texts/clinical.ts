/** Interface texts of one area, spread into DEFAULT_TEXTS (texts.ts); keys start with the area name. */
export const CLINICAL_TEXTS = {} as const satisfies Record<string, string>;
