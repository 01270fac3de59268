import { afterEach, describe, expect, it } from 'vitest';
import { CreateClientInput, CreateRoomInput } from '@wizytownik/contracts';
import { resetTextOverrides, setTextOverrides } from './texts.ts';

afterEach(resetTextOverrides);

const nameMessage = () =>
  CreateRoomInput.safeParse({ name: '', placowkaId: null, color: '#1976d2' }).error?.issues[0]?.message;

describe("the contracts' messages in the forms", () => {
  it("follow the tenant's wording of the catalog", () => {
    expect(nameMessage()).toBe('Podaj nazwę gabinetu');
    setTextOverrides([{ key: 'contract.roomNameRequired', value: 'Gabinet musi mieć nazwę.' }]);
    expect(nameMessage()).toBe('Gabinet musi mieć nazwę.');
  });

  it("follow it for the domain rules' messages too (PESEL, credit basis)", () => {
    const clientMessages = () =>
      CreateClientInput.safeParse({
        name: 'Jan',
        surname: 'Nowak',
        pesel: '44051401358',
        kredyt: true,
        kredyt_podstawa: 'Inne',
      }).error?.issues.map((i) => i.message);
    expect(clientMessages()).toEqual(['Niepoprawny numer PESEL', 'Nie podano innej podstawy kredytu']);
    setTextOverrides([
      { key: 'contract.peselInvalid', value: 'PESEL się nie zgadza.' },
      { key: 'contract.creditOtherBasisRequired', value: 'Opisz podstawę kredytu.' },
    ]);
    expect(clientMessages()).toEqual(['PESEL się nie zgadza.', 'Opisz podstawę kredytu.']);
  });
});
