import { expect, type Page } from '@playwright/test';

/** The top bar with the user menu, and the dashboard greeting. */
export class Shell {
  constructor(private readonly page: Page) {}

  async expectDashboard(firstName: string) {
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByText(`Dzień dobry, ${firstName}`)).toBeVisible();
  }

  async openUserMenu() {
    await this.page.getByRole('button', { name: /menu użytkownika/i }).click();
  }

  async logOut() {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await expect(this.page).toHaveURL(/\/login/);
  }

  async accessToken(): Promise<string> {
    return this.page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        const value = localStorage.getItem(key) ?? '';
        if (value.includes('accessToken')) return (JSON.parse(value) as { accessToken: string }).accessToken;
      }
      throw new Error('no stored user');
    });
  }
}
