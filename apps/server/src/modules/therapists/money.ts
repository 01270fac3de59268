/** numeric(12,2) złote as Postgres returns them ("123.45") → integer grosze, and back. */
export const toGrosze = (value: string): number => Math.round(Number(value) * 100);
export const fromGrosze = (grosze: number): string => (grosze / 100).toFixed(2);

/** Postgres `time` reads back as "HH:mm:ss"; the API speaks "HH:mm". */
export const hhmm = (time: string): string => time.slice(0, 5);
