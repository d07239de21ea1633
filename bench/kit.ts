// The activation kit (issue 21): how long draftKit takes to write the six .docx files and the ZIP,
// per kind of entity, in this process (what a request to the page would wait for, the HTTP
// layer aside). The first runs of each kind are a warm-up (module loading, JIT) and not counted:
// a server drafts many kits in one process.
// Target: a median under 200 ms.
// Usage: npm exec -- node bench/kit.ts [--short] [--runs N]
//   --short: 3 runs per kind, printed only; a full run (30 runs) writes bench/results/kit.md.
import { parseArgs } from "node:util";
import { SAMPLE_FACTS_FILE, SAMPLE_PUBLIC_ENV } from "../src/config/fixtures/sample-facts.ts";
import { loadKitFacts } from "../src/features/activation-kit/kit-facts.server.ts";
import { parseKitInput, type KitInput } from "../src/features/activation-kit/kit-input.ts";
import { draftKit, kitDocuments } from "../src/features/activation-kit/kit-draft.server.ts";
import { median, provenance, table, writeResult } from "./lib.ts";

const { values } = parseArgs({ options: { short: { type: "boolean", default: false }, runs: { type: "string" } } });
const short = values.short;
const RUNS = Number(values.runs ?? (short ? 3 : 30));
const TARGET_MS = 200;
const WARM_UP = 10;

const details = {
  sito: "https://www.esempio-ente.it",
  piattaforma: "https://segnalazioni.esempio-ente.it",
  gestore: "Ufficio Compliance",
  sostituto: "Responsabile Affari legali",
  privacy: "privacy@esempio-ente.it",
  rpd: "dpo@esempio-ente.it",
  sindacati: "si",
};

const KINDS: [string, Record<string, string>][] = [
  ["Public sector (comune)", { ente: "pubblico", denominazione: "Comune di Roccaverde" }],
  [
    "Private, 12 workers, Modello 231 (231-only)",
    {
      ente: "privato",
      lavoratori: "12",
      modello231: "si",
      settore: "no",
      denominazione: "Beta S.r.l.",
      odv: "OdV monocratico",
    },
  ],
  [
    "Private, 120 workers, no Modello 231",
    { ente: "privato", lavoratori: "120", modello231: "no", settore: "no", denominazione: "Epsilon S.r.l." },
  ],
  [
    "Private, 300 workers, annex acts, Modello 231",
    { ente: "privato", lavoratori: "300", modello231: "si", settore: "si", denominazione: "Eta S.p.A." },
  ],
];

function input(values: Record<string, string>): KitInput {
  const parsed = parseKitInput({ ...details, ...values });
  if (!parsed.ok) throw new Error(`input non valido: ${JSON.stringify(parsed)}`);
  return parsed.input;
}

const facts = loadKitFacts({ ...SAMPLE_PUBLIC_ENV, OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE });
const entities = KINDS.map(([kind, answers]) => ({ kind, entity: input(answers) }));
// Warm-up over every kind, then the kinds in turn, so that the shared machine's load falls on all alike.
for (let warm = 0; warm < WARM_UP; warm += 1) for (const { entity } of entities) await draftKit(entity, facts);
const samples = entities.map(() => ({ wall: [] as number[], cpu: [] as number[], text: [] as number[], bytes: 0 }));
for (let run = 0; run < RUNS; run += 1) {
  for (const [index, { entity }] of entities.entries()) {
    const sample = samples[index];
    if (!sample) continue;
    let started = performance.now();
    kitDocuments(entity, facts);
    sample.text.push(performance.now() - started);
    const cpu = process.cpuUsage();
    started = performance.now();
    const kit = await draftKit(entity, facts);
    sample.wall.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    sample.cpu.push((used.user + used.system) / 1000);
    sample.bytes = kit.zip.byteLength;
  }
}
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(0.95 * values.length))] ?? 0;
let worstMedian = 0;
const rows = entities.map(({ kind }, index) => {
  const sample = samples[index] ?? { wall: [], cpu: [], text: [], bytes: 0 };
  worstMedian = Math.max(worstMedian, median(sample.wall));
  return [
    kind,
    `${median(sample.text).toFixed(2)} ms`,
    `${median(sample.wall).toFixed(1)} ms`,
    `${p95(sample.wall).toFixed(1)} ms`,
    `${median(sample.cpu).toFixed(1)} ms`,
    `${(sample.bytes / 1024).toFixed(1)} KiB`,
  ];
});

const markdown = [
  "# Activation kit: drafting time",
  "",
  provenance(`npm exec -- node bench/kit.ts${values.runs ? ` --runs ${RUNS}` : ""}`),
  "",
  `draftKit (src/features/activation-kit/kit-draft.server.ts) for ${KINDS.length} kinds of entity, with the sample operator facts: six documents built as text, written as .docx by docx, stored in one ZIP by fflate. ${RUNS} runs per kind, the kinds in turn, after ${WARM_UP} warm-up rounds. "text only" is the documents' text alone (kitDocuments); the rest is docx and the ZIP. CPU is the process's user and system time during one draftKit (garbage collection included), the figure least affected by waiting for a shared core.`,
  "",
  table(
    ["Entity", "text only (median)", "whole kit (median)", "whole kit (p95)", "CPU per kit (median)", "ZIP size"],
    rows,
  ),
  "",
  `Slowest median: ${worstMedian.toFixed(1)} ms, ${worstMedian < TARGET_MS ? "under" : "over"} the ${TARGET_MS} ms target.`,
].join("\n");

console.log(markdown);
if (!short) console.log(`Scritto ${writeResult("kit.md", markdown)}`);
