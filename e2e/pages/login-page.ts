import { expect, type Page } from '@playwright/test';

/** The login screen and its second-factor step. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await expect(this.page.getByLabel('Nazwa użytkownika lub e-mail')).toBeVisible();
  }

  async logIn(userName: string, password: string, companyName?: string) {
    if (companyName) await this.page.getByLabel('Nazwa firmy').fill(companyName);
    await this.page.getByLabel('Nazwa użytkownika lub e-mail').fill(userName);
    await this.page.getByLabel('Hasło', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Zaloguj' }).click();
  }

  async enterCode(code: string) {
    await this.page.getByLabel('Kod uwierzytelniający').fill(code);
    await this.page.getByRole('button', { name: 'Zweryfikuj i Zaloguj' }).click();
  }
}
