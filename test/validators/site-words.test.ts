import { describe, expect, test } from 'vitest';
import type { AjvSettings } from '../../src/validators/ajv-engine.js';
import { compileOnEngine } from '../../src/validators/engines.js';
import { dataIssues } from '../../src/validators/errors.js';
import type { AjvError } from '../../src/validators/messages.js';
import { siteAfter, siteOf, sitesOfValidator } from '../../src/validators/site-words.js';

const SETTINGS: AjvSettings = { strict: false, formats: 'assert', useDefaults: false, schemas: {}, regExp: 'native', maxFormatLength: 10_000, maxErrors: 1_000 };

function errorsOf(schema: object): (data: unknown) => AjvError[] {
  const compiled = compileOnEngine({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema } as never, '2020-12', SETTINGS, 'auto', true);
  if (!('engine' in compiled) || compiled.engine !== 'ajv') throw new Error('expected Ajv');
  const full = compiled.full();
  return (data) => {
    full(data);
    return (full.errors ?? []) as AjvError[];
  };
}

const required = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['a', 'b', 'c', 'd'] };

describe('sites', () => {
  test('errors at one schema path whose words differ keep a site each, found again on the next call', () => {
    const errors = errorsOf(required);
    const sites = sitesOfValidator('input', false);
    const first = errors({ aa: 1 }).map((error) => siteOf(error, sites));
    expect(new Set(first.map((site) => site.schemaPath))).toEqual(new Set(['#/required']));
    expect(new Set(first).size).toBe(4);
    const again = errors({ aa: 1 }).map((error) => siteOf(error, sites));
    again.forEach((site, index) => expect(site).toBe(first[index]));
    expect(first.map((site) => site.missing)).toEqual(['a', 'b', 'c', 'd']);
  });

  test('the issues of errors that share a schema path are the general path’s, call after call', () => {
    const errors = errorsOf(required);
    const sites = sitesOfValidator('input', false);
    for (const data of [{ aa: 1 }, { a: 'x', cc: 1 }, { aa: 1 }, {}, { d: 1, bb: 2 }]) {
      const found = errors(data);
      expect(dataIssues(found, 'input', sites, true)).toEqual(dataIssues(found, 'input'));
    }
  });

  test('siteAfter takes the site that followed last time only when the error is of it and fits it', () => {
    const errors = errorsOf({ type: 'object', properties: { n: { type: 'integer', minimum: 1 }, s: { type: 'string', pattern: '^a' } } });
    const sites = sitesOfValidator('input', false);
    const [n, s] = errors({ n: 0, s: 'b' }) as [AjvError, AjvError];
    const nSite = siteAfter(undefined, n, sites);
    const sSite = siteAfter(nSite, s, sites);
    expect(nSite.next).toBe(sSite);
    expect(siteAfter(nSite, s, sites)).toBe(sSite);
    // An error of another path after `n`: looked up by its path, and kept as what follows `n` now.
    const [n2] = errors({ n: 0 }) as [AjvError];
    expect(siteAfter(nSite, n2, sites)).toBe(nSite);
    expect(nSite.next).toBe(nSite);
  });
});
