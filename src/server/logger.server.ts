/** What the server's modules log through: Fastify's logger in the server, the console elsewhere. */
export interface Logger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

function line(level: string, data: object, message: string): string {
  return JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...data });
}

/** One JSON line per entry, like the server's logger, for scripts that run without Fastify. */
export const consoleLogger: Logger = {
  info: (data, message) => console.log(line("info", data, message)),
  warn: (data, message) => console.warn(line("warn", data, message)),
  error: (data, message) => console.error(line("error", data, message)),
};

/** Error text for logs: e-mail addresses an SMTP server quotes back are replaced. */
export function describeError(error: unknown, max = 500): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "<indirizzo>").slice(0, max);
}
