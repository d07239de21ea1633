import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FormContract } from "../../../src/server/form-definition.server.ts";

const FEATURES = path.resolve(import.meta.dirname, "../../../src/features");

/** Every `src/features/<capability>/<name>-contract.server.ts`, found by its name: a new form adds one, nothing here. */
export async function loadContracts(): Promise<FormContract[]> {
  const contracts: FormContract[] = [];
  for (const capability of readdirSync(FEATURES).sort()) {
    const folder = path.join(FEATURES, capability);
    let files: string[];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith("-contract.server.ts"));
    } catch {
      continue;
    }
    for (const file of files) {
      const module = (await import(pathToFileURL(path.join(folder, file)).href)) as { contract: FormContract };
      contracts.push(module.contract);
    }
  }
  return contracts;
}
