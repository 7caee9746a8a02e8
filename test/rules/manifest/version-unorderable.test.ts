import semver from 'semver';
import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/manifest/version-unorderable.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const VERSION = [{ pointer: '/version' }];
const LONGEST = `1.0.0-${'a'.repeat(250)}`;

const valid = [
  { name: 'a plain version', manifest: packTool({ version: '1.2.3' }) },
  { name: 'a prerelease', manifest: packTool({ version: '2.0.0-beta.1' }) },
  { name: 'the largest safe major', manifest: packTool({ version: '9007199254740991.0.0' }) },
  { name: 'a long prerelease number, kept as text', manifest: packTool({ version: '1.0.0-99999999999999999999' }) },
  { name: '256 characters', manifest: packTool({ version: LONGEST }) },
  { name: 'not semver at all is manifest/invalid-version’s', manifest: packTool({ version: 'v1.0' }) },
];
const invalid = [
  { name: 'a major above the safe integers', manifest: packTool({ version: '9007199254740992.0.0' }), issues: VERSION },
  { name: 'a minor above them', manifest: packTool({ version: '1.99999999999999999.0' }), issues: VERSION },
  { name: 'a patch above them, with a prerelease', manifest: packTool({ version: '1.0.18014398509481984-rc.1' }), issues: VERSION },
  { name: '257 characters', manifest: packTool({ version: `${LONGEST}a` }), issues: VERSION },
];

testRule(rule, { valid, invalid });

test('finds what the semver package refuses, no more and no less', () => {
  for (const item of [...valid.slice(0, -1), ...invalid]) {
    const version = item.manifest.version as string;
    const found = vetToolManifest(item.manifest).issues.some((issue) => issue.code === rule.id);
    expect(found, version).toBe(semver.valid(version) === null);
  }
});

test('names the part that is too large, and clips a long version', () => {
  const [minor] = vetToolManifest(packTool({ version: '1.99999999999999999.0' })).issues.filter((issue) => issue.code === rule.id);
  expect(minor?.message).toMatch(/"1\.99999999999999999\.0" has a minor number above 9007199254740991/);
  const [long] = vetToolManifest(packTool({ version: `${LONGEST}a` })).issues.filter((issue) => issue.code === rule.id);
  expect(long?.message).toMatch(/^The version "1\.0\.0-a{34}…" is 257 characters long, more than 256,/);
});
