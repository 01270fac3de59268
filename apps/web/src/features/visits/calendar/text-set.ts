import { useMemo } from 'react';
import type { TextKey } from '@wizytownik/domain';
import type { Translate } from '../../../app/texts.ts';

/** Catalog texts by a name of the screen's own. */
export type TextSet<N extends string> = Readonly<Record<N, string>>;

/** The texts of `keys`, as `t` has them now. */
export function textSet<N extends string>(t: Translate, keys: Readonly<Record<N, TextKey>>): TextSet<N> {
  const set = {} as Record<N, string>;
  for (const name in keys) set[name] = t(keys[name]);
  return set;
}

/**
 * `textSet`, kept the same object while its wording stays: the tenant's overrides arriving (a new
 * `t`) that leave these texts alone change nothing memoized on it, so the calendar's events are not
 * drawn again.
 */
export function useTextSet<N extends string>(t: Translate, keys: Readonly<Record<N, TextKey>>): TextSet<N> {
  const wording = JSON.stringify(textSet(t, keys));
  return useMemo(() => JSON.parse(wording) as TextSet<N>, [wording]);
}
