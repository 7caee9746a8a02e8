import type { Diagnostic } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { fixVetted } from '../document/fix.js';
import { vetDocument, type DocumentVetting } from '../document/vet.js';
import { toDiagnostics } from './diagnostics.js';
import { documentPath } from './document-path.js';

// One vet per version of a document: publishing, hovering and each code action read it (each
// asked a vet of its own, and a code action one per diagnostic the client sent: 300 took 11 s).
// The fixed text too: editors ask for code actions as the cursor moves, and each fix-all request
// fixed the document afresh (a second of vets for a pack of 3,000 tools).
interface Vetted {
  // The text, not the version: a client that sends a change without a new version must not be answered from the old text.
  readonly text: string;
  readonly vetting: DocumentVetting | undefined;
  readonly diagnostics: Diagnostic[];
  fixed?: string;
}
const vetted = new WeakMap<TextDocument, Vetted>();

function vettedOf(document: TextDocument): Vetted {
  const known = vetted.get(document);
  const text = document.getText();
  if (known !== undefined && known.text === text) return known;
  let vetting: DocumentVetting | undefined;
  let diagnostics: Diagnostic[];
  try {
    vetting = vetDocument(text, {}, undefined, documentPath(document.uri));
    diagnostics = toDiagnostics(vetting?.issues ?? [], document);
  } catch {
    // A bug of ours must not take the editor's server down: the document just gets no diagnostics.
    vetting = undefined;
    diagnostics = [];
  }
  const entry: Vetted = { text, vetting, diagnostics };
  vetted.set(document, entry);
  return entry;
}

/**
 * The diagnostics of a document as it is now: vetted on the first ask for its text, then
 * cached until the text changes. Hover and code actions call it directly, never waiting for a publish.
 *
 * @example
 * ```ts
 * diagnosticsOf(document).filter(({ code }) => code === 'manifest/unknown-property');
 * ```
 */
export function diagnosticsOf(document: TextDocument): Diagnostic[] {
  return vettedOf(document).diagnostics;
}

/**
 * The document's text with every certain fix applied (`fixDocument`), the same string when none
 * applies: worked out on the first ask for its text, from that text's vet, then cached.
 */
export function fixedTextOf(document: TextDocument): string {
  const known = vettedOf(document);
  if (known.fixed !== undefined) return known.fixed;
  const { text } = known;
  try {
    // No certain fix in the vet: nothing to apply, and nothing to vet again.
    known.fixed = known.vetting?.issues.some((issue) => issue.fix !== undefined) === true ? fixVetted(text, known.vetting, {}, undefined, documentPath(document.uri)).text : text;
  } catch {
    known.fixed = text;
  }
  return known.fixed;
}
