import { loadOperatorFacts, type OperatorFacts } from "./operator-facts.ts";
import { platformClaims, type PlatformClaims } from "./service.ts";

type Env = Record<string, string | undefined>;

let fromProcess: { facts: OperatorFacts; claims: PlatformClaims } | undefined;

function read(env?: Env): { facts: OperatorFacts; claims: PlatformClaims } {
  if (env) {
    const facts = loadOperatorFacts(env);
    return { facts, claims: platformClaims(facts) };
  }
  if (!fromProcess) {
    const facts = loadOperatorFacts(process.env);
    fromProcess = { facts, claims: platformClaims(facts) };
  }
  return fromProcess;
}

/**
 * The operator's facts file (OPERATOR_FACTS_FILE), validated when the site is built: read when a
 * page or a PDF first asks, never on import. Build-time only: it reads a file. Once per process;
 * a test passes its own `env`, parsed on every call.
 */
export function buildOperatorFacts(env?: Env): OperatorFacts {
  return read(env).facts;
}

/** The platform claims the copy prints, derived from the same facts. */
export function buildPlatformClaims(env?: Env): PlatformClaims {
  return read(env).claims;
}

/**
 * When a message to us is answered: the facts' reply time, or «al più presto» until one is declared
 * (fresh DPO read of the site, C-5). Here, not in service-copy.ts, which islands bundle.
 */
export function replyWhen(facts: OperatorFacts = buildOperatorFacts()): string {
  return facts.contact?.replyTime ?? "al più presto";
}
