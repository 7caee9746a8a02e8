import { COMPARISON_KEYWORDS } from './messages.js';

type Params = Record<string, unknown>;

/** Whether an error's params are those a site's words were built from (its `key` and `key2`). */
export type Fit = (params: Params, site: { readonly key: unknown; readonly key2: unknown }) => boolean;

// One function per param name, so that each reads a fixed property of the few shapes of params that
// have it: read by a name that varies from site to site, it is a hashed look-up every time.
const FITS: Readonly<Record<string, Fit>> = {
  type: (params, site) => params['type'] === site.key,
  pattern: (params, site) => params['pattern'] === site.key,
  format: (params, site) => params['format'] === site.key,
  multipleOf: (params, site) => params['multipleOf'] === site.key,
  allowedValues: (params, site) => params['allowedValues'] === site.key,
  allowedValue: (params, site) => params['allowedValue'] === site.key,
  missingProperty: (params, site) => params['missingProperty'] === site.key && params['property'] === site.key2,
  comparison: (params, site) => params['comparison'] === site.key && params['limit'] === site.key2,
  limit: (params, site) => params['limit'] === site.key,
};

/** The name of the param a site's words are built from (the same params, the same words). */
export function keyParamOf(keyword: string): string {
  switch (keyword) {
    case 'type':
    case 'pattern':
    case 'format':
    case 'multipleOf':
      return keyword;
    case 'enum':
      return 'allowedValues';
    case 'const':
      return 'allowedValue';
    case 'required':
    case 'dependentRequired':
    case 'dependencies':
      return 'missingProperty';
    default:
      return COMPARISON_KEYWORDS.has(keyword) ? 'comparison' : 'limit';
  }
}

/** The name of the second param they are built from, if any. */
export function key2ParamOf(keyword: string): string | undefined {
  switch (keyword) {
    case 'required':
    case 'dependentRequired':
    case 'dependencies':
      return 'property';
    default:
      return COMPARISON_KEYWORDS.has(keyword) ? 'limit' : undefined;
  }
}

/** The {@link Fit} of a param name that {@link keyParamOf} gives. */
export function fitOf(keyParam: string): Fit {
  return FITS[keyParam] as Fit;
}
