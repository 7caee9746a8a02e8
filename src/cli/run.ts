import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseCommand, type Command } from './args.js';
import { check } from './check.js';
import { printConfig } from './print-config.js';
import { explain } from './explain.js';

import { HELP, PROGRAM, usageMessage } from './help.js';
import type { ExitCode, Io } from './io.js';
import { UsageError } from './usage-error.js';
import { printable } from '../format/printable.js';
import { VERSION } from './version.js';
import { packageFile } from './package-file.js';
import { thrownMessage } from '../thrown.js';
import { fileErrorWords } from '../node/file-error.js';


/**
 * The whole CLI: parses `argv` (the arguments after the program's name), runs the command and
 * resolves to the exit code. Usage errors and I/O failures become messages on `io.stderr`,
 * never stack traces.
 *
 * @example
 * ```ts
 * process.exitCode = await main(process.argv.slice(2), { cwd: process.cwd(), env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
 * ```
 */
export async function main(argv: readonly string[], io: Io): Promise<ExitCode> {
  try {
    return await run(parseCommand(argv), io);
  } catch (thrown) {
    // The message may quote an argument, a path or a config's text: what a terminal would act on is escaped.
    if (thrown instanceof UsageError) {
      io.stderr.write(usageMessage(printable(thrown.message)));
      return 2;
    }
    io.stderr.write(`${PROGRAM}: ${printable(thrownMessage(thrown))}\n`);
    return 2;
  }
}

async function run(command: Command, io: Io): Promise<ExitCode> {
  switch (command.kind) {
    case 'help':
      io.stdout.write(HELP);
      return 0;
    case 'version':
      io.stdout.write(`${VERSION}\n`);
      return 0;
    case 'explain':
      io.stdout.write(explain(command.code));
      return 0;
    case 'print-schema':
      return printSchema(command.output, io);
    case 'check':
      return check(command, io);
    case 'migrate':
      return (await import('./migrate.js')).migrate(command, io);
    case 'lsp':
      // Loaded only here: the library's entry never pulls in vscode-languageserver.
      return (await import('../lsp/server.js')).runLanguageServer();
    case 'print-config':
      return printConfig(command, io);
  }
}

// The file as shipped, byte for byte, so an editor gets exactly what the library validates with.
async function printSchema(output: string | undefined, io: Io): Promise<ExitCode> {
  const text = await readFile(packageFile('schemas/tool.schema.json'), 'utf8');
  if (output === undefined) {
    io.stdout.write(text);
    return 0;
  }
  try {
    await writeFile(resolve(io.cwd, output), text);
    return 0;
  } catch (thrown) {
    io.stderr.write(`${PROGRAM}: cannot write ${printable(output)}: ${fileErrorWords(thrown)}\n`);
    return 2;
  }
}
