/**
 * A command line the CLI cannot act on: an unknown option, a bad value, a missing argument,
 * a rule that does not exist. The CLI prints its message with the usage and exits 2.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * A failure the CLI words itself, such as a suppressions file it cannot use: printed whole (a
 * thrown value of unknown origin is clipped), exit 2.
 */
export class RunFailure extends Error {
  override readonly name = 'RunFailure';
}
