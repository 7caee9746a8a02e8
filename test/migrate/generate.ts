import fc from 'fast-check';

// A stand-in for issue 13's toolInputArbitrary (branch `testing`), until it lands: values shaped
// by a schema (mostly valid), and mutations of them (a required property dropped, a value of
// another type, an extra property), so that both verdicts get exercised.

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const json = fc.jsonValue({ maxDepth: 2 });

/** Values shaped by `schema`, following local `$ref`s a few levels deep. */
export function shapedBy(schema: unknown, root: unknown = schema, depth = 0): fc.Arbitrary<unknown> {
  if (!isObject(schema) || depth > 6) return json;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#')) return shapedBy(resolve(root, schema.$ref), root, depth + 1);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Object.hasOwn(schema, 'const')) return fc.constant(schema.const);
  for (const key of ['anyOf', 'oneOf']) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) return fc.oneof(...branches.map((branch) => shapedBy(branch, root, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const record = Object.fromEntries(Object.entries(properties).map(([name, sub]) => [name, shapedBy(sub, root, depth + 1)]));
      return fc.record(record, { requiredKeys: required.filter((name) => Object.hasOwn(properties, name)) });
    }
    case 'array':
      return fc.array(shapedBy(schema.items, root, depth + 1), { maxLength: 3 });
    case 'string':
      return typeof schema.format === 'string' ? fc.oneof(fc.string(), formatted(schema.format)) : fc.string({ minLength: typeof schema.minLength === 'number' ? Math.min(schema.minLength, 20) : 0, maxLength: 20 });
    case 'integer':
      return fc.integer({ min: typeof schema.minimum === 'number' ? Math.ceil(schema.minimum) : -1000, max: typeof schema.maximum === 'number' ? Math.floor(schema.maximum) : 1000 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return json;
  }
}

/** A value shaped by `schema`, or one mutation of it. */
export function dataFor(schema: unknown): fc.Arbitrary<unknown> {
  const shaped = shapedBy(schema);
  return fc.oneof(
    { weight: 2, arbitrary: shaped },
    { weight: 1, arbitrary: fc.tuple(shaped, fc.nat(), json).map(([value, pick, other]) => mutate(value, pick, other)) },
  );
}

function mutate(value: unknown, pick: number, other: unknown): unknown {
  if (!isObject(value)) return other;
  const keys = Object.keys(value);
  const copy = { ...value };
  if (keys.length === 0 || pick % 3 === 0) copy[`extra${pick % 7}`] = other;
  else if (pick % 3 === 1) delete copy[keys[pick % keys.length] as string];
  else copy[keys[pick % keys.length] as string] = other;
  return copy;
}

function formatted(format: string): fc.Arbitrary<string> {
  const known: Record<string, fc.Arbitrary<string>> = {
    uri: fc.webUrl(),
    email: fc.emailAddress(),
    uuid: fc.uuid(),
    'date-time': fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString()),
    date: fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString().slice(0, 10)),
  };
  return known[format] ?? fc.string();
}

function resolve(root: unknown, reference: string): unknown {
  let at = root;
  for (const token of reference.slice(2).split('/').filter(Boolean)) {
    const name = decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
    at = isObject(at) ? at[name] : Array.isArray(at) ? at[Number(name)] : undefined;
  }
  return at;
}
