import { CONTRACT_MESSAGES, type ContractMessageKey } from '@wizytownik/domain';

/** Writes a check's message from its catalog key: by default the catalog's own Polish text. */
type Render = (key: ContractMessageKey) => string;

let render: Render = (key) => CONTRACT_MESSAGES[key];

/**
 * How the checks write their messages from now on: the web reads the text with the tenant's
 * overrides; the server answers the key, which its error handler renders for the caller's tenant.
 */
export function setContractMessageRenderer(next: Render): void {
  render = next;
}

/** A catalog text as the checks write it now (for an issue a refinement adds itself). */
export const contractText = (key: ContractMessageKey): string => render(key);

/** A zod error parameter naming a catalog text, read when a check fails (so it follows the renderer). */
export const message = (key: ContractMessageKey) => ({ error: () => render(key) });

/** What a check helper takes as its message: a catalog text (`message()`) or a fixed one. */
export type ErrorParam = string | ReturnType<typeof message>;

/** The parameter object of a message, to add options such as `abort` to. */
export const errorParams = (error: ErrorParam) => (typeof error === 'string' ? { error } : error);
