import { DEFAULT_TEXTS, DEFAULT_TIME_ZONE, zonedWallClock, type TextKey } from '@wizytownik/domain';
import type { CreditEntryDto } from '@wizytownik/contracts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { allCreditEntries, creditBalance } from './credit.service.ts';

const MONEY_FORMAT = '#,##0.00 "zł"';
const DATE_TIME_FORMAT = 'dd-mm-yyyy hh:mm';

const text = (key: TextKey) => DEFAULT_TEXTS[key];

/**
 * A spreadsheet has no time zones: the clinic's wall-clock time is written as if it were UTC, which
 * is how exceljs turns a Date into a serial day number.
 */
function wallClockCell(iso: string | null): Date | null {
  if (iso === null) return null;
  const { date, minutes } = zonedWallClock(new Date(iso), DEFAULT_TIME_ZONE);
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000);
}

function typeLabel(typ: number | null): string {
  if (typ === null) return text('credit.charge');
  return DEFAULT_TEXTS[`credit.type.${typ}` as TextKey] ?? String(typ);
}

/** The account as one worksheet: a row per entry, newest first, and the balance under them. */
export async function creditWorkbook(entries: readonly CreditEntryDto[], saldo: number): Promise<Buffer> {
  // Loaded on first use: exceljs costs some 25 MB a server that never exports need not hold.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text('credit.sheet'));
  sheet.columns = [
    { header: text('credit.col.paidAt'), width: 18, style: { numFmt: DATE_TIME_FORMAT } },
    { header: text('credit.col.type'), width: 12 },
    { header: text('credit.col.amount'), width: 16, style: { numFmt: MONEY_FORMAT } },
    { header: text('credit.col.visitStart'), width: 18, style: { numFmt: DATE_TIME_FORMAT } },
    { header: text('credit.col.visitLength'), width: 20 },
    { header: text('credit.col.therapist'), width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const e of entries) {
    sheet.addRow([
      wallClockCell(e.data_wplaty),
      typeLabel(e.typ),
      e.wartosc / 100,
      wallClockCell(e.start_wizyty),
      e.dlugosc_wizyty,
      e.terapeuta,
    ]);
  }
  sheet.addRow([]);
  const balance = sheet.addRow([text('credit.sheetBalance'), null, saldo / 100]);
  balance.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The export call: the patient's account as an .xlsx file, base64. */
export async function exportCredit(db: DbOrTx, tenantId: number, clientId: number): Promise<string> {
  const entries = await allCreditEntries(db, tenantId, clientId);
  const saldo = await creditBalance(db, tenantId, clientId);
  return (await creditWorkbook(entries, saldo)).toString('base64');
}
