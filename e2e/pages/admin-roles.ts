import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/roles: the list and the role dialog with its three tabs. */
export class AdminRolesPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/roles');
    await expect(this.page.getByRole('table', { name: 'Role' })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async openNewRoleDialog(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Dodaj rolę' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nowa rola' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async grant(dialog: Locator, permissions: readonly string[]) {
    await dialog.getByRole('tab', { name: 'Uprawnienia' }).click();
    for (const p of permissions) await dialog.getByRole('checkbox', { name: p, exact: true }).check();
  }
}
