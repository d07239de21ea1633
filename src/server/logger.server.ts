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

/**
 * At most `perMinute` lines a minute for each key; past it the lines are counted, and the count
 * logged as `omitted` with the key's next line (issue 25, L1 and L8): a client that loops on a
 * refused request, a crafted path or the honeypot writes a few lines a minute, not megabytes.
 */
export function boundedLines(log: { info(data: object, message: string): void }, perMinute = 5) {
  const windows = new Map<string, { minute: number; lines: number; dropped: number }>();
  return {
    info(key: string, data: object, message: string, now = Date.now()): void {
      const minute = Math.floor(now / 60_000);
      let window = windows.get(key);
      if (!window || window.minute !== minute) {
        const dropped = window?.dropped ?? 0;
        if (windows.size > 1000) windows.clear(); // keys are few; this only bounds the map
        windows.set(key, (window = { minute, lines: 0, dropped }));
      }
      if (window.lines >= perMinute) {
        window.dropped += 1;
        return;
      }
      window.lines += 1;
      const dropped = window.dropped;
      window.dropped = 0;
      log.info({ ...data, ...(dropped ? { omitted: dropped } : {}) }, message);
    },
  };
}
