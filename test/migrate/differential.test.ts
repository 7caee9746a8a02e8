import { describe, expect, test } from 'vitest';
import { asToolInput, SUITE_DIALECTS, suiteGroups } from '../corpora/test-suite.js';
import { migratePair, referencesElsewhere, suiteRemotes, unexplainedPackIssues } from './differential.js';

const remotes = suiteRemotes();
// draft-04 is beyond what the issue asks, but migrate claims its rewrites too: MCP tools may opt in to it.
const FOLDERS = [{ folder: 'draft4', dialect: 'draft-04', uri: 'http://json-schema.org/draft-04/schema#' }, ...SUITE_DIALECTS.filter(({ dialect }) => dialect !== '2020-12')];

describe.each(FOLDERS)('migrating the JSON Schema Test Suite, $folder', ({ folder, uri }) => {
  test('every migrated schema gives the original’s verdict on every test datum, or the disagreement has a stated reason', () => {
    const groups = suiteGroups(folder, { optional: false });
    const unexplained: string[] = [];
    const explained: string[] = [];
    const notClean: string[] = [];
    let cases = 0;
    let compared = 0;
    let clean = 0;
    let notCompiled = 0;
    for (const group of groups) {
      const input = asToolInput(group.schema, uri);
      const pair = migratePair(input, { schemas: remotes, dialects: ['draft-04'] });
      if (pair.cleanAsPack) clean++;
      for (const issue of unexplainedPackIssues(pair)) notClean.push(`${group.file} "${group.description}": ${issue.code} ${issue.pointer} ${issue.message}`);
      cases += group.tests.length;
      if (typeof pair.original === 'string') {
        notCompiled++;
        continue;
      }
      for (const t of group.tests) {
        compared++;
        const before = pair.original(t.data).valid;
        const after = typeof pair.migrated === 'string' ? `refused (${pair.migrated})` : pair.migrated(t.data).valid;
        if (before === after) continue;
        const where = `${group.file} "${group.description}" / "${t.description}": original ${String(before)}, migrated ${String(after)}`;
        // The reasons a verdict may change, each a property of the schema, never of a named case.
        const reason = pair.migration.find((issue) => issue.code === 'migrate/no-equivalent')?.message ?? (referencesElsewhere(input) ? 'it references a document outside itself, which keeps its own dialect while the migrated schema is read as 2020-12' : undefined);
        (reason === undefined ? unexplained : explained).push(`${where} — ${reason ?? ''}`);
      }
    }
    console.log(`${folder}: ${groups.length} groups, ${cases} cases; ${notCompiled} groups the original cannot compile; ${compared} verdicts compared, ${explained.length} disagreements with a reason, ${unexplained.length} without; ${clean} migrated schemas vet clean as pack tools`);
    for (const line of explained) console.log(`  ${line}`);
    expect(unexplained).toEqual([]);
    expect(notClean, 'every migrated schema vets clean as a pack tool, but for what the original’s own constructs allow').toEqual([]);
  });
});
