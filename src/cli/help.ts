import { TOOL_SCHEMA_VERSION } from '../tool-schema.js';

/** The name the CLI goes by. */
export const PROGRAM = 'kindgi-tool-manifest';

/** `--help`: every command, option and exit code. Its first lines are the usage. */
export const HELP = `Usage: ${PROGRAM} check [options] <path...>
       ${PROGRAM} print-schema [--output FILE]
       ${PROGRAM} explain [code]
       ${PROGRAM} migrate [--to 2020-12] [--dry-run] <path...>
       ${PROGRAM} lsp
       ${PROGRAM} --print-config FILE

Vets Kindgi tool manifests (tool.schema.json ${TOOL_SCHEMA_VERSION}) and reports every problem at once.

Commands:
  check <path...>      Vet manifests. A path is a file, a folder (every *.json below it,
                       skipping node_modules and names that begin with a dot), a glob
                       ("tools/**/*.json"), or - for one manifest on standard input.
                       A pack.json is vetted with every tool in it; an MCP tools/list
                       result ({"tools": [...]} or a JSON-RPC response) tool by tool.
  print-schema         Write the bundled tool.schema.json, for editors.
  explain [code]       What an issue code means, why it matters and how to fix it;
                       every code, without one.
  migrate <path...>    Rewrite the schemas of tool manifests (or bare JSON Schema files)
                       from draft-04, draft-06, draft-07 or 2019-09 into 2020-12, exactly;
                       a keyword with no exact equivalent is reported and left as it is.
  lsp                  A language server over standard input and output: diagnostics,
                       quick fixes and hovers for tool manifests, pack manifests and tool lists.

Options of check:
  -f, --format NAME         stylish (default), json, sarif or github
  -o, --output FILE         Write the report to FILE instead of standard output
  -q, --quiet               Report errors only
      --max-warnings N      Fail when there are more than N warnings (a negative N: no limit)
      --rule ID=SEVERITY    Set a rule to error, warning, info or off (repeatable)
      --profile NAME        recommended (default), strict (rule warnings are errors) or production
      --allow-dialect draft-04
                            Let MCP tools declare draft-04 schemas
      --color, --no-color   Colour the stylish report or not; by default only on a terminal
                            (NO_COLOR and FORCE_COLOR are honoured)
  -c, --config FILE         Use this config instead of the nearest
                            kindgi-tool-manifest.config.json from here upward
      --no-config           Use no config file
      --print-config FILE   Print the settings FILE would be vetted with, as JSON
      --suppress-all        Write every problem found to the suppressions file (exit 0)
      --prune-suppressions  Remove suppressions that no longer match anything
      --suppressions-location FILE
                            The suppressions file (kindgi-tool-manifest-suppressions.json)
      --stdin-filename NAME The name of standard input in reports, the config and suppressions
      --mcp-endpoint URI    The mcpEndpoint given to the tools of MCP tools/list files
      --concurrency N       Worker threads: auto (default: none below 2,000 files, else by cores),
                            off, or a number
      --fix                 Apply every certain fix to the files (formatting kept), re-vet and
                            repeat (at most 10 passes), then report what is left
      --fix-dry-run         Print the fixes as a unified diff instead of writing them

Options of migrate:
      --to 2020-12          The dialect to migrate to (the only one, and the default)
      --dry-run             Print the changes as a unified diff instead of writing them
      --allow-dialect draft-04
                            Accepted as check takes it; migrate reads draft-04 schemas without it

  -h, --help                Show this help
  -v, --version             Show the version

Exit codes:
  0  no errors, and no more warnings than --max-warnings allows
  1  errors, or more warnings than --max-warnings allows (suppressed problems never count)
  2  the CLI could not do its job: a usage error, a bad config, an unreadable path, no files
     matched, or suppressions that no longer match
`;

/** What a usage error prints: the problem, the usage lines, and where to read more. */
export function usageMessage(problem: string): string {
  const usage = HELP.slice(0, HELP.indexOf('\n\n'));
  return `${PROGRAM}: ${problem}\n\n${usage}\n\nRun "${PROGRAM} --help" for every option.\n`;
}
