import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseCommand, type Command } from './args.js';
import { check } from './check.js';
import { printConfig } from './print-config.js';
import { explain } from './explain.js';

import { HELP, PROGRAM, usageMessage } from './help.js';
import type { ExitCode, Io } from './io.js';
import { RunFailure, UsageError } from './usage-error.js';
import { ConfigError } from '../config/config.js';
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
    // The CLI's own words keep their end, where the problem is: clipped at 200 characters, a config error in a deep folder showed its path alone.
    const words = thrown instanceof ConfigError || thrown instanceof RunFailure ? bothEnds(thrown.message) : thrownMessage(thrown);
    io.stderr.write(`${PROGRAM}: ${printable(words)}\n`);
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
    // Its folders are made, as check's --output makes them: `print-schema -o .vscode/tool.schema.json` in a clone without .vscode/.
    const target = resolve(io.cwd, output);
    await mkdir(dirname(target), { recursive: true }).catch(() => undefined);
    await writeFile(target, text);
    return 0;
  } catch (thrown) {
    io.stderr.write(`${PROGRAM}: cannot write ${printable(output)}: ${fileErrorWords(thrown)}\n`);
    return 2;
  }
}

// A message may quote what a file holds (a config's 100,000-character key): past this, its middle is left out.
const MAX_OWN_MESSAGE = 2000;

function bothEnds(message: string): string {
  return message.length <= MAX_OWN_MESSAGE ? message : `${message.slice(0, MAX_OWN_MESSAGE * 0.6)}…${message.slice(-MAX_OWN_MESSAGE * 0.4)}`;
}
