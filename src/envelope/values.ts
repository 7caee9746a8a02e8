import { joinPointer, type Issue } from '../issue.js';
import type { Limits } from '../limits.js';

// Keys that change or shadow an object's prototype when a careless consumer copies the manifest.
const HOSTILE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// Where the manifest holds JSON Schemas: their keys are keywords and property names, not fields.
const SCHEMA_PLACES = [/^\/(input|output)$/, /^\/needsSpec\/(env|secrets|config)\/[^/]+$/];

/**
 * One pass over the whole manifest, before any validator sees it, for what JSON Schema cannot
 * catch: prototype keys, lone surrogates, numbers no runtime can hold exactly, and objects with
 * more keys than `limits.maxProperties`.
 */
export function checkValues(manifest: unknown, limits: Limits): Issue[] {
  const issues: Issue[] = [];
  const stack: [unknown, string, boolean][] = [[manifest, '', false]];
  while (stack.length > 0) {
    const [value, pointer, inSchema] = stack.pop() as [unknown, string, boolean];
    if (typeof value === 'string') {
      if (!value.isWellFormed()) issues.push(loneSurrogate(pointer, 'This string'));
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || (!inSchema && Math.abs(value) > Number.MAX_SAFE_INTEGER)) issues.push(unsafeNumber(pointer, value));
    } else if (Array.isArray(value)) {
      if (inSchema && pointer.endsWith('/required') && value.includes('__proto__')) issues.push(protoProperty(joinPointer(pointer, value.indexOf('__proto__'))));
      value.forEach((child, index) => stack.push([child, joinPointer(pointer, index), inSchema]));
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      if (keys.length > limits.maxProperties) {
        issues.push({ code: 'limit/properties', severity: 'error', pointer, message: `This object has ${keys.length.toLocaleString('en')} keys, more than the limit of ${limits.maxProperties.toLocaleString('en')}.`, hint: 'Split it; no real tool needs that many.' });
        continue;
      }
      for (const key of keys) {
        const child = joinPointer(pointer, key);
        if (!key.isWellFormed()) issues.push(loneSurrogate(child, 'This key'));
        if (!inSchema && HOSTILE_KEYS.has(key)) issues.push(hostileKey(child, key));
        if (inSchema && key === '__proto__' && pointer.endsWith('/properties')) issues.push(protoProperty(child));
        stack.push([(value as Record<string, unknown>)[key], child, inSchema || SCHEMA_PLACES.some((place) => place.test(child))]);
      }
    }
  }
  return issues;
}

function hostileKey(pointer: string, key: string): Issue {
  return { code: 'manifest/hostile-key', severity: 'error', pointer, message: `The key "${key}" can change or shadow an object's prototype in the programs that read this manifest.`, hint: `Rename or remove "${key}".` };
}

function protoProperty(pointer: string): Issue {
  return { code: 'schema/proto-property', severity: 'error', pointer, message: 'A property named "__proto__" is never checked by Ajv, so the schema would not mean what it says.', hint: 'Rename the property.' };
}

function loneSurrogate(pointer: string, what: string): Issue {
  return { code: 'manifest/lone-surrogate', severity: 'error', pointer, message: `${what} holds a lone UTF-16 surrogate, which no UTF-8 text can carry.`, hint: 'Remove the stray \\uD800–\\uDFFF escape, or pair it.' };
}

function unsafeNumber(pointer: string, value: number): Issue {
  return {
    code: 'manifest/unsafe-number',
    severity: 'error',
    pointer,
    message: Number.isFinite(value) ? `${value} is beyond the range of integers a runtime can hold exactly (±${Number.MAX_SAFE_INTEGER}).` : 'This number is too large for any runtime to hold (it reads as infinity).',
    hint: 'Use a smaller number.',
  };
}
