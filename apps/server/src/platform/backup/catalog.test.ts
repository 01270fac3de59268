import { describe, expect, it } from 'vitest';
import { dependencyOrder } from './catalog.ts';

describe('table dependency order', () => {
  it('puts referenced tables before the tables that refer to them', () => {
    const order = dependencyOrder(
      ['visits', 'clients', 'tenants', 'users'],
      [
        { child: 'visits', parent: 'clients' },
        { child: 'visits', parent: 'users' },
        { child: 'clients', parent: 'tenants' },
        { child: 'users', parent: 'tenants' },
        { child: 'clients', parent: 'clients' },
      ],
    );
    expect(order).toEqual(['tenants', 'users', 'clients', 'visits']);
  });

  it('keeps every table when references form a cycle', () => {
    expect(
      dependencyOrder(
        ['a', 'b', 'c'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toEqual(['c', 'a', 'b']);
  });
});
