/** A `{name}` placeholder in a template, with where it starts. */
export interface Placeholder {
  readonly name: string;
  readonly index: number;
}

/** Every `{name}` placeholder of a URL or body template, in order. */
export function findPlaceholders(template: string): Placeholder[] {
  return [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => ({ name: (match[1] ?? '').trim(), index: match.index ?? 0 }));
}
