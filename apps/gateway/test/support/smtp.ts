import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface Received {
  to: string[];
  raw: string;
  /** Its Message-ID header, `<...>`. */
  messageId: string | undefined;
  /** Its X-Bookdirect-Outbox-Id header. */
  outboxId: number | undefined;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  inbox: Received[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Recipients refused for good: RCPT TO answers 550. */
  rejectRecipient?(address: string): boolean;
  /**
   * Called once a message is in the inbox, before the server answers it: until the promise
   * settles the client waits for its 250 (a relay that took the message, then stalled).
   */
  beforeAnswer?(received: Received): void | Promise<void>;
}

/** A real SMTP server on a free port that keeps what it receives. */
export async function startSmtp(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Loopback only: a reverse DNS lookup per connection would cost each send a tenth of a second.
    disableReverseLookup: true,
    // A client that never hangs up (a stalled answer) must not hold close() for 30 s.
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        const error = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const received: Received = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1],
          outboxId: Number(/^X-Bookdirect-Outbox-Id:\s*(\d+)/im.exec(raw)?.[1]) || undefined,
        };
        inbox.push(received);
        Promise.resolve(options.beforeAnswer?.(received)).then(
          () => callback(),
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SilentSmtpServer {
  url: string;
  /** Connections accepted so far. */
  readonly connections: number;
  close(): Promise<void>;
}

/** A relay that stopped answering: it accepts the connection and never says a word. */
export async function startSilentSmtp(): Promise<SilentSmtpServer> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens (a relay that is down): connecting is refused at once. */
export async function refusingSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
