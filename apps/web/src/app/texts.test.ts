import { afterEach, describe, expect, it } from 'vitest';
import { CreateRoomInput } from '@wizytownik/contracts';
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
});
