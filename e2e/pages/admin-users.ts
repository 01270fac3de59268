import { expect, type Locator, type Page } from '@playwright/test';

export interface NewUser {
  readonly userName: string;
  readonly emailAddress: string;
  readonly name: string;
  readonly surname: string;
  readonly password: string;
  /** Role labels as the dialog shows them (display names). */
  readonly roles: readonly string[];
}

/** /admin/users: the list and its add/edit dialog. */
export class AdminUsersPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/users');
    await expect(this.page.getByRole('table', { name: 'Użytkownicy' })).toBeVisible();
  }

  row(userName: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: userName, exact: true }) });
  }

  async rowAction(userName: string, action: string) {
    await this.row(userName)
      .getByRole('button', { name: `Akcje użytkownika ${userName}` })
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  async openNewUserDialog(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Dodaj użytkownika' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nowy użytkownik' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async fillNewUser(dialog: Locator, user: NewUser) {
    await dialog.getByLabel('Nazwa użytkownika').fill(user.userName);
    await dialog.getByLabel('E-mail').fill(user.emailAddress);
    await dialog.getByLabel('Imię').fill(user.name);
    await dialog.getByLabel('Nazwisko').fill(user.surname);
    await dialog.getByLabel('Hasło', { exact: true }).fill(user.password);
    await dialog.getByLabel('Powtórz hasło').fill(user.password);
    for (const role of user.roles) await dialog.getByRole('checkbox', { name: role, exact: true }).check();
  }

  async save(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText('Zapisano')).toBeVisible();
  }
}
