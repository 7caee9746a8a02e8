/**
 * Text from a manifest (an id, a key, a line of its source) as it may reach a terminal: control
 * characters other than tab (C0, DEL, C1) and the bidirectional controls are written as `\u001b`
 * escapes. Manifests are attacker input: a raw ESC in an id would otherwise set a developer's
 * terminal title, clear the screen or recolour a CI log, and a bidi override would reorder what
 * the reader sees (Trojan Source). Line breaks are escaped too, unless `keepLineBreaks` (a format
 * that escapes them its own way, as GitHub's annotations do).
 */
export function printable(text: string, keepLineBreaks = false): string {
  const [test, all] = keepLineBreaks ? BUT_LINE_BREAKS : EVERY;
  return test.test(text) ? text.replace(all, escape) : text;
}

const OTHER = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
const pair = (characters: string): readonly [RegExp, RegExp] => [new RegExp(`[${characters}]`), new RegExp(`[${characters}]`, 'g')];
const EVERY = pair(`\\u000a\\u000d${OTHER}`);
const BUT_LINE_BREAKS = pair(OTHER);

function escape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
