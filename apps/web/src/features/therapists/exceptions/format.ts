/** Spec 002 §9: open days as DD/MM/YYYY. */
export const slashDate = (date: string): string => date.split('-').reverse().join('/');
