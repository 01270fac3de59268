import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import { describe, expect, it } from 'vitest';
import type { FeatureName, PermissionName } from '@wizytownik/domain';
import { isInMenu, type ScreenDefinition } from './registry.ts';

const load = () => Promise.resolve({ default: () => null });
const icon = MeetingRoomOutlined;

function access(granted: PermissionName[], features: FeatureName[] | null = []) {
  return { isGranted: (p: PermissionName) => granted.includes(p), features: features && new Set(features) };
}

const rooms: ScreenDefinition = { path: '/admin/rooms', load, menu: { icon } };
const vouchers: ScreenDefinition = { path: '/vouchery', load, menu: { icon } };
const sms: ScreenDefinition = {
  path: '/admin/sendsmsconfiguration',
  load,
  menu: { icon, feature: 'AndroidSMS' },
};

describe('isInMenu', () => {
  it.each([
    {
      name: 'a screen with its permission',
      screen: rooms,
      access: access(['Wizytownik_Rooms']),
      expected: true,
    },
    { name: 'a screen without its permission', screen: rooms, access: access([]), expected: false },
    {
      name: 'a screen outside the menu',
      screen: { path: '/changepassword', load } satisfies ScreenDefinition,
      access: access([]),
      expected: false,
    },
    {
      name: 'a feature route with the feature on',
      screen: vouchers,
      access: access(['Wizytownik_Vouchery'], ['Vouchery']),
      expected: true,
    },
    {
      name: 'a feature route with the feature off',
      screen: vouchers,
      access: access(['Wizytownik_Vouchery']),
      expected: false,
    },
    {
      name: 'a feature route while the flags load',
      screen: vouchers,
      access: access(['Wizytownik_Vouchery'], null),
      expected: false,
    },
    {
      name: "the menu's own feature on",
      screen: sms,
      access: access(['Wizytownik_AndroidWysylkaSMSKOnfiguracja'], ['AndroidSMS']),
      expected: true,
    },
    {
      name: "the menu's own feature off",
      screen: sms,
      access: access(['Wizytownik_AndroidWysylkaSMSKOnfiguracja']),
      expected: false,
    },
  ])('$name: $expected', ({ screen, access: a, expected }) => {
    expect(isInMenu(screen, a)).toBe(expected);
  });
});
