import { z } from "zod";
import { MAX_WORKERS, type Answers } from "./obligation-rules.ts";

/**
 * The checker's answers as they travel in a query string (`/normativa?…`, `/normativa/verifica?…`),
 * parsed with the same schema and Italian messages by the island and by the server.
 */
export const FIELDS = ["ente", "controllo", "lavoratori", "modello231", "settore"] as const;
export type Field = (typeof FIELDS)[number];
/** What the visitor gave, as text: the form is filled again with it. */
export type RawValues = Partial<Record<Field, string>>;
export type FieldErrors = Partial<Record<Field, string>>;

export const obligationMessages = {
  ente: "Indica se la tua organizzazione appartiene al settore pubblico o privato.",
  workersMissing: "Indica quanti lavoratori ha impiegato in media nell'ultimo anno.",
  controllo:
    "Indica se la tua organizzazione è una società in house o a controllo pubblico o un altro degli enti indicati.",
  workersInvalid: "Scrivi la media dei lavoratori in cifre, anche con decimali (per esempio 49,5), da 0 a 1.000.000.",
  modello231: "Indica se la tua organizzazione ha adottato un Modello 231.",
  settore: "Indica se la tua organizzazione rientra negli atti UE indicati, oppure scegli «Non so».",
  summary: "Controlla le risposte indicate qui sotto.",
} as const;

const MAX_LENGTH = 30;
/**
 * An average, so not always a whole number (CK-2): digits, optionally grouped by thousands the
 * Italian way (1.000, 1 000), with up to two decimals after a comma (49,5). Without thousands
 * groups a dot is read as the decimal mark too (49.5): one or two digits after it cannot be a group.
 */
const WORKERS = /^(?:(?:\d+|\d{1,3}(?:[. \u00a0\u202f]\d{3})+)(?:,\d{1,2})?|\d+\.\d{1,2})$/;

/** '1.000,5' → 1000.5, '49.5' → 49.5: the grouping marks go, the decimal mark becomes a dot. */
function workersNumber(text: string): number {
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = decimal ? text.slice(0, decimal.index) : text;
  return Number(`${whole.replace(/\D/g, "")}${decimal ? `.${decimal[1]}` : ""}`);
}

/** An average as the Italian reader writes it: 49,5 and 1.000 (the checker's text, the kit's values). */
export function formatWorkers(workers: number): string {
  return workers.toLocaleString("it-IT", { maximumFractionDigits: 2 });
}

const enteSchema = z.enum(["pubblico", "privato"], { error: obligationMessages.ente });
/** Art. 2 c.1 lett. p: a company that looks private may belong to the public sector (CK-1). */
const controlSchema = z.enum(["si", "no"], { error: obligationMessages.controllo });
const yesNo = (message: string) => z.enum(["si", "no"], { error: message }).transform((value) => value === "si");
const workersSchema = z
  .string({ error: obligationMessages.workersMissing })
  .trim()
  .min(1, obligationMessages.workersMissing)
  .max(MAX_LENGTH, obligationMessages.workersInvalid)
  .regex(WORKERS, obligationMessages.workersInvalid)
  .transform(workersNumber)
  .pipe(z.number().max(MAX_WORKERS, obligationMessages.workersInvalid));

// 'si' and 'no' keep the meaning they had in shared addresses; 'nonso' is the third answer.
const sectorSchema = z.enum(["si", "no", "nonso"], { error: obligationMessages.settore });

const privateSchemas = {
  lavoratori: workersSchema,
  modello231: yesNo(obligationMessages.modello231),
  settore: sectorSchema,
} as const;

export type Parsed = { ok: true; answers: Answers } | { ok: false; errors: FieldErrors };

/** The first value of each field; anything else in the query is ignored. */
export function readValues(params: URLSearchParams): RawValues {
  const values: RawValues = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value;
  }
  return values;
}

/**
 * Public entities answer only the first question. Private ones say first whether they are one of
 * the companies and bodies the decree puts in the public sector (art. 2 c.1 lett. p): if so, that
 * is the answer, as for «Pubblico»; otherwise the three questions on size, model and annex acts.
 */
export function parseAnswers(values: RawValues): Parsed {
  const ente = enteSchema.safeParse(values.ente);
  if (ente.success && ente.data === "pubblico") return { ok: true, answers: { ente: "pubblico" } };
  const controllo = controlSchema.safeParse(values.controllo);
  if (ente.success && controllo.success && controllo.data === "si") {
    return { ok: true, answers: { ente: "pubblico", declaredPrivate: true } };
  }
  const errors: FieldErrors = {};
  if (!ente.success) errors.ente = obligationMessages.ente;
  if (!controllo.success) errors.controllo = obligationMessages.controllo;
  const lavoratori = privateSchemas.lavoratori.safeParse(values.lavoratori);
  const modello231 = privateSchemas.modello231.safeParse(values.modello231);
  const settore = privateSchemas.settore.safeParse(values.settore);
  if (!lavoratori.success) errors.lavoratori = lavoratori.error.issues[0]?.message ?? obligationMessages.workersInvalid;
  if (!modello231.success) errors.modello231 = obligationMessages.modello231;
  if (!settore.success) errors.settore = obligationMessages.settore;
  if (!lavoratori.success || !modello231.success || !settore.success || !ente.success || !controllo.success) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    answers: {
      ente: "privato",
      lavoratori: lavoratori.data,
      modello231: modello231.data,
      settore: settore.data,
    },
  };
}

/** The query string that reproduces the answers given so far (empty answers are left out). */
export function toQuery(values: RawValues): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = values[field]?.trim();
    if (!value) continue;
    if (field !== "ente" && values.ente === "pubblico") continue;
    // A company in the public sector answers no further question (art. 2 c.1 lett. p).
    if (field !== "ente" && field !== "controllo" && values.controllo === "si") continue;
    params.set(field, value);
  }
  return params.toString();
}
