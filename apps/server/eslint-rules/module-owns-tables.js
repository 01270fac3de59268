import { dirname, resolve, sep } from 'node:path';

/**
 * A module writes only its own tables; other modules call its service. Flags `.insert(t)`,
 * `.update(t)` and `.delete(t)` in a file under `src/modules/<m>/` when `t` is imported from another
 * module's `*.tables.ts` or from the platform's (audit, files, secrets are written through platform
 * functions). Reading another module's tables (select, joins) stays allowed. The option `allow` lists,
 * per writing module, the modules whose tables it may still write, each with its reason in the config.
 */
const WRITES = new Set(['insert', 'update', 'delete']);

/** `src/modules/<m>/…` → `{ kind: 'module', name: m }`; `src/platform/…` → `{ kind: 'platform' }`. */
function ownerOf(file) {
  const parts = file.split(sep);
  const src = parts.lastIndexOf('src');
  if (src < 0) return undefined;
  if (parts[src + 1] === 'modules' && parts.length > src + 3) return { kind: 'module', name: parts[src + 2] };
  if (parts[src + 1] === 'platform') return { kind: 'platform', name: 'platform' };
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleOwnsTables = {
  meta: {
    type: 'problem',
    docs: { description: "A module may not insert into, update or delete from another module's tables." },
    schema: [
      {
        type: 'object',
        properties: {
          allow: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "'{{table}}' belongs to {{owner}}; write it through that owner's service instead of .{{method}}() here.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const self = ownerOf(file);
    if (self?.kind !== 'module') return {};
    const allowed = new Set(context.options[0]?.allow?.[self.name] ?? []);
    /** Local name → owner label, for tables imported from another owner's `*.tables.ts`. */
    const foreign = new Map();
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (node.importKind === 'type' || !source.startsWith('.') || !source.endsWith('.tables.ts')) return;
        const owner = ownerOf(resolve(dirname(file), source));
        if (!owner || (owner.kind === 'module' && (owner.name === self.name || allowed.has(owner.name))))
          return;
        const label = owner.kind === 'module' ? `module '${owner.name}'` : 'the platform';
        for (const spec of node.specifiers) {
          if (spec.importKind !== 'type') foreign.set(spec.local.name, label);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier')
          return;
        if (!WRITES.has(callee.property.name)) return;
        const arg = node.arguments[0];
        // `insert(t)` or, through a namespace import, `insert(ns.t)`.
        const root = arg?.type === 'MemberExpression' ? arg.object : arg;
        if (root?.type !== 'Identifier' || !foreign.has(root.name)) return;
        context.report({
          node: arg,
          messageId: 'foreign',
          data: {
            table: context.sourceCode.getText(arg),
            owner: foreign.get(root.name),
            method: callee.property.name,
          },
        });
      },
    };
  },
};

/** The local plugin eslint.config.js registers as `wizytownik`. */
export default { rules: { 'module-owns-tables': moduleOwnsTables } };
