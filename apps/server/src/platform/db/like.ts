/** A user's text as a LIKE pattern's literal part: its %, _ and \ match only themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
