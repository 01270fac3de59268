import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** Saves a full-page screenshot to e2e/screenshots/ for a person to look at. */
export async function snapshot(page: Page, name: string) {
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(300); // let MUI's label and snackbar transitions settle
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: true, animations: 'disabled' });
}
