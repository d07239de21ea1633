import type { Clock } from "../clock.server.ts";
import type { Database } from "../db.server.ts";
import type { FormRequest, FormTable } from "./form-tables.server.ts";
import type { AddressData } from "./gdpr.server.ts";

/*
 * What a command of the operator's tool is and what it gets. The dispatcher (dispatch.ts) reads
 * the command line, opens the context (ops-cli.server.ts, the one place that builds it) and prints
 * what `run` returns: a command never writes to stdout and never sees --json.
 */

export interface OpsIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Asks a yes/no question (erase); false when nobody answers. */
  confirm(question: string): Promise<boolean>;
  env: Record<string, string | undefined>;
  clock?: Clock;
}

/** The forms' stored requests: the only way a command reaches the forms, their tables, labels and columns. */
export interface OpsForms {
  /** Every form's name, in order: what --form accepts. */
  names: readonly string[];
  /** The forms whose tables exist in this database; only the one named, when given. */
  present(name?: string): Promise<FormTable[]>;
  /** Requests received since `since` (epoch ms) in these forms, newest first. */
  list(forms: readonly FormTable[], since: number): Promise<FormRequest[]>;
  /** The request with this id, in whichever form it was sent. */
  find(id: string): Promise<FormRequest | null>;
  /** Every request, e-mail and .eml file that concerns an address (GDPR art. 15). */
  about(address: string): Promise<AddressData>;
}

export interface OpsContext {
  /** The server's database (DATABASE_URL or DATA_DIR), migrated. */
  database: Database;
  forms: OpsForms;
  /** When the command runs (epoch ms). */
  now: number;
  /** The environment, and stderr and the terminal for a question; every text goes through terminalSafe. */
  io: OpsIo;
}

/** The parsed options, --json among them. */
export type Flags = Record<string, string | boolean | undefined>;

/** What a command has to say. Under --json the dispatcher prints `data` and nothing else. */
export interface Output {
  data: unknown;
  /** For a person, printed with a line break after it; without it (access), `data` as JSON. */
  text?: string;
  /** A document printed exactly as it is, instead of `text` (export's CSV). */
  document?: string;
  /** On stderr after the text; under --json `data` says the same. */
  warning?: string;
}

export interface Command {
  /** Its line in the help and in «Uso: …»; {forms} stands for the form names (contact|whitepaper|order). */
  usage: string;
  summary: string;
  options: Record<string, { type: "string" | "boolean" }>;
  /** The positional arguments' names: every `required` one, then at most as many as `optional` names. */
  positionals: { required: readonly string[]; optional?: readonly string[] };
  /** Said instead of echoing arguments beyond those (when they would be a password). */
  unexpectedArguments?: string;
  /**
   * Does the command's work and returns what to print; the dispatcher then exits 0. A wrong
   * command line throws UsageError (exit 2), a job it cannot do throws OpsFailure (exit 1).
   */
  run(context: OpsContext, flags: Flags, args: readonly string[]): Promise<Output>;
}

/** A wrong command line: exit 2, with a pointer to the help. */
export class UsageError extends Error {}

/** The command could not do its job: exit 1. */
export class OpsFailure extends Error {}
