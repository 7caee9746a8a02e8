import { defineRule } from '../define-rule.js';
import { didYouMean, listValues } from '../../suggest.js';

export default defineRule({
  id: 'http/auth-connection-undeclared',
  description: '`spec.authorization` of kind `connection` names no key of `needsSpec.connections`.',
  severity: 'error',
  why: 'The runtime resolves only the connections the tool declares; an undeclared one has no access token to send, so every call fails.',
  fix: 'Declare the connection in `needsSpec.connections` (its app, permissions and `as`), or name one declared there.',
  example: '"authorization": {"kind": "connection", "connection": "mail"} with no "mail" in needsSpec.connections',
  reads: ['spec', 'needsSpec'],
  requires: ['spec'],
  check: ({ spec, needsSpec }) => {
    const auth = spec.authorization;
    if (auth?.kind !== 'connection') return [];
    const declared = Object.keys(needsSpec?.connections ?? {});
    if (declared.includes(auth.connection)) return [];
    return [
      {
        pointer: '/spec/authorization/connection',
        message:
          declared.length === 0
            ? `spec.authorization uses the connection "${auth.connection}", but the tool declares no needsSpec.connections.`
            : `spec.authorization uses the connection "${auth.connection}", which needsSpec.connections does not declare (it has ${listValues(declared, 'and')}).`,
        hint: didYouMean(auth.connection, declared) ?? `Declare "${auth.connection}" in needsSpec.connections with its app, permissions and "as".`,
      },
    ];
  },
});
