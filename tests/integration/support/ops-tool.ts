import { runOps } from "../../../src/app/ops.server.ts";

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the tool in this process, as `npm run ops` would with this environment. */
export async function runTool(
  env: Record<string, string>,
  args: string[],
  options: { answer?: boolean; clock?: () => number } = {},
): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await runOps(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    confirm: (question) => {
      stderr += question;
      return Promise.resolve(options.answer ?? false);
    },
    env: { ...env, LOG_LEVEL: "silent" },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return { code, stdout, stderr };
}
