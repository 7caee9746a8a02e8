import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { RULES } from '../../src/rules/index.js';

const srcRules = new URL('../../src/rules/', import.meta.url);
const SUPPORT = new Set(['support']);
const ruleFiles = readdirSync(srcRules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SUPPORT.has(entry.name))
  .flatMap((family) => readdirSync(new URL(`${family.name}/`, srcRules)).filter((file) => file.endsWith('.ts') && file !== 'index.ts').map((file) => `${family.name}/${file.slice(0, -3)}`))
  .sort();
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('the rule registry', () => {
  test('every rule file is registered, under the id its path names', () => {
    expect(RULES.map((rule) => rule.id).sort()).toEqual(ruleFiles);
  });

  test.each(ruleFiles)('%s has its table test', (id) => {
    expect(existsSync(new URL(`${id}.test.ts`, new URL('./', import.meta.url)))).toBe(true);
  });

  test.each(ruleFiles)('%s has a row in the README’s code table', (id) => {
    expect(readme).toContain(`| \`${id}\` |`);
  });

  test('ids are unique and every rule says why and how to fix', () => {
    expect(new Set(RULES.map((rule) => rule.id)).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(rule.why.length, rule.id).toBeGreaterThan(10);
      expect(rule.fix.length, rule.id).toBeGreaterThan(5);
      expect(rule.reads.length, rule.id).toBeGreaterThan(0);
    }
  });

  test('the README gives no count of the rules that could go stale', () => {
    expect(readme).not.toMatch(/\b\d+ (cross-field )?rules\b/);
  });
});
