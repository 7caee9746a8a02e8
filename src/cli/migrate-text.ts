import { format, modify, type Edit, type FormattingOptions } from 'jsonc-parser';
import type { Issue } from '../issue.js';
import { migrateManifest } from '../migrate/manifest.js';
import { dialectByUri } from '../dialects/table.js';
import { MAX_MIGRATE_BYTES, MAX_MIGRATE_VALUES, tooLarge, tooManyValues } from '../migrate/read.js';
import { scanText } from '../source/scan.js';
import { MAX_NESTING } from '../source/tree.js';
import { migrateSchema } from '../migrate/schema.js';
import { recordingSources, type Sources } from '../migrate/sources.js';
import { utf8Size } from '../source/utf8.js';
import { spliceEdits } from '../fix/edits.js';
import { inAuthorsOrder } from './authors-order.js';
import { surveyLiterals, writtenAs, type InexactNumber, type RepeatedKey } from './migrate-literals.js';

/** One file's text migrated: the new text (the same string when nothing changed) and the issues. */
export interface TextMigration {
  readonly text: string;
  readonly issues: readonly Issue[];
  /** Set when the text is neither a tool manifest nor a JSON Schema (see {@link isJsonSchema}), which is left alone. */
  readonly other?: true;
}

/**
 * Migrates one file's text: a tool manifest's schemas, or a bare schema (one whose `$schema` is
 * json-schema.org's; other JSON comes back as it was, marked `other`). A manifest's new schemas
 * are written in where the old ones stood, formatted as jsonc-parser's `modify` formats them, in
 * the file's own indentation; the rest stays byte for byte. A text past the bound a migration
 * reads is `limit/size`, before it is parsed. A string is a reason the text is left as it was: no
 * JSON object, a key twice in one object, or a schema to rewrite holding a number literal its
 * double does not carry exactly (see `surveyLiterals`).
 */
export function migrateText(text: string): TextMigration | string {
  const size = utf8Size(text, MAX_MIGRATE_BYTES);
  if (size > MAX_MIGRATE_BYTES) return { text, issues: [tooLarge('file', size)] };
  const json = text.replace(/^\uFEFF/, '');
  // Counted before it is parsed: the parse, its copy and the migrated copy are each as many objects.
  const scan = scanText(json, MAX_NESTING);
  const values = scan.members + scan.commas + 1;
  if (values > MAX_MIGRATE_VALUES) return { text, issues: [tooManyValues('file', values)] };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return 'not JSON; run check for where';
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { text, issues: [], other: true };
  // The migration reads JSON.parse's value and writes changed schemas back from it: what the value lost, the file would.
  const literals = surveyLiterals(json, scan.tooDeepAt !== undefined);
  // Refused even when nothing would change: the migration judged only the last of the two.
  if (literals.repeated !== undefined) return repeatedWords(literals.repeated);
  const formatting = formattingOf(text);
  const record = value as Record<string, unknown>;
  if (Object.hasOwn(record, 'input') || Object.hasOwn(record, 'output')) {
    const { result: migration, sources } = migrate(() => migrateManifest(record), literals.keyOrders);
    // Unchanged or not read (nested past the reader's bound, where JSON.stringify would overflow the stack): the text as it was.
    if (!migration.changed) return { text, issues: migration.issues };
    const migrated = migration.manifest as Record<string, unknown>;
    const fields = (['input', 'output'] as const).filter((field) => JSON.stringify(migrated[field]) !== JSON.stringify(record[field]));
    const inexact = fields.map((field) => literals.inexact.get(field)).find((found) => found !== undefined);
    if (inexact !== undefined) return inexactWords(inexact);
    let out = text;
    for (const field of fields) out = setField(out, field, inAuthorsOrder(migrated[field], `/${field}`, sources, literals.keyOrders, ''), formatting);
    return { text: out, issues: migration.issues };
  }
  if (!isJsonSchema(record)) return { text, issues: [], other: true };
  const { result: migration, sources } = migrate(() => migrateSchema(record, { to: '2020-12' }), literals.keyOrders);
  if (migration.schema === record || JSON.stringify(migration.schema) === JSON.stringify(record)) return { text, issues: migration.issues };
  const inexact = literals.inexact.values().next().value;
  if (inexact !== undefined) return inexactWords(inexact);
  const body = inAuthorsOrder(migration.schema, '', sources, literals.keyOrders, formatting.insertSpaces ? (formatting.tabSize ?? 2) : '\t');
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  return { text: `${bom}${body.split('\n').join(formatting.eol)}${/\r?\n$/.test(text) ? formatting.eol : ''}`, issues: migration.issues };
}

/**
 * Whether an object that is no tool manifest is a JSON Schema to migrate: it says so by a
 * `$schema` of json-schema.org's (a dialect migrate reads or one it refuses, such as draft-03).
 * Other JSON is left alone, as `--fix` leaves it: `migrate .` rewrote a package.json's
 * "dependencies" as draft-07's keyword and a tsconfig.json's "definitions", and refused a
 * biome.json whose `$schema` is its own config schema's address.
 */
function isJsonSchema(record: Record<string, unknown>): boolean {
  const uri = record.$schema;
  return typeof uri === 'string' && (dialectByUri(uri) !== undefined || /^https?:\/\/json-schema\.org\//.test(uri));
}

// Where a migrated object came from is needed only to put integer-like keys back where the text has them.
function migrate<T>(run: () => T, keyOrders: ReadonlyMap<string, readonly string[]>): { readonly result: T; readonly sources: Sources } {
  return keyOrders.size === 0 ? { result: run(), sources: new Map() } : recordingSources(run);
}

function repeatedWords({ key, object, line }: RepeatedKey): string {
  return `has duplicate keys: ${JSON.stringify(key)} twice in ${object || '/'} (line ${line}), of which a migration would keep only the last; left as it was (keep one of the two)`;
}

function inexactWords({ raw, pointer, line }: InexactNumber): string {
  const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
  return `holds a number JSON can't carry exactly: ${shown} at ${pointer} (line ${line}), which a migration would write as ${writtenAs(raw)}; left as it was`;
}

function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/**
 * `applyEdits(text, modify(text, [field], value, { formattingOptions }))` for the value whose JSON
 * text is `json`, the same text, in one pass: `modify` applies each of the formatter's edits to
 * the whole text in turn, thousands of edits for a large schema, each a copy of the file (2,000
 * definitions took 7 s). `modify` places the field, `json` is what is written there.
 */
export function setField(text: string, field: string, json: string, formatting: FormattingOptions): string {
  const edits = modify(text, [field], 0, {});
  if (edits.length !== 1 || edits[0]?.content !== '0') return applyInOrder(text, modify(text, [field], JSON.parse(json), {}));
  const edit = { ...(edits[0] as Edit), content: json };
  const placed = applyInOrder(text, [edit]);
  // The range modify formats, as its withFormatting widens it.
  let begin = edit.offset;
  let end = edit.offset + edit.content.length;
  if (edit.length === 0 || edit.content.length === 0) {
    while (begin > 0 && !isEol(placed, begin - 1)) begin--;
    while (end < placed.length && !isEol(placed, end)) end++;
  }
  return applyInOrder(placed, format(placed, { offset: begin, length: end - begin }, { ...formatting, keepLines: false }));
}

function isEol(text: string, offset: number): boolean {
  return text[offset] === '\r' || text[offset] === '\n';
}

// jsonc-parser's edits, which never overlap, made in one pass as a fix's are: each piece of the text is copied once.
function applyInOrder(text: string, edits: readonly Edit[]): string {
  return spliceEdits(text, edits.map((edit) => ({ offset: edit.offset, length: edit.length, newText: edit.content })), 'migrate');
}
