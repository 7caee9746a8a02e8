import type { Severity } from '../issue.js';
import type { Profile, RuleSetting, VetOptions } from '../options.js';
import { didYouMean } from '../suggest.js';
import type { RuleDefinition } from './define-rule.js';
import { checkOptionValues } from '../option-values.js';
import { describeValue } from '../option-shapes.js';

const PROFILES: readonly Profile[] = ['recommended', 'strict', 'production'];
const SETTINGS: readonly RuleSetting[] = ['error', 'warning', 'info', 'off'];

/** Each rule's effective setting, and whether the caller set it. */
export type RuleSettings = ReadonlyMap<string, { readonly setting: RuleSetting; readonly overridden: boolean }>;

const cache = new WeakMap<VetOptions, RuleSettings>();

/** {@link ruleSettings} for the registered rules, worked out (and the other options checked) once per options object. */
export function cachedRuleSettings(rules: readonly RuleDefinition[], options: VetOptions): RuleSettings {
  let settings = cache.get(options);
  if (settings === undefined) {
    checkOptionValues(options);
    settings = ruleSettings(rules, options);
    cache.set(options, settings);
  }
  return settings;
}

/**
 * Each rule's effective setting under the options: its default severity, then the profile
 * (`strict` makes warnings errors, `production` turns on the production-only rules), then the
 * caller's own `rules`. A bad rule id, setting or profile throws: it is the caller's bug.
 */
export function ruleSettings(rules: readonly RuleDefinition[], options: VetOptions): RuleSettings {
  const profile = options.profile ?? 'recommended';
  if (!PROFILES.includes(profile)) throw new TypeError(`Unknown profile "${String(profile)}"; use ${PROFILES.join(', ')}.`);
  const ids = rules.map((rule) => rule.id);
  const own = options.rules;
  // Object.entries(5) is empty: a rules option that is no object would be ignored without a word.
  if (own !== undefined && (own === null || typeof own !== 'object' || Array.isArray(own))) throw new TypeError(`options.rules must be an object of settings by rule id, such as { "effects/duplicate": "warning" }, not ${describeValue(own)}.`);
  for (const [id, setting] of Object.entries(own ?? {})) {
    if (!ids.includes(id)) {
      const hint = didYouMean(id, ids);
      throw new TypeError(`Unknown rule "${id}" in options.rules${hint ? ` (${hint})` : ''}; \`kindgi-tool-manifest explain\` lists the rules.`);
    }
    if (!SETTINGS.includes(setting)) throw new TypeError(`Rule "${id}" cannot be set to "${String(setting)}"; use ${SETTINGS.join(', ')}.`);
  }
  const settings = new Map<string, { setting: RuleSetting; overridden: boolean }>();
  for (const rule of rules) {
    const own = options.rules?.[rule.id];
    if (own !== undefined) settings.set(rule.id, { setting: own, overridden: true });
    else if (rule.productionOnly && profile !== 'production') settings.set(rule.id, { setting: 'off', overridden: false });
    else settings.set(rule.id, { setting: profile === 'strict' ? stricter(rule.severity) : rule.severity, overridden: false });
  }
  return settings;
}

/** The severity under the `strict` profile: warnings become errors. */
export function stricter(severity: Severity): Severity {
  return severity === 'warning' ? 'error' : severity;
}
