import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { moduleOwnsTables } from './module-owns-tables.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const inUsers = '/repo/apps/server/src/modules/users/user-links.ts';
const therapistsTable = "import { therapists } from '../therapists/therapists.tables.ts';\n";

tester.run('module-owns-tables', moduleOwnsTables, {
  valid: [
    // Reading another module's table, and writing one's own.
    { filename: inUsers, code: `${therapistsTable}db.select().from(therapists);` },
    {
      filename: inUsers,
      code: "import { users } from './users.tables.ts';\ndb.update(users).set({ isActive: false });",
    },
    // A type-only import names no table to write.
    {
      filename: inUsers,
      code: "import type { therapists } from '../therapists/therapists.tables.ts';\nlet t: typeof therapists;",
    },
    // Outside the modules (the platform, tests under test/) the rule does not apply.
    { filename: '/repo/apps/server/test/factories.ts', code: `${therapistsTable}db.insert(therapists);` },
    // A writer the config allows.
    {
      filename: '/repo/apps/server/src/modules/company-settings/units.service.ts',
      code: "import { units } from '../organization/organization.tables.ts';\ndb.insert(units);",
      options: [{ allow: { 'company-settings': ['organization'] } }],
    },
  ],
  invalid: [
    {
      filename: inUsers,
      code: `${therapistsTable}await tx.insert(therapists).values({});`,
      errors: [
        {
          messageId: 'foreign',
          data: { table: 'therapists', owner: "module 'therapists'", method: 'insert' },
        },
      ],
    },
    {
      filename: inUsers,
      code: `${therapistsTable}tx.update(therapists).set({}); db.delete(therapists);`,
      errors: [
        {
          messageId: 'foreign',
          data: { table: 'therapists', owner: "module 'therapists'", method: 'update' },
        },
        {
          messageId: 'foreign',
          data: { table: 'therapists', owner: "module 'therapists'", method: 'delete' },
        },
      ],
    },
    // Through a namespace import, and an aliased one.
    {
      filename: inUsers,
      code: "import * as t from '../therapists/therapists.tables.ts';\ndb.insert(t.therapists);",
      errors: [
        {
          messageId: 'foreign',
          data: { table: 't.therapists', owner: "module 'therapists'", method: 'insert' },
        },
      ],
    },
    {
      filename: inUsers,
      code: "import { therapists as th } from '../therapists/therapists.tables.ts';\ndb.insert(th);",
      errors: [
        { messageId: 'foreign', data: { table: 'th', owner: "module 'therapists'", method: 'insert' } },
      ],
    },
    // The platform's tables are written through platform functions.
    {
      filename: inUsers,
      code: "import { auditLog } from '../../platform/audit/audit.tables.ts';\ndb.insert(auditLog);",
      errors: [
        { messageId: 'foreign', data: { table: 'auditLog', owner: 'the platform', method: 'insert' } },
      ],
    },
    // An allowance is per writing module.
    {
      filename: inUsers,
      code: "import { units } from '../organization/organization.tables.ts';\ndb.insert(units);",
      options: [{ allow: { 'company-settings': ['organization'] } }],
      errors: [
        { messageId: 'foreign', data: { table: 'units', owner: "module 'organization'", method: 'insert' } },
      ],
    },
  ],
});
