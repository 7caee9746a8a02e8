import type { RuleSetting } from '../options.js';
import { RULES } from '../rules/index.js';
import { closestMatch, didYouMean, listWords } from '../suggest.js';
import { UsageError } from './usage-error.js';

// The values of check's options, each read and refused with a usage error of its own.

/** The rule settings `--rule ID=SEVERITY` takes. */
export const SETTINGS: readonly RuleSetting[] = ['error', 'warning', 'info', 'off'];

// ESLint's words for a severity, which its users will type.
const ESLINT_SEVERITIES: Readonly<Record<string, RuleSetting>> = { warn: 'warning', '0': 'off', '1': 'warning', '2': 'error' };

/** `--concurrency`: `auto`, `off` or a number of threads. */
export function concurrency(text: string | undefined): number | 'auto' | 'off' {
  if (text === undefined || text === 'auto' || text === 'off') return text ?? 'auto';
  if (!/^[1-9]\d{0,2}$/.test(text)) throw new UsageError(`--concurrency takes auto, off or a number of threads from 1 to 999, not "${text}"`);
  return Number(text);
}

/** `--max-warnings`: a whole number; a negative one means no limit, as in ESLint. */
export function count(text: string): number | undefined {
  if (!/^-?\d+$/.test(text)) throw new UsageError(`--max-warnings takes a whole number, not "${text}" (a negative one means no limit)`);
  const value = Number(text);
  return value < 0 ? undefined : value;
}

/** One `--rule ID=SEVERITY`, of a rule there is: `check` and `--print-config` refuse the same ids. */
export function ruleSetting(text: string): [string, RuleSetting] {
  const at = text.lastIndexOf('=');
  const id = text.slice(0, at);
  const setting = text.slice(at + 1);
  if (at <= 0 || !(SETTINGS as string[]).includes(setting)) {
    const meant = at <= 0 ? undefined : Object.hasOwn(ESLINT_SEVERITIES, setting) ? ESLINT_SEVERITIES[setting] : closestMatch(setting, SETTINGS);
    throw new UsageError(`--rule takes ID=SEVERITY, SEVERITY one of ${listWords(SETTINGS)}; got "${text}"${meant === undefined ? '' : `; did you mean "${id}=${meant}"?`}`);
  }
  const ids = RULES.map((rule) => rule.id);
  if (!ids.includes(id)) {
    const hint = didYouMean(id, ids);
    throw new UsageError(`--rule names no rule "${id}"${hint === undefined ? '.' : `; ${hint}`} The rules: ${ids.join(', ')}`);
  }
  return [id, setting as RuleSetting];
}

/** The first sentence of Node's own message, lower-cased, for a usage line. */
export function firstSentence(message: string): string {
  const end = message.search(/\.\s/);
  const sentence = (end < 0 ? message : message.slice(0, end)).replace(/\.$/, '');
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}


