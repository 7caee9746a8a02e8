import { checkConversionValues, checkOptionKeys, describeValue, MCP_LIST_OPTION_KEYS } from '../option-shapes.js';
import type { JsonSchemaObject, ToolManifest } from '../types.js';
import { describeThrown } from '../thrown.js';
import { readOf } from './read.js';
import { optionSnapshot } from '../option-snapshot.js';

/** The behaviour hints of an MCP tool (`annotations`); hints from a server, not guarantees. */
export interface McpToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
  readonly [hint: string]: unknown;
}

/** One entry of an MCP server's `tools/list` answer. */
export interface McpTool {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly inputSchema: JsonSchemaObject;
  readonly outputSchema?: JsonSchemaObject;
  readonly annotations?: McpToolAnnotations;
  /** Other fields a server sends (`icons`, `execution`, `_meta`…) are kept through a round trip. */
  readonly [field: string]: unknown;
}

/** Options of {@link fromMcpTool}. */
export interface FromMcpToolOptions {
  /** The server's endpoint: `mcp+stdio://<command>`, `mcp+http://<url>` or `mcp+sse://<url>`. */
  readonly endpoint?: string;
  /** The manifest's version, an exact semver such as the server's; `0.0.0` when absent. */
  readonly version?: string;
  /** The pack part of the id: `github` makes `create_issue` into `github.create-issue`. */
  readonly idPrefix?: string;
}

/**
 * What {@link fromMcpTool} keeps of an MCP tool in the manifest's `metadata.mcp`, so that
 * {@link toMcpTool} gives the same tool back: its fields other than the description and schemas,
 * whether it had an `outputSchema` at all, and whether its description was made up.
 */
export interface McpMetadata {
  /**
   * The tool's fields but `inputSchema`, `outputSchema` and `description` (which the manifest
   * holds); a `description` that is no text, or blank, is kept here, as the manifest's is made up.
   */
  readonly tool: { readonly name: string; readonly title?: string; readonly annotations?: McpToolAnnotations; readonly [field: string]: unknown };
  readonly hasOutputSchema: boolean;
  /**
   * The manifest's description when it was made up (from the title or the name) because the tool
   * had none: {@link toMcpTool} then gives the tool back without it, unless the manifest's
   * description has been changed since.
   */
  readonly madeDescription?: string;
}

/**
 * Turns an MCP server's tool (an entry of `tools/list`) into a Kindgi manifest with
 * `transport: "mcp"`: the name made into a conventional id (`browser_navigate` →
 * `browser-navigate`, with `idPrefix` `playwright.browser-navigate`), `readOnlyHint` into
 * `mutating`, an absent `outputSchema` into `{"type": "object"}` (but `null`, which is no
 * schema, stays `null` for vet to refuse). The schemas are used as they are (not copied), in the
 * dialect they declare. Vet the result before use.
 *
 * @example
 * ```ts
 * const manifest = fromMcpTool(tool, { endpoint: 'mcp+stdio://npx -y @playwright/mcp', version: '0.0.41', idPrefix: 'playwright' });
 * const { input } = compileToolValidators(manifest);
 * ```
 */
export function fromMcpTool(tool: McpTool, options: FromMcpToolOptions = {}): ToolManifest {
  // A caller's bug, not a server's: vetMcpToolList reports a list's malformed entries as issues and never gets here with one.
  const name = nameOf(tool);
  if (name instanceof TypeError) throw name;
  const given = optionSnapshot(options, MCP_LIST_OPTION_KEYS);
  checkOptionKeys(given, MCP_LIST_OPTION_KEYS);
  checkConversionValues(given);
  const { endpoint, version, idPrefix } = given as FromMcpToolOptions;
  const { description, inputSchema, outputSchema, rest, title, readOnly, hintTitle } = fieldsOf(tool);
  const own = firstText(description);
  const shown = own ?? firstText(title, hintTitle) ?? name;
  const mcp: McpMetadata = {
    tool: own === undefined && description !== undefined ? { ...rest, description } : rest,
    hasOutputSchema: outputSchema !== undefined,
    ...(own === undefined ? { madeDescription: shown } : {}),
  };
  return {
    id: conventionalId(name, idPrefix),
    description: shown,
    version: version ?? '0.0.0',
    transport: 'mcp',
    ...(endpoint === undefined ? {} : { mcpEndpoint: endpoint }),
    // A hint that is no boolean is passed on as it is, for vet to refuse at the hint (not dropped in silence).
    ...(readOnly === undefined ? {} : { mutating: typeof readOnly === 'boolean' ? !readOnly : (readOnly as unknown as boolean) }),
    input: inputSchema,
    // Only an absent outputSchema means "no declared output"; `null` is a schema the MCP SDKs refuse, left for vet to refuse.
    output: outputSchema === undefined ? { type: 'object' } : outputSchema,
    metadata: { mcp },
  };
}

/**
 * The conventional Kindgi id `fromMcpTool` makes of an MCP name (and the pack part, `prefix`):
 * `<pack>.<tool>` in lower case with hyphens, camelCase, `_`, spaces and dots made hyphens, accents
 * dropped, and a letter or digit of another script written as its code point (`天気` is `u5929-u6c17`).
 */
export function conventionalId(name: string, prefix: string | undefined): string {
  const tool = slug(name) || 'tool';
  const pack = prefix === undefined ? '' : slug(prefix);
  return pack === '' ? tool : `${pack}.${tool}`;
}

// A letter of another script is its code point, not a hyphen: otherwise every such name is the id `tool`.
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[\p{L}\p{N}]/gu, (char) => (/[a-z0-9]/.test(char) ? char : `-u${(char.codePointAt(0) as number).toString(16)}-`))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function firstText(...texts: unknown[]): string | undefined {
  return texts.find((text): text is string => typeof text === 'string' && text.trim() !== '');
}

function notATool(what: string): TypeError {
  return new TypeError(`fromMcpTool takes an MCP tool, an object with a string "name" (an entry of tools/list), not ${what}; vetMcpToolList vets a list from elsewhere, its malformed entries as issues.`);
}

// The tool's name, or the TypeError that says what the argument is instead (asked without throwing: a revoked Proxy throws).
function nameOf(tool: unknown): string | TypeError {
  try {
    if (tool === null || typeof tool !== 'object' || Array.isArray(tool)) return notATool(describeValue(tool));
    const name: unknown = (tool as { name?: unknown }).name;
    return typeof name === 'string' ? name : notATool(`an object whose "name" is ${name === undefined ? 'missing' : describeValue(name)}`);
  } catch (thrown) {
    return notATool(`an object that cannot be read (${describeThrown(thrown)})`);
  }
}

// Every field the conversion uses, read once: a caller's getter or Proxy trap throws here, as the TypeError, and nowhere after.
function fieldsOf(tool: McpTool) {
  const { description, inputSchema, outputSchema, rest } = readOf(
    () => {
      const { description, inputSchema, outputSchema, ...rest } = tool;
      return { description, inputSchema, outputSchema, rest };
    },
    'fields',
    notATool,
  );
  const title = readOf(() => tool.title, '"title"', notATool);
  const { readOnlyHint: readOnly, title: hintTitle } = readOf(() => {
    const annotations = tool.annotations;
    return { readOnlyHint: annotations?.readOnlyHint, title: annotations?.title };
  }, '"annotations"', notATool);
  return { description, inputSchema, outputSchema, rest, title, readOnly, hintTitle };
}
