// picomatch ships no types; tinyglobby, already a dependency, depends on it.
declare module 'picomatch' {
  interface PicomatchOptions {
    readonly dot?: boolean;
  }
  function picomatch(patterns: string | readonly string[], options?: PicomatchOptions): (path: string) => boolean;
  export default picomatch;
}
