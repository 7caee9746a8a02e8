import { chainPointer, type Issue } from '../issue.js';
import type { Limits } from '../limits.js';

// The one key that changes an object's prototype when a careless consumer copies the manifest;
// `constructor` and `prototype` are ordinary names in free-form maps such as `metadata`.
const HOSTILE_KEY = '__proto__';
interface Entry {
  readonly value: unknown;
  readonly parent: Entry | undefined;
  readonly key: string | number;
  /** Whether the value is inside a JSON Schema the manifest carries, not one of its own fields. */
  readonly inSchema: boolean;
}

/**
 * One pass over the whole manifest, before any validator sees it, for what JSON Schema cannot
 * catch: prototype keys (and a schema property named `__proto__`, which Ajv never checks), lone surrogates, numbers no runtime can hold exactly, and objects with
 * more keys than `limits.maxProperties`. Pointers are spelled out only for what it reports.
 */
export function checkValues(manifest: unknown, limits: Limits): Issue[] {
  const issues: Issue[] = [];
  // Like a ReDoS pattern: a pack tool must not ship it, a third-party MCP server's tool is warned about.
  const protoSeverity = (manifest as { transport?: unknown } | null)?.transport === 'mcp' ? 'warning' : 'error';
  const stack: Entry[] = [{ value: manifest, parent: undefined, key: '', inSchema: false }];
  while (stack.length > 0) {
    const entry = stack.pop() as Entry;
    const { value, inSchema } = entry;
    if (typeof value === 'string') {
      if (!value.isWellFormed()) issues.push(loneSurrogate(chainPointer(entry), 'This string'));
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || (!inSchema && Math.abs(value) > Number.MAX_SAFE_INTEGER)) issues.push(unsafeNumber(chainPointer(entry), value));
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) stack.push({ value: value[index], parent: entry, key: index, inSchema });
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      if (keys.length > limits.maxProperties) {
        issues.push({ code: 'limit/properties', severity: 'error', pointer: chainPointer(entry), message: `This object has ${keys.length.toLocaleString('en')} keys, more than the limit of ${limits.maxProperties.toLocaleString('en')}.`, hint: 'Split it; no real tool needs that many.' });
        continue;
      }
      for (const key of keys) {
        const child: Entry = { value: (value as Record<string, unknown>)[key], parent: entry, key, inSchema: inSchema || holdsSchema(entry, key) };
        if (!key.isWellFormed()) issues.push(loneSurrogate(chainPointer(child), 'This key'));
        if (!inSchema && key === HOSTILE_KEY) issues.push(hostileKey(chainPointer(child), key));
        if (inSchema && key === '__proto__' && entry.key === 'properties') issues.push(protoProperty(chainPointer(child), protoSeverity));
        stack.push(child);
      }
    }
  }
  return issues;
}

// Where the manifest holds JSON Schemas: `/input`, `/output`, `/needsSpec/{env,secrets,config}/<name>`.
function holdsSchema(parent: Entry, key: string): boolean {
  if (parent.parent === undefined) return key === 'input' || key === 'output';
  const group = parent.key;
  return (group === 'env' || group === 'secrets' || group === 'config') && parent.parent.key === 'needsSpec' && parent.parent.parent?.parent === undefined;
}


function hostileKey(pointer: string, key: string): Issue {
  return { code: 'manifest/hostile-key', severity: 'error', pointer, message: `The key "${key}" can change an object's prototype in the programs that copy this manifest.`, hint: `Rename or remove "${key}".` };
}

function protoProperty(pointer: string, severity: 'error' | 'warning'): Issue {
  return { code: 'schema/proto-property', severity, pointer, message: 'A property named "__proto__" is never checked by Ajv, so the schema would not mean what it says.', hint: 'Rename the property.' };
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
