import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin } from '../pages/session.ts';
import { LoginPage } from '../pages/login-page.ts';
import { VisitsPage } from '../pages/visits-page.ts';

/**
 * axe-core over the main screens: a serious or critical violation fails the test, so a new screen
 * (or a change of an old one) stays usable with a screen reader, a keyboard and low vision.
 */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      first: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/** A screen of the signed-in admin, once its heading (or `ready`) shows and no list is loading. */
async function openScreen(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

test('the login screen has no serious accessibility violations', async ({ page }) => {
  await new LoginPage(page).open();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('signed in as the administrator', () => {
  test.beforeEach(async ({ page }) => logInAsAdmin(page));

  test('the visits calendar in its Week, Day and Month views has no serious accessibility violations', async ({
    page,
  }) => {
    const visits = new VisitsPage(page);
    await visits.open();
    await expect(page.locator('.rbc-event').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const view of ['Dzień', 'Miesiąc'] as const) {
      await visits.view(view);
      expect(await seriousViolations(page), view).toEqual([]);
    }
  });

  const screens: [string, string][] = [
    ['/', 'Pulpit'],
    ['/clients', 'Pacjenci'],
    ['/therapists', 'Terapeuci'],
    ['/admin/users', 'Użytkownicy'],
    ['/admin/roles', 'Role'],
    ['/admin/rooms', 'Gabinety'],
    ['/admin/settings', 'Ustawienia firmy'],
    ['/admin/dniwolne', 'Dni wolne'],
    ['/payu', 'Płatności online'],
    ['/rezerwy', 'Rezerwy'],
  ];
  for (const [path, title] of screens) {
    test(`${title} (${path}) has no serious accessibility violations`, async ({ page }) => {
      await openScreen(page, path, heading(title));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
