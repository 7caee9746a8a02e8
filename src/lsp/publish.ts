import type { Connection } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentSettings } from './settings.js';
import { diagnosticsOf } from './vetted.js';

/**
 * How long publishing waits after a change, in milliseconds, when the client does not choose.
 * Typing sends a change per keystroke (100 ms apart or less); each one vetted and published at
 * once queued a vet behind every other (100 changes kept a hover waiting 0.6 s) to show diagnostics
 * nobody saw. 200 ms is past a keystroke's gap and short of a pause the eye notices.
 */
export const DIAGNOSTICS_DELAY_MS = 200;

/** The longest delay a client may choose (`initializationOptions.diagnosticsDelayMs`). */
export const MAX_DIAGNOSTICS_DELAY_MS = 5_000;

/**
 * The delay a client chose in `initializationOptions.diagnosticsDelayMs`: a whole number from 0 to
 * {@link MAX_DIAGNOSTICS_DELAY_MS}. Anything else is ignored, with a `warning` to log, and the delay
 * is {@link DIAGNOSTICS_DELAY_MS}; no choice at all is that delay, without a warning.
 *
 * @example
 * ```ts
 * diagnosticsDelay({ diagnosticsDelayMs: 50 }); // { delayMs: 50 }
 * diagnosticsDelay({ diagnosticsDelayMs: 'soon' }); // { delayMs: 200, warning: 'kindgi-tool-manifest: diagnosticsDelayMs must be …' }
 * ```
 */
export function diagnosticsDelay(options: unknown): { readonly delayMs: number; readonly warning?: string } {
  const given: unknown = typeof options === 'object' && options !== null ? (options as { diagnosticsDelayMs?: unknown }).diagnosticsDelayMs : undefined;
  if (given === undefined) return { delayMs: DIAGNOSTICS_DELAY_MS };
  if (typeof given === 'number' && Number.isInteger(given) && given >= 0 && given <= MAX_DIAGNOSTICS_DELAY_MS) return { delayMs: given };
  const shown = typeof given === 'string' ? JSON.stringify(given) : typeof given === 'number' || given === null ? String(given) : typeof given;
  return { delayMs: DIAGNOSTICS_DELAY_MS, warning: `kindgi-tool-manifest: diagnosticsDelayMs must be a whole number of milliseconds from 0 to ${MAX_DIAGNOSTICS_DELAY_MS}, got ${shown}; using ${DIAGNOSTICS_DELAY_MS}.` };
}

/**
 * Publishes documents' diagnostics, each with the version it was computed for: at once for an
 * opened document, and once per pause for a changing one (each change restarts its timer).
 *
 * @example
 * ```ts
 * const publisher = new Publisher(connection, (uri) => documents.get(uri));
 * documents.onDidChangeContent(({ document }) => publisher.later(document));
 * ```
 */
export class Publisher {
  /** How long {@link Publisher.later} waits; the client may choose it on initialize. */
  delayMs = DIAGNOSTICS_DELAY_MS;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  // The version and text each document's diagnostics were published for: a change that came without a new version is still a change.
  private readonly published = new Map<string, { readonly version: number; readonly text: string }>();
  private stopped = false;

  /** `current`: the open document at a URI as it is now (undefined once it is closed); `settingsOf`: how its file is vetted (no config when not given). */
  constructor(
    private readonly connection: Connection,
    private readonly current: (uri: string) => TextDocument | undefined,
    private readonly settingsOf?: (uri: string) => DocumentSettings,
  ) {}

  /** Publishes the document's diagnostics now (it was opened), and drops its timer. */
  now(document: TextDocument): void {
    this.cancel(document.uri);
    if (this.stopped) return;
    this.published.set(document.uri, { version: document.version, text: document.getText() });
    void this.connection.sendDiagnostics({ uri: document.uri, version: document.version, diagnostics: diagnosticsOf(document, this.settingsOf?.(document.uri)) });
  }

  /** (Re)starts the document's timer: when it fires, the document as it is then is published, unless that version and text already were. */
  later(document: TextDocument): void {
    // An open announces its content as a change too, just after it was published.
    if (this.stopped || this.isPublished(document)) return;
    const { uri } = document;
    this.cancel(uri);
    const timer = setTimeout(() => {
      this.timers.delete(uri);
      const now = this.current(uri);
      if (now !== undefined && !this.isPublished(now)) this.now(now);
    }, this.delayMs);
    this.timers.set(uri, timer);
  }

  /** A closed document: its timer is dropped and its diagnostics cleared. */
  clear(uri: string): void {
    this.cancel(uri);
    this.published.delete(uri);
    void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  /** Shutdown: every timer is dropped (a pending one would keep the process alive) and nothing more is published. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private isPublished(document: TextDocument): boolean {
    const published = this.published.get(document.uri);
    return published?.version === document.version && published.text === document.getText();
  }

  private cancel(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
  }
}
