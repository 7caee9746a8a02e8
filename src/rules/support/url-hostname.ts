import { memoize } from '../../memo.js';

/** The WHATWG `URL.hostname` of a URL, or `undefined` when the URL does not parse. Remembered: parsing costs microseconds. */
export const urlHostname = memoize((url: string): string | undefined => {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
});
