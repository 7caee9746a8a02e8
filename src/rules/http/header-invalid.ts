import { defineRule, type RuleFinding } from '../define-rule.js';
import { joinPointer } from '../../issue.js';
import { codePointName } from '../../quote.js';
import type { HttpToolSpec } from '../../types.js';
import { findRepeats } from '../support/duplicates.js';

// RFC 9110 §5.6.2: token = 1*tchar.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// fetch refuses a header value holding NUL, CR or LF (Fetch standard, "header value"), and
// `new Headers()` one with a character above U+00FF (it must convert to a ByteString).
const LINE_BREAK = /[\r\n]/;
const NUL = /\0/;
const BEYOND_LATIN1 = /[^\u0000-\u00ff]/u;

export default defineRule({
  id: 'http/header-invalid',
  description: 'A header name that is not an HTTP token, a bad value or a header `authorization` also sets (errors); a header twice (warning).',
  severity: 'error',
  why: 'fetch refuses a header name that is not an RFC 9110 token or a value with a line break, a NUL or a character above U+00FF, so every call fails; a header also set by `authorization` is replaced or joined to the credential, by its name’s case; a header given twice sends one value, or both joined.',
  fix: 'Name headers with letters, digits and `-` (no spaces or colons), give each once, and let `spec.authorization` alone set the credential header.',
  example: '"headers": [{"name": "X-Api-Key:", "value": "…"}]',
  reads: ['spec'],
  requires: ['spec'],
  check: ({ spec }) => {
    const bad = badHeaders(spec);
    const repeated = repeats(spec);
    const conflicts = authConflicts(spec);
    // Most specs have none of the three: no spreads into a new list for them.
    return repeated.length === 0 && conflicts.length === 0 ? bad : [...bad, ...repeated, ...conflicts];
  },
});

function badHeaders(spec: HttpToolSpec): RuleFinding[] {
  const findings: RuleFinding[] = [];
  (spec.headers ?? []).forEach(({ name, value }, index) => {
    if (!TOKEN.test(name)) findings.push(badName(joinPointer('/spec/headers', index, 'name'), name));
    const problem = badValue(value);
    if (problem !== undefined) findings.push({ pointer: joinPointer('/spec/headers', index, 'value'), message: `The value of the header "${name}" ${problem.what}, which fetch refuses.`, hint: problem.hint });
  });
  if (spec.authorization?.kind === 'header' && !TOKEN.test(spec.authorization.headerName)) {
    findings.push(badName('/spec/authorization/headerName', spec.authorization.headerName));
  }
  return findings;
}

function badValue(value: string): { what: string; hint: string } | undefined {
  if (LINE_BREAK.test(value)) return { what: 'holds a line break', hint: 'Put the value on one line.' };
  if (NUL.test(value)) return { what: 'holds a NUL character', hint: 'Remove the NUL character (\\u0000).' };
  const beyond = BEYOND_LATIN1.exec(value)?.[0];
  if (beyond !== undefined) {
    const code = codePointName(beyond.codePointAt(0) ?? 0);
    return { what: `holds "${beyond}" (${code}), a character above U+00FF that no HTTP header can carry`, hint: 'Percent-encode the text or send it in the body; header values are bytes (Latin-1).' };
  }
  return undefined;
}

function badName(pointer: string, name: string): RuleFinding {
  const cleaned = name.trim().replace(/:$/, '').trim().replace(/\s+/g, '-');
  return {
    pointer,
    message: `The header name ${JSON.stringify(name)} is not an HTTP token, so fetch refuses the request.`,
    hint: TOKEN.test(cleaned) ? `Write "${cleaned}".` : 'Use only letters, digits and !#$%&\'*+-.^_`|~ (no spaces, colons or quotes).',
  };
}

function repeats(spec: HttpToolSpec): RuleFinding[] {
  return findRepeats(spec.headers ?? [], (header) => header.name.toLowerCase()).map(({ index, first, item }) => ({
    pointer: joinPointer('/spec/headers', index, 'name'),
    message: `The header "${item.name}" is set twice (headers[${first}] and headers[${index}]); header names ignore case, so only one value, or both joined, is sent.`,
    hint: `Remove headers[${index}], or merge its value into headers[${first}].`,
    severity: 'warning',
  }));
}

function authConflicts(spec: HttpToolSpec): RuleFinding[] {
  const auth = spec.authorization;
  if (auth === undefined) return [];
  const set = auth.kind === 'header' ? auth.headerName : 'Authorization';
  const findings: RuleFinding[] = [];
  (spec.headers ?? []).forEach(({ name }, index) => {
    if (name.toLowerCase() !== set.toLowerCase()) return;
    findings.push({
      pointer: joinPointer('/spec/headers', index, 'name'),
      message: `The header "${name}" is also set by spec.authorization (kind "${auth.kind}"), so which credential is sent depends on the name’s case.`,
      hint: `Remove headers[${index}]; spec.authorization sends the ${set} header.`,
    });
  });
  return findings;
}
