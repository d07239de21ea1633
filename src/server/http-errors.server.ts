import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { describeError } from "./logger.server.ts";
import { COMMON_HEADERS, contentSecurityPolicy } from "./security-headers.server.ts";

/*
 * What the server answers and logs when a request cannot even be parsed (issue 17 §9, §10): a
 * short Italian answer with every security header, and a log line that names the error's code
 * and nothing the client sent (Fastify's default logs the raw bytes: an address, a body).
 */

/**
 * How long a client may take (issue 17 §4): a body trickled a byte at a time, or headers that
 * never end, lose their socket instead of holding it forever. The largest valid body is 16 KB.
 */
export interface HttpTimeouts {
  /** The whole request, headers and body. */
  requestMs: number;
  headersMs: number;
  /** An idle kept-alive connection; above nginx's upstream keepalive_timeout (4 s). */
  keepAliveMs: number;
  /** A socket with no traffic at all. */
  idleMs: number;
  /** How often Node looks for requests past their time. */
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: Readonly<HttpTimeouts> = {
  requestMs: 15_000,
  headersMs: 10_000,
  keepAliveMs: 10_000,
  idleMs: 30_000,
  checkEveryMs: 2_000,
};

/** The error's kind only: no message (it may quote the request), no raw packet, no stack. */
export function safeError(error: unknown): { type: string; code?: string; message: string; stack: string } {
  const candidate = error as { code?: unknown; name?: unknown } | null;
  const code = typeof candidate?.code === "string" ? candidate.code : undefined;
  const type = typeof candidate?.name === "string" ? candidate.name : typeof error;
  // Fastify's and Node's parser errors quote the URL or the bytes: only our own messages are kept.
  const quotes = code !== undefined && /^(FST_ERR_BAD_URL|HPE_|ERR_INVALID_CHAR|ERR_HTTP_)/.test(code);
  // pino's type wants a stack; an empty one keeps each line short, the code says where.
  return { type, ...(code ? { code } : {}), message: quotes ? "" : describeError(error), stack: "" };
}

const ANSWERS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "La richiesta ha impiegato troppo tempo."],
  HPE_HEADER_OVERFLOW: [431, "Le intestazioni della richiesta sono troppo grandi."],
};

/** Node's 'clientError': the request is malformed or too slow; the socket is closed after a short answer. */
export function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  const log = this.log;
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, text] = ANSWERS[error.code ?? ""] ?? [400, "Richiesta non valida."];
  log.info({ err: safeError(error), statusCode: status }, "Richiesta HTTP non valida");
  if (socket.writable) {
    const body = JSON.stringify({ error: text });
    const headers = {
      ...COMMON_HEADERS,
      "content-security-policy": contentSecurityPolicy(null),
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ""}\r\n${lines.join("")}\r\n${body}`);
  }
  socket.destroy();
}
