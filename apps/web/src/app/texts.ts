import { useCallback } from 'react';
import { setContractMessageRenderer } from '@wizytownik/contracts';
import { DEFAULT_TEXTS, type TextKey } from '@wizytownik/domain';
import { externalStore, useExternalStore } from './external-store.ts';

export type TextValues = Readonly<Record<string, string | number>>;
export type Translate = (key: TextKey, values?: TextValues) => string;

/** The tenant's overrides from `TextService/GetFrontendTexts`, applied over `DEFAULT_TEXTS`. */
const overrides = externalStore<ReadonlyMap<string, string>>(new Map());

export function setTextOverrides(texts: ReadonlyArray<{ key: string; value: string }>): void {
  overrides.set(new Map(texts.map((t) => [t.key, t.value])));
}

export function resetTextOverrides(): void {
  overrides.set(new Map());
}

function lookup(map: ReadonlyMap<string, string>, key: TextKey, values?: TextValues): string {
  const template = map.get(key) ?? DEFAULT_TEXTS[key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** A text outside React (the HTTP layer). Screens use `useTexts()` so that they follow the overrides. */
export const text: Translate = (key, values) => lookup(overrides.get(), key, values);

// The request checks of the contracts (the forms validate with them) write their messages this way too.
setContractMessageRenderer((key) => text(key));

export function useTexts(): Translate {
  const map = useExternalStore(overrides);
  return useCallback((key, values) => lookup(map, key, values), [map]);
}
