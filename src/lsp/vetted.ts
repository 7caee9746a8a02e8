import type { Diagnostic } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { fixVetted } from '../document/fix.js';
import { documentKindOfText, vetDocument, type DocumentVetting } from '../document/vet.js';
import { ConfigError } from '../config/config.js';
import type { VetOptions } from '../options.js';
import { configDiagnostic, toDiagnostics } from './diagnostics.js';
import { documentPath } from './document-path.js';
import { IGNORED, type DocumentSettings } from './settings.js';

// One vet per text and settings of a document: publishing, hovering and each code action read it (each
// asked a vet of its own, and a code action one per diagnostic the client sent: 300 took 11 s).
// The fixed text too: editors ask for code actions as the cursor moves, and each fix-all request
// fixed the document afresh (a second of vets for a pack of 3,000 tools).
interface Vetted {
  // The text, not the version: a client that sends a change without a new version must not be answered from the old text.
  readonly text: string;
  readonly settings: DocumentSettings;
  readonly vetting: DocumentVetting | undefined;
  readonly diagnostics: Diagnostic[];
  fixed?: string;
}
const vetted = new WeakMap<TextDocument, Vetted>();

// A document vetted without a config, as a test vets one.
const NO_CONFIG: VetOptions = {};

function vettedOf(document: TextDocument, settings: DocumentSettings): Vetted {
  const known = vetted.get(document);
  const text = document.getText();
  if (known !== undefined && known.text === text && known.settings === settings) return known;
  let vetting: DocumentVetting | undefined;
  let diagnostics: Diagnostic[];
  try {
    if (settings === IGNORED) {
      vetting = undefined;
      diagnostics = [];
    } else if (settings instanceof ConfigError) {
      // Said only in documents of ours: a package.json beside the tools is no business of the config's.
      vetting = undefined;
      diagnostics = documentKindOfText(text, documentPath(document.uri)) === undefined ? [] : [configDiagnostic(settings)];
    } else {
      vetting = vetDocument(text, settings, undefined, documentPath(document.uri));
      diagnostics = toDiagnostics(vetting?.issues ?? [], document);
    }
  } catch {
    // A bug of ours must not take the editor's server down: the document just gets no diagnostics.
    vetting = undefined;
    diagnostics = [];
  }
  const entry: Vetted = { text, settings, vetting, diagnostics };
  vetted.set(document, entry);
  return entry;
}

/**
 * The diagnostics of a document as it is now, with `settings` (how `check` would vet its file: see
 * `SettingsLookup`): vetted on the first ask for its text and settings, then cached until either changes. Hover and code actions call it directly, never waiting for a publish.
 *
 * @example
 * ```ts
 * diagnosticsOf(document).filter(({ code }) => code === 'manifest/unknown-property');
 * ```
 */
export function diagnosticsOf(document: TextDocument, settings: DocumentSettings = NO_CONFIG): Diagnostic[] {
  return vettedOf(document, settings).diagnostics;
}

/**
 * The document's text with every certain fix applied (`fixDocument`), the same string when none
 * applies: worked out on the first ask for its text, from that text's vet, then cached.
 */
export function fixedTextOf(document: TextDocument, settings: DocumentSettings = NO_CONFIG): string {
  const known = vettedOf(document, settings);
  if (known.fixed !== undefined) return known.fixed;
  const { text } = known;
  try {
    // No certain fix in the vet: nothing to apply, and nothing to vet again.
    // A vetting there is was made with options (no config problem, not ignored).
    known.fixed = known.vetting?.issues.some((issue) => issue.fix !== undefined) === true ? fixVetted(text, known.vetting, settings as VetOptions, undefined, documentPath(document.uri)).text : text;
  } catch {
    known.fixed = text;
  }
  return known.fixed;
}
