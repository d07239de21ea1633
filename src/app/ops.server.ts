import type { OpsIo } from "../server/ops/command.ts";
import { runOps as runOpsOn } from "../server/ops/ops-cli.server.ts";
import { demoOpsCommands } from "../features/demo/demo-ops.server.ts";
import { forms } from "./forms.server.ts";

/** `npm run ops -- <command>` (scripts/ops.ts): the operator's tool over the forms the server runs. */
export function runOps(argv: readonly string[], io: OpsIo): Promise<number> {
  return runOpsOn(argv, io, forms, demoOpsCommands);
}
