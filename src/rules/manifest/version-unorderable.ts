import { defineRule } from '../define-rule.js';
import { quote } from '../../quote.js';
import { clip } from '../../thrown.js';

// The semver package's own bounds (its MAX_LENGTH and the safe-integer check of each number):
// tool.schema.json's pattern has neither, so a version may match it and still be refused.
const MAX_LENGTH = 256;
const PARTS = ['major', 'minor', 'patch'] as const;

export default defineRule({
  id: 'manifest/version-unorderable',
  description: 'The `version` matches the schema’s semver pattern but the semver package refuses it: a major, minor or patch number above 9,007,199,254,740,991, or more than 256 characters.',
  severity: 'error',
  why: 'The runtime orders and resolves a tool’s versions with the semver package (`semver.rcompare`, `maxSatisfying`): a version it refuses is skipped when the latest is picked, no agent’s version range ever resolves to it, and sorting the versions of an id that has another one throws.',
  fix: 'Keep each of major, minor and patch at most 9007199254740991 (16 digits), and the whole version at most 256 characters.',
  example: '"version": "20261204153000123.0.0"',
  reads: ['version'],
  check: ({ version }) => {
    const reason = refusal(version);
    if (reason === undefined) return [];
    return [
      {
        pointer: '/version',
        message: `The version ${quote(clip(version, 40))} ${reason}, which the semver package the runtime orders versions with refuses, so no version range resolves to it and the latest pick skips it.`,
        hint: 'Use numbers of at most 16 digits (up to 9007199254740991) and a version of at most 256 characters, e.g. "1.0.0".',
      },
    ];
  },
});

/** Why semver refuses a version the schema's pattern accepts, or undefined when it does not. */
function refusal(version: string): string | undefined {
  if (version.length > MAX_LENGTH) return `is ${version.length} characters long, more than ${MAX_LENGTH}`;
  // A number above the bound has 16 digits or more, so its version 20 characters: most stop here.
  if (version.length < 20) return undefined;
  const numbers = version.split('-', 1)[0]?.split('.') ?? [];
  const index = numbers.findIndex((digits) => Number(digits) > Number.MAX_SAFE_INTEGER);
  return index < 0 ? undefined : `has a ${PARTS[index] ?? 'version'} number above 9007199254740991 (Number.MAX_SAFE_INTEGER)`;
}
