// One hostile case, vetted in this process: prints the report's codes and pointers as JSON.
import { vetToolManifest } from '../../dist/index.js';
import { CASES } from './hostile-values.cases.mjs';

const name = process.argv[2];
const report = vetToolManifest(CASES[name]());
process.stdout.write(JSON.stringify({ valid: report.valid, issues: report.issues.map(({ code, pointer }) => ({ code, pointer })) }));
