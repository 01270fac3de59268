import type { FastifyRequest } from 'fastify';
import { setContractMessageRenderer, type ErrorInfo } from '@wizytownik/contracts';
import { CONTRACT_MESSAGES, type ContractMessageKey } from '@wizytownik/domain';

/** A tenant's own wording of catalog texts (its overrides), by key. */
export type TenantTexts = (tenantId: number) => Promise<ReadonlyMap<string, string>>;

const isContractMessage = (text: string | null): text is ContractMessageKey =>
  text !== null && Object.hasOwn(CONTRACT_MESSAGES, text);

/**
 * The server's request checks answer their messages' catalog keys; `renderContractMessages` writes
 * them in the caller's tenant's wording (its text overrides, else the catalog's) as a reply goes out.
 */
export function answerContractMessageKeys(): void {
  setContractMessageRenderer((key) => key);
}

/** `info` with every contract message key in it written for the caller's tenant. */
export async function renderContractMessages(
  info: ErrorInfo,
  request: FastifyRequest,
  tenantTexts: TenantTexts | undefined,
): Promise<ErrorInfo> {
  const texts = [
    info.message,
    ...(info.details ?? '').split('\n'),
    ...(info.validationErrors ?? []).map((v) => v.message),
  ];
  if (!texts.some(isContractMessage)) return info;
  const tenantId = request.auth?.tenantId;
  const overrides =
    tenantId !== undefined && tenantTexts ? await tenantTexts(tenantId) : new Map<string, string>();
  const render = (text: string) =>
    isContractMessage(text) ? (overrides.get(text) ?? CONTRACT_MESSAGES[text]) : text;
  return {
    ...info,
    message: render(info.message),
    // A field check's details are its messages, one a line.
    details: info.details === null ? null : info.details.split('\n').map(render).join('\n'),
    validationErrors: info.validationErrors?.map((v) => ({ ...v, message: render(v.message) })) ?? null,
  };
}
