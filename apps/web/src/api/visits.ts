/** Every visit query lives under this key (calendar, side lists, search, history, editor), so a change of a visit reloads them. */
export const VISITS_KEY = ['visits'] as const;
export const visitKey = (id: number) => [...VISITS_KEY, 'details', id] as const;
