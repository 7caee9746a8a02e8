import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { CLI } from '../cli/run-cli.js';

/** One JSON-RPC message as the server sent it. */
export interface Message {
  readonly id?: number;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: unknown;
}

/**
 * Drives `kindgi-tool-manifest lsp` in a child process as an editor does: JSON-RPC messages
 * framed with Content-Length headers over its standard input and output.
 */
export class LspClient {
  readonly child: ChildProcessWithoutNullStreams;
  readonly received: Message[] = [];
  /** Every message, both ways, in order: the session's transcript. */
  readonly transcript: string[] = [];
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private waiters: { match: (message: Message) => boolean; resolve: (message: Message) => void }[] = [];

  /** `nodeOptions`: the server's own Node options (a small heap, say). */
  constructor(nodeOptions: readonly string[] = []) {
    this.child = spawn(process.execPath, [...nodeOptions, CLI, 'lsp', '--stdio']);
    this.child.stdout.on('data', (chunk: Buffer) => this.read(chunk));
  }

  request(method: string, params: unknown): Promise<Message> {
    const id = this.nextId++;
    this.send({ jsonrpc: '2.0', id, method, params });
    return this.waitFor((message) => message.id === id && message.method === undefined);
  }

  notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }

  /** The first message (already received or still to come) that matches. */
  waitFor(match: (message: Message) => boolean): Promise<Message> {
    const found = this.received.find(match);
    if (found !== undefined) {
      this.received.splice(this.received.indexOf(found), 1);
      return Promise.resolve(found);
    }
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  exited(): Promise<number | null> {
    return new Promise((resolve) => (this.child.exitCode !== null ? resolve(this.child.exitCode) : this.child.on('exit', (code) => resolve(code))));
  }

  private send(message: object): void {
    const body = JSON.stringify(message);
    this.transcript.push(`--> ${body}`);
    this.child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  private read(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString('ascii'))?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.transcript.push(`<-- ${body}`);
      const message = JSON.parse(body) as Message;
      const waiter = this.waiters.find((candidate) => candidate.match(message));
      if (waiter === undefined) this.received.push(message);
      else {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  }
}
