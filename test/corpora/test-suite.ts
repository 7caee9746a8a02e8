import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Dialect } from '../../src/index.js';
import { corpusPath } from '../fixtures.js';

/** A folder of the JSON Schema Test Suite and the dialect it tests. */
export const SUITE_DIALECTS: readonly { folder: string; dialect: Dialect; uri: string }[] = [
  { folder: 'draft6', dialect: 'draft-06', uri: 'http://json-schema.org/draft-06/schema#' },
  { folder: 'draft7', dialect: 'draft-07', uri: 'http://json-schema.org/draft-07/schema#' },
  { folder: 'draft2019-09', dialect: '2019-09', uri: 'https://json-schema.org/draft/2019-09/schema' },
  { folder: 'draft2020-12', dialect: '2020-12', uri: 'https://json-schema.org/draft/2020-12/schema' },
];

/** One group of the suite: a schema and its test cases. */
export interface SuiteGroup {
  readonly file: string;
  readonly description: string;
  readonly schema: unknown;
  readonly tests: { description: string; data: unknown; valid: boolean }[];
}

const TESTS = corpusPath('JSON-Schema-Test-Suite/tests');

/** Every group of a dialect's folder, `optional/` included when asked. */
export function suiteGroups(folder: string, { optional }: { optional: boolean }): SuiteGroup[] {
  const root = join(TESTS, folder);
  const files = listJson(root).filter((file) => optional || !relative(root, file).startsWith('optional'));
  return files.flatMap((file) =>
    (JSON.parse(readFileSync(file, 'utf8')) as Omit<SuiteGroup, 'file'>[]).map((group) => ({ ...group, file: relative(root, file) })),
  );
}

/**
 * A group's schema as a tool's input: `$schema` injected where the folder is the dialect,
 * a boolean schema wrapped as `{"allOf": [true]}`.
 */
export function asToolInput(schema: unknown, uri: string): Record<string, unknown> {
  if (typeof schema === 'boolean') return { $schema: uri, allOf: [schema] };
  const object = schema as Record<string, unknown>;
  return Object.hasOwn(object, '$schema') ? object : { $schema: uri, ...object };
}

function listJson(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return listJson(path);
      return name.endsWith('.json') ? [path] : [];
    });
}
