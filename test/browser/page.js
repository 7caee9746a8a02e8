// Runs in Chromium under a Content-Security-Policy without 'unsafe-eval': imports the published
// standalone bundle (the export conditions everything but Node gets) as a page would (no bundler,
// no import map), vets every example, compiles a call validator and validates a call. The test
// reads window.result.
import { compileToolValidators, vetToolManifest } from '/dist/standalone/index.js';

async function run() {
  const names = await (await fetch('/examples/')).json();
  const examples = [];
  for (const name of names) {
    const text = await (await fetch(`/examples/${name}`)).text();
    const report = vetToolManifest(text);
    examples.push({ name, valid: report.valid, codes: report.issues.map((issue) => issue.code) });
  }
  const weather = JSON.parse(await (await fetch('/examples/weather-pack-tool.json')).text());
  const { input } = compileToolValidators(weather);
  const good = input({ city: 'Oslo' });
  const bad = input({ city: 42 });
  let evalAllowed = true;
  try {
    new Function('return 1');
  } catch {
    evalAllowed = false;
  }
  return { examples, good: good.valid, bad: bad.issues.map(({ code, pointer }) => ({ code, pointer })), evalAllowed };
}

run().then(
  (result) => (window.result = result),
  (error) => (window.result = { error: `${error.name}: ${error.message}\n${error.stack}` }),
);
