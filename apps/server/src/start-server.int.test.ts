import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { ICD10_FILE, ICD9_FILE } from './modules/icd/icd.import.ts';
import { searchIcd10 } from './modules/icd/icd.service.ts';
import { PACKS_FILE, PRODUCTS_FILE } from './modules/drugs/drugs.import.ts';
import { searchDrugs } from './modules/drugs/drugs.service.ts';
import { PACKS_HEADER, PRODUCTS_HEADER } from './modules/drugs/drugs.test-kit.ts';
import { type Database } from './platform/db/database.ts';
import { startServer, type RunningServer } from './start-server.ts';
import { openTemplateDatabase } from '../test/template-database.ts';

// A first start on an empty embedded database (the dictionaries are global, so never a shared server).
let database: Database | undefined;
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  await database?.close();
});

function firstStart(icd10: string, pack = '1,100006494,12 tabl.,05909990296026,0') {
  const dir = mkdtempSync(join(tmpdir(), 'wz-start-'));
  writeFileSync(
    join(dir, PRODUCTS_FILE),
    `${PRODUCTS_HEADER}\n100006494,Apap,500 mg,Tabletki powlekane,OTC,Paracetamolum,N02BE01,\n`,
  );
  writeFileSync(join(dir, PACKS_FILE), `${PACKS_HEADER}\n${pack}\n`);
  writeFileSync(join(dir, ICD10_FILE), `kod,opis\n${icd10}\n`);
  writeFileSync(
    join(dir, ICD9_FILE),
    'rozdzial_kod,rozdzial,podrozdzial_kod,podrozdzial,kategoria_glowna_kod,kategoria_glowna,kategoria_szczegolowa_kod,kategoria_szczegolowa\n' +
      '88,Diagnostyka radiologiczna,88.7,Diagnostyka ultradźwiękowa (USG),88.76,USG brzucha,,\n',
  );
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    ICD_DATA_DIR: dir,
    DRUGS_DATA_DIR: dir,
    WEB_DIST: dir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    BACKUP_KEEP: '0',
  });
}

async function start(config: ReturnType<typeof loadConfig>) {
  database = await openTemplateDatabase();
  server = await startServer(config, database);
  const { port } = server.app.server.address() as { port: number };
  return fetch(`http://127.0.0.1:${port}/health`);
}

it('listens only once the ICD dictionaries and the drug registry are loaded, so the first answered /health means a search finds them', async () => {
  const health = await start(firstStart('J12.0,Zapalenie płuc wywołane przez adenowirus'));
  expect(health.status).toBe(200);
  // Right after the first answer, before anything else could finish loading.
  const found = await searchIcd10(database!.db, { query: 'zapalenie płuc', limit: 10, offset: 0 });
  expect(found.items.map((i) => i.kod)).toEqual(['J12.0']);
  expect(server!.report.join('\n')).toContain('ICD-10 – kodów: 1 (nowych: 1, wycofanych: 0)');
  expect((await searchDrugs(database!.db, 'paracetamol')).map((p) => p.nazwa_moc)).toEqual(['Apap, 500 mg']);
  expect(server!.report.join('\n')).toContain(
    'Rejestr leków – produktów: 1 (bez opakowania do przepisania: 0), opakowań: 1 (wycofanych: 0)',
  );
});

it('still starts when a dictionary file is broken (the error is logged) and serves without the dictionaries', async () => {
  const health = await start(firstStart('J12.0'));
  expect(health.status).toBe(200);
  expect((await searchIcd10(database!.db, { query: 'J12', limit: 10, offset: 0 })).items).toEqual([]);
  // Each part on its own: the registry loaded.
  expect(await searchDrugs(database!.db, 'apap')).toHaveLength(1);
});

it('still starts when a registry file is broken, with the dictionaries and without the registry', async () => {
  const health = await start(firstStart('J12.0,Zapalenie płuc', '1,100006494,12 tabl.,05909990296026,TAK'));
  expect(health.status).toBe(200);
  expect((await searchIcd10(database!.db, { query: 'J12', limit: 10, offset: 0 })).items).toHaveLength(1);
  expect(await searchDrugs(database!.db, 'apap')).toEqual([]);
});
