import type { ESLint, Rule } from 'eslint';

export const moduleOwnsTables: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
