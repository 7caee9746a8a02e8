import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { corpusTools } from '../corpora/mcp-corpus.js';
import { migratePair, unexplainedPackIssues } from './differential.js';
import { dataFor } from './generate.js';

const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;
const schemas = ['mcp-tools', 'mcp-tools-edge', 'mcp-spec-examples'].flatMap((folder) =>
  corpusTools(folder).flatMap(({ file, tool }) =>
    (['inputSchema', 'outputSchema'] as const).flatMap((field) => {
      const schema = tool[field];
      return schema !== undefined && typeof schema.$schema === 'string' && DRAFT_07.test(schema.$schema) ? [{ where: `${folder}/${file} ${tool.name} ${field}`, schema }] : [];
    }),
  ),
);

describe('migrating every draft-07 schema of the MCP corpora', () => {
  test('there are draft-07 schemas to migrate', () => {
    expect(schemas.length).toBeGreaterThan(50);
  });

  test('each migrated schema gives the original’s verdict on generated data (valid data and mutations), and vets clean as a pack tool where its constructs allow', () => {
    const disagreements: string[] = [];
    const notClean: string[] = [];
    let clean = 0;
    let compared = 0;
    for (const { where, schema } of schemas) {
      const pair = migratePair(schema, {});
      if (pair.cleanAsPack) clean++;
      for (const issue of unexplainedPackIssues(pair)) notClean.push(`${where}: ${issue.code} ${issue.pointer} ${issue.message}`);
      const { original, migrated } = pair;
      if (typeof original === 'string') continue;
      const samples = fc.sample(dataFor(schema), { seed: 16, numRuns: 40 });
      for (const data of samples) {
        compared++;
        const before = original(data).valid;
        const after = typeof migrated === 'string' ? `refused (${migrated})` : migrated(data).valid;
        if (before !== after) disagreements.push(`${where}: ${JSON.stringify(data).slice(0, 200)}: original ${String(before)}, migrated ${String(after)}`);
      }
    }
    console.log(`corpus: ${schemas.length} draft-07 schemas, ${compared} verdicts compared, ${disagreements.length} disagreements; ${clean} migrated schemas vet clean as pack tools`);
    expect(disagreements).toEqual([]);
    expect(notClean).toEqual([]);
  });
});
