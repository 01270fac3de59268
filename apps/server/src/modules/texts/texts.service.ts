import { eq } from 'drizzle-orm';
import { DEFAULT_TEXTS } from '@wizytownik/domain';
import type { DbOrTx } from '../../platform/db/database.ts';
import { frontendTexts } from './texts.tables.ts';

/** The catalog's defaults with the tenant's own wording on top. */
export async function getFrontendTexts(db: DbOrTx, tenantId: number) {
  const texts = new Map<string, string>(Object.entries(DEFAULT_TEXTS));
  for (const [key, value] of await getTextOverrides(db, tenantId)) texts.set(key, value);
  return [...texts].map(([key, value]) => ({ key, value }));
}

/** Only the tenant's own wording, by key (the error replies render the contracts' messages with it). */
export async function getTextOverrides(db: DbOrTx, tenantId: number): Promise<ReadonlyMap<string, string>> {
  const overrides = await db.select().from(frontendTexts).where(eq(frontendTexts.tenantId, tenantId));
  return new Map(overrides.map((o) => [o.key, o.value]));
}

export async function setFrontendText(db: DbOrTx, tenantId: number, key: string, value: string) {
  await db
    .insert(frontendTexts)
    .values({ tenantId, key, value })
    .onConflictDoUpdate({ target: [frontendTexts.tenantId, frontendTexts.key], set: { value } });
}
