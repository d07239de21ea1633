import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** SMTP connections opened so far. */
  readonly connections: number;
  /** Waits until `count` messages have arrived, polling; fails after timeoutMs. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpDelays {
  /** Before the greeting of each connection: what a TLS handshake and login cost on a real relay. */
  connectDelayMs?: number;
  /** Before accepting each message: a slow relay. */
  messageDelayMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real SMTP server in this process (no TLS, no auth) that keeps every message it accepts. */
export async function startSmtpServer(
  port = 0,
  { connectDelayMs = 0, messageDelayMs = 0 }: SmtpDelays = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    // Senders keep pooled connections open: close() ends them instead of waiting 30 s.
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections += 1;
      if (connectDelayMs) void pause(connectDelayMs).then(() => callback());
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        Promise.all([simpleParser(raw), messageDelayMs ? pause(messageDelayMs) : null])
          .then(([parsed]) => {
            const from = session.envelope.mailFrom;
            received.push({
              envelopeFrom: from ? from.address : "",
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw,
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}/?ignoreTLS=true`,
    received,
    get connections() {
      return connections;
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`attese ${count} email, arrivate ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP port with nothing listening on it (free when this returns). */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
