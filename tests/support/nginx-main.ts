// The main-context lines every nginx the tests and benchmarks start shares (tests/integration/
// nginx-front.test.ts, bench/server.ts). Started as root, nginx's workers would otherwise switch
// to 'nobody', which cannot read a checkout inside a folder only its owner can read (a clone in
// a private home folder): every request would get a 403. Started as any other user, nginx cannot
// switch and its workers already run as that user.
import os from "node:os";

/** `user <name>;` when this process is root (workers run as the checkout's reader), else nothing. */
export function nginxWorkerUser(uid = process.getuid?.()): string[] {
  if (uid !== 0) return [];
  return [`user ${os.userInfo().username};`];
}

/** daemon off, one worker, the worker user, the pid file and the error log. */
export function nginxMainLines(prefix: string, errorLog: string): string[] {
  return [
    "daemon off;",
    "worker_processes 1;",
    ...nginxWorkerUser(),
    `pid ${prefix}/nginx.pid;`,
    `error_log ${errorLog} warn;`,
  ];
}
