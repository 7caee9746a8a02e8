import { defineRule } from '../define-rule.js';
import { didYouMean } from '../../suggest.js';

export default defineRule({
  id: 'http/secret-undeclared',
  description: 'The secret `spec.authorization.secretRef` names is missing from the `needsSpec.secrets` the tool declares.',
  severity: 'warning',
  why: '`needsSpec.secrets` is the list of secrets the tool says it needs; a secret the request sends that the list leaves out is most often misspelt, and a deployment that provides the listed secrets will not provide it.',
  fix: 'Add the secret to `needsSpec.secrets` with its JSON Schema, or fix the `secretRef.name` spelling.',
  example: '"secretRef": {"name": "api-key", "envName": "API_KEY"} with needsSpec.secrets {"apiKey": {...}}',
  reads: ['spec', 'needsSpec'],
  requires: ['spec', 'needsSpec'],
  check: ({ spec, needsSpec }) => {
    const auth = spec.authorization;
    // Without a `secrets` map the tool does not declare its secrets at all: nothing to compare.
    if (auth === undefined || auth.kind === 'connection' || needsSpec.secrets === undefined) return [];
    const declared = Object.keys(needsSpec.secrets);
    const { name } = auth.secretRef;
    if (declared.includes(name)) return [];
    return [
      {
        pointer: '/spec/authorization/secretRef/name',
        message: `spec.authorization sends the secret "${name}", which needsSpec.secrets does not declare.`,
        hint: didYouMean(name, declared) ?? `Add "${name}" to needsSpec.secrets.`,
      },
    ];
  },
});
