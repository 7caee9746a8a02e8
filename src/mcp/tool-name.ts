import { codePointName, quote } from '../quote.js';
import { listWords } from '../suggest.js';

/** The longest tool name MCP 2025-11-25 recommends. */
export const MCP_TOOL_NAME_MAX = 128;

// What MCP 2025-11-25 ("Tool Names") says should be the only characters of a tool name.
const isNameCode = (code: number) =>
  (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x2d || code === 0x2e;

/**
 * What keeps `name` from being a tool name as MCP 2025-11-25 recommends (1 to 128 characters,
 * only ASCII letters, digits, `_`, `-` and `.`), in words that follow "The MCP tool name …", or
 * undefined when nothing does.
 *
 * @example
 * ```ts
 * mcpToolNameProblem('get weather'); // 'holds a space'
 * mcpToolNameProblem('get_weather'); // undefined
 * ```
 */
export function mcpToolNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'is empty';
  const unlike = new Set<string>();
  for (const char of name) {
    if (!isNameCode(char.codePointAt(0) as number)) unlike.add(char);
    // A handful shows what is wrong; a name of 100,000 odd characters needs no list of them all.
    if (unlike.size === 3) break;
  }
  const length = [...name].length;
  const tooLong = length > MCP_TOOL_NAME_MAX ? `is ${length.toLocaleString('en')} characters long, past ${MCP_TOOL_NAME_MAX}` : undefined;
  if (unlike.size === 0) return tooLong;
  const held = `holds ${listWords([...unlike].map(characterName), 'and')}`;
  return tooLong === undefined ? held : `${tooLong}, and ${held}`;
}

/**
 * `text` as an MCP tool name: each character MCP names should not hold made `_`, cut at
 * {@link MCP_TOOL_NAME_MAX} characters. `toMcpTool` names a manifest without an MCP name so.
 *
 * @example
 * ```ts
 * asMcpToolName('acme.get weather'); // 'acme.get_weather'
 * ```
 */
export function asMcpToolName(text: string): string {
  let name = '';
  for (const char of text) {
    if (name.length === MCP_TOOL_NAME_MAX) break;
    name += isNameCode(char.codePointAt(0) as number) ? char : '_';
  }
  return name;
}

/** A character named for a message: `a space`, `a comma`, `"/"`, `"é" (U+00E9)`, `U+0007`. */
export function characterName(char: string): string {
  if (char === ' ') return 'a space';
  if (char === ',') return 'a comma';
  const code = char.codePointAt(0) as number;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff)) return codePointName(code);
  return code < 0x80 ? quote(char) : `${quote(char)} (${codePointName(code)})`;
}
