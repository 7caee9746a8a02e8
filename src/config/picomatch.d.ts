// picomatch ships no types: what the config's globs and the CLI's glob walk use of it.
declare module 'picomatch' {
  interface PicomatchOptions {
    readonly dot?: boolean;
  }
  function picomatch(patterns: string | readonly string[], options?: PicomatchOptions): (path: string) => boolean;
  namespace picomatch {
    interface ScanOptions {
      readonly parts?: boolean;
    }
    /** What `scan` finds in a glob: its static base folder (`tools` of `tools/*.json`) and the rest. */
    interface ScanResult {
      readonly base: string;
      readonly glob: string;
      readonly isGlob: boolean;
      /** Whether the glob begins with `!`, which `base` and `glob` leave out. */
      readonly negated: boolean;
      readonly parts?: string[];
    }
    function scan(glob: string, options?: ScanOptions): ScanResult;
  }
  export default picomatch;
}
