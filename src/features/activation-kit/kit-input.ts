import { z } from "zod";
import {
  FIELDS as CHECKER_FIELDS,
  formatWorkers,
  obligationMessages,
  parseAnswers,
  type FieldErrors,
  type RawValues,
} from "../../config/obligation-answers.ts";
import { PUBLIC_KIND_OPTIONS, type PublicKind } from "../../config/public-kinds.ts";
import { assess, type Answers, type Obliged } from "../../config/obligation-rules.ts";
import { EMAIL_PATTERN, hasForbiddenCharacters, LIMITS, refuseLinks } from "../../forms/fields.ts";
import { forbiddenCharacters, tooLong } from "../../forms/messages.ts";
import { isPublicHttpsUrl, withHttps } from "./kit-url.ts";

export { withHttps };

/**
 * What the activation kit (issue 21) drafts from: the checker's four answers, then the entity's
 * name, website, platform address, who manages the reports and who stands in, the privacy
 * contacts, whether it has union representatives and its Organismo di Vigilanza. Browser-safe:
 * the page validates with it as the visitor types, the server parses again before drafting.
 * No field asks for personal data: an office or a role is enough for manager and substitute.
 */
export const KIT_FIELDS = [
  "ente",
  "controllo",
  "lavoratori",
  "modello231",
  "settore",
  "tipo",
  "denominazione",
  "sito",
  "piattaforma",
  "gestore",
  "sostituto",
  "privacy",
  "rpd",
  "sindacati",
  "odv",
  "condiviso",
  "altrienti",
  "gestorecondiviso",
] as const;
export type KitField = (typeof KIT_FIELDS)[number];
/** What the visitor gave, as text: the form is filled again with it. */
export type KitValues = Partial<Record<KitField, string>>;
export type KitErrors = Partial<Record<KitField, string>>;

export interface KitInput {
  /** The checker's answers, as its rules read them. */
  answers: Answers;
  /** The checker's outcome: the kit is drafted only for an obliged entity. */
  assessment: Obliged;
  /**
   * The entity has adopted a Modello 231. For a public-sector entity the checker does not ask:
   * the kit reads it when given (a publicly controlled company may have one; art. 1 c.3 D.Lgs.
   * 231/2001 excludes the State, territorial and non-economic public bodies), otherwise false.
   */
  modello231: boolean;
  /** A public-sector entity's kind (K6): who must appoint an RPCT, which organ adopts, who may share. Null for private ones. */
  publicKind: PublicKind | null;
  /** The office or person managing the reports: the RPCT where one must be appointed (art. 4 c.5). */
  rpctManages: boolean;
  /** The entity's name as its documents print it. */
  denominazione: string;
  /** Its website (https), where the section on reporting is published (art. 5 c.1 lett. e). */
  sito: string;
  /** The address (https) of its reporting platform. */
  /** Null when the buyer does not know it yet (UX walk F10): the documents leave it to complete. */
  piattaforma: string | null;
  /** The office or person managing the reports (art. 4 c.2); RPCT_MANAGER where `rpctManages`. */
  gestore: string;
  /** Who stands in for conflicts of interest and absences (Linee guida ANAC 1/2025). */
  sostituto: string;
  /** The mailbox for privacy questions. */
  privacy: string;
  /** The DPO's e-mail, when one is designated. */
  rpd: string | null;
  /** The entity has union representatives at the workplace (RSA or RSU). */
  sindacati: boolean;
  /** The Organismo di Vigilanza; kept only with a Modello 231, null otherwise. */
  odv: string | null;
  /**
   * K-08: the other entities the channel and its management are shared with (art. 4 c.4), as
   * named; null when the entity does not share it. Only an entity allowed to share may answer so.
   */
  sharedWith: string[] | null;
  /** Who manages the shared channel for all, with where they work, when given; null: the deed leaves it to complete. */
  sharedManager: string | null;
}

export type KitParsed =
  | { ok: true; input: KitInput }
  /** `notObliged`: the checker's explanation, when its answers show no duty (or leave it open). */
  | { ok: false; errors: KitErrors; notObliged?: string };

/**
 * Kinds of public-sector entity that must appoint an RPCT (L. 190/2012; art. 1 c.2-bis refers to art. 2-bis c.2
 * D.Lgs. 33/2013), so the RPCT manages the channel (art. 4 c.5). Not a listed company: lett. b excludes it.
 */
const RPCT_KINDS: ReadonlySet<PublicKind> = new Set([
  "comune",
  "capoluogo",
  "amministrazione",
  "economico",
  "controllata",
]);

/** How the documents name the manager of an entity that must appoint an RPCT: never an office of its choice. */
export const RPCT_MANAGER = "il Responsabile della prevenzione della corruzione e della trasparenza (RPCT) dell'Ente";

export const KIT_LIMITS = { name: LIMITS.company, role: 200, url: 300, email: LIMITS.email, others: 300 } as const;

/** At most this many other entities share one channel: the documents list each of them. */
export const MAX_SHARED_WITH = 10;

export const kitMessages = {
  ...obligationMessages,
  modello231Public:
    "Indica se l'ente ha adottato un Modello 231, oppure lascia la risposta vuota: per gli enti pubblici serve solo se ne ha uno.",
  settoreUnknown:
    "Per preparare i documenti serve sapere se la tua organizzazione rientra negli atti UE dell'allegato al decreto: rispondi «Sì» o «No». Nel dubbio, chiedi al tuo consulente.",
  tipo: "Indica di quale tipo di ente del settore pubblico si tratta: decide chi gestisce il canale e chi adotta la procedura.",
  denominazione: "Indica la denominazione dell'ente, come comparirà nei documenti.",
  sitoMissing: "Indica l'indirizzo del sito dell'ente, dove pubblicherai le informazioni sul canale.",
  piattaformaMissing: "Indica l'indirizzo della piattaforma di segnalazione.",
  sitoInvalid:
    "Scrivi l'indirizzo del sito dell'ente, per esempio www.esempio.it: deve avere un nome di dominio e, se lo indichi, iniziare con https://",
  piattaformaInvalid:
    "Scrivi l'indirizzo della piattaforma di segnalazione, per esempio segnalazioni.esempio.it: deve avere un nome di dominio e, se lo indichi, iniziare con https://",
  gestore:
    "Indica l'ufficio o la persona che gestisce le segnalazioni (basta il ruolo, per esempio «Ufficio Compliance»).",
  sostituto: "Indica chi sostituisce il gestore in caso di conflitto di interessi o di assenza (basta il ruolo).",
  sostitutoSame:
    "Il sostituto deve essere diverso dal gestore: interviene proprio quando il gestore è in conflitto di interessi o assente.",
  privacyMissing: "Indica l'indirizzo e-mail a cui scrivere per le questioni sulla privacy.",
  privacyInvalid: "Scrivi un indirizzo e-mail valido per le questioni sulla privacy, per esempio privacy@esempio.it",
  rpdInvalid: "Scrivi un indirizzo e-mail valido per il DPO, per esempio dpo@esempio.it, oppure lascia vuoto il campo.",
  odv: "Indica l'Organismo di Vigilanza (basta la composizione, per esempio «Organismo di Vigilanza monocratico»), oppure lascia vuoto.",
  fieldInvalid: "Controlla questo campo: il valore indicato non è valido.",
  condiviso:
    "Indica se l'ente condivide il canale con altri enti, oppure lascia vuota la risposta se non lo condivide.",
  condivisoNotAllowed:
    "Possono condividere il canale solo i comuni diversi dai capoluoghi di provincia e i soggetti del settore privato con una media fino a 249 lavoratori subordinati (art. 4, comma 4): con le risposte date, l'ente attiva un canale proprio. Rispondi «No» o lascia vuota la risposta.",
  altrienti:
    "Indica gli altri enti con cui condividi il canale, con la denominazione di ciascuno, separati da punto e virgola.",
  gestorecondiviso:
    "Indica chi gestisce il canale condiviso e presso quale ente, per esempio «Ufficio Compliance di Beta S.r.l.», oppure lascia vuoto.",
  gestorecondivisoRpct:
    "Nei comuni il canale condiviso è gestito da un RPCT (art. 4, comma 5): indica quale, per esempio «RPCT del Comune di Alfa», oppure lascia vuoto.",
  altrientiTooMany: `Indica al massimo ${MAX_SHARED_WITH} altri enti con cui condividi il canale.`,
  altrientiSelf: "Tra gli altri enti hai indicato l'ente stesso: indica solo gli enti con cui condividi il canale.",
  sindacati: "Indica se nella tua organizzazione ci sono rappresentanze sindacali (RSA o RSU).",
  notObliged:
    "Con queste risposte il D.Lgs. 24/2023 non obbliga la tua organizzazione ad attivare un canale di segnalazione interna: è un soggetto privato con una media inferiore a 50 lavoratori subordinati, a tempo indeterminato o determinato, nell'ultimo anno, senza Modello 231 e fuori dall'ambito degli atti UE delle parti I.B e II dell'allegato al decreto (art. 2, comma 1, lett. q). Per questo non prepariamo il kit di attivazione. Diventerebbe obbligata se la media dei lavoratori dell'ultimo anno arrivasse ad almeno 50, se adottasse un Modello 231 o se entrasse nell'ambito di quegli atti.",
  dependsOnAnnex:
    "Con una media inferiore a 50 lavoratori e senza Modello 231, la tua organizzazione è obbligata solo se rientra nell'ambito di applicazione degli atti UE delle parti I.B e II dell'allegato al decreto (art. 2, comma 1, lett. q, n. 2): non conta il settore in cui lavora, ma se è destinataria di uno di quegli atti. Verificalo, poi rispondi «Sì» o «No»: prepariamo il kit solo per un'organizzazione obbligata.",
} as const;

const field = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong(label, max))
    .refine((value) => !hasForbiddenCharacters(value), forbiddenCharacters(label));

/** A name or a role: no link, no e-mail address, no angle brackets (it is printed in documents). */
const nameField = (required: string, label: string, max: number) =>
  field(required, label, max).superRefine(refuseLinks(label));

/** An https address with a real host name: the documents link to it. */
const urlField = (required: string, label: string, invalid: string) =>
  field(required, label, KIT_LIMITS.url).transform(withHttps).refine(isPublicHttpsUrl, invalid);

const emailField = (required: string, label: string, invalid: string) =>
  field(required, label, KIT_LIMITS.email).refine((value) => EMAIL_PATTERN.test(value), invalid);

const yesNo = (message: string) => z.enum(["si", "no"], { error: message }).transform((value) => value === "si");

const schemas = {
  denominazione: nameField(kitMessages.denominazione, "La denominazione", KIT_LIMITS.name),
  sito: urlField(kitMessages.sitoMissing, "L'indirizzo del sito", kitMessages.sitoInvalid),
  piattaforma: urlField(
    kitMessages.piattaformaMissing,
    "L'indirizzo della piattaforma",
    kitMessages.piattaformaInvalid,
  ),
  gestore: nameField(kitMessages.gestore, "Il gestore", KIT_LIMITS.role),
  sostituto: nameField(kitMessages.sostituto, "Il sostituto", KIT_LIMITS.role),
  privacy: emailField(kitMessages.privacyMissing, "L'e-mail per la privacy", kitMessages.privacyInvalid),
  rpd: emailField(kitMessages.rpdInvalid, "L'e-mail del DPO", kitMessages.rpdInvalid),
  sindacati: yesNo(kitMessages.sindacati),
  odv: nameField(kitMessages.odv, "L'Organismo di Vigilanza", KIT_LIMITS.role),
  condiviso: yesNo(kitMessages.condiviso),
  // The newlines between names are allowed: each name is checked again on its own.
  altrienti: z
    .string({ error: kitMessages.altrienti })
    .max(KIT_LIMITS.others, tooLong("L'elenco degli altri enti", KIT_LIMITS.others))
    .transform(splitEntityNames)
    .refine((names) => names.length > 0, kitMessages.altrienti)
    .refine((names) => names.length <= MAX_SHARED_WITH, kitMessages.altrientiTooMany)
    .pipe(z.array(nameField(kitMessages.altrienti, "La denominazione di un altro ente", KIT_LIMITS.name))),
  gestorecondiviso: nameField(kitMessages.gestorecondiviso, "Il gestore del canale condiviso", KIT_LIMITS.role),
  modello231Public: yesNo(kitMessages.modello231Public),
  tipo: z.enum(PUBLIC_KIND_OPTIONS.map(([value]) => value) as [PublicKind, ...PublicKind[]], {
    error: kitMessages.tipo,
  }),
} as const;

/**
 * Who may share the channel and its management (art. 4 c.4): comuni other than provincial
 * capitals (the kit asks only «Comune»: the documents say the rule), and private entities with an
 * average of up to 249 workers. Null: the entity runs a channel of its own.
 */
export function mayShareChannel(answers: Answers, publicKind: PublicKind | null): "comuni" | "privato" | null {
  if (answers.ente === "pubblico") return publicKind === "comune" ? "comuni" : null;
  return answers.lavoratori <= 249 ? "privato" : null;
}

/** The other entities' names as typed, separated by semicolons (or one a line), blanks dropped. */
export function splitEntityNames(value: string): string[] {
  return value
    .split(/[\n;]/)
    .map((name) => name.replace(/\s+/g, " ").trim())
    .filter((name) => name !== "");
}

/** Two names for the same office: case, spaces and a final full stop do not make them different. */
function sameRole(a: string, b: string): boolean {
  const normal = (text: string) => text.toLocaleLowerCase("it-IT").replace(/\s+/g, " ").replace(/\.$/, "").trim();
  return normal(a) === normal(b);
}

/** The first value of each field; anything else in the query or body is ignored. */
export function readKitValues(params: URLSearchParams): KitValues {
  const values: KitValues = {};
  for (const name of KIT_FIELDS) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === "";

/**
 * Every field checked at once, so the page shows every message in one pass. A non-obliged entity
 * gets the checker's explanation instead of a kit; 'Non so' for the annex acts is refused,
 * because the answer changes what the channel covers and which sector rules apply.
 */
export function parseKitInput(values: Record<string, string | undefined>): KitParsed {
  const errors: KitErrors = {};
  const checkerValues: RawValues = {};
  for (const key of CHECKER_FIELDS) {
    const value = values[key];
    if (value !== undefined) checkerValues[key] = value;
  }
  const checker = parseAnswers(checkerValues);
  if (!checker.ok) Object.assign(errors, checker.errors satisfies FieldErrors);

  let notObliged: string | undefined;
  let assessment: Obliged | undefined;
  if (checker.ok) {
    const result = assess(checker.answers);
    if (result.outcome === "non-obbligato") notObliged = kitMessages.notObliged;
    else if (result.outcome === "da-verificare") notObliged = kitMessages.dependsOnAnnex;
    else assessment = result;
    if (checker.answers.ente === "privato" && checker.answers.settore === "nonso") {
      errors.settore = kitMessages.settoreUnknown;
    }
  }

  // Not obliged (or not known): the explanation replaces the form, so the other fields' messages would only distract.
  if (notObliged !== undefined) {
    const checkerErrors: KitErrors = errors.settore === undefined ? {} : { settore: errors.settore };
    return { ok: false, errors: checkerErrors, notObliged };
  }

  let modello231 = false;
  if (checker.ok && checker.answers.ente === "privato") modello231 = checker.answers.modello231;
  else if (checker.ok && !blank(values["modello231"])) {
    const parsed = schemas.modello231Public.safeParse(values["modello231"]);
    if (parsed.success) modello231 = parsed.data;
    else errors.modello231 = kitMessages.modello231Public;
  }

  let publicKind: PublicKind | null = null;
  if (checker.ok && checker.answers.ente === "pubblico") {
    const parsed = schemas.tipo.safeParse(values["tipo"]);
    if (parsed.success) publicKind = parsed.data;
    else errors.tipo = kitMessages.tipo;
  }
  const rpctManages = publicKind !== null && RPCT_KINDS.has(publicKind);

  const read = <K extends keyof typeof schemas>(key: K & KitField): z.output<(typeof schemas)[K]> | undefined => {
    const parsed = schemas[key].safeParse(values[key]);
    if (parsed.success) return parsed.data as z.output<(typeof schemas)[K]>;
    errors[key] = parsed.error.issues[0]?.message ?? kitMessages.fieldInvalid;
    return undefined;
  };
  const denominazione = read("denominazione");
  const sito = read("sito");
  const piattaforma = blank(values["piattaforma"]) ? null : read("piattaforma");
  // Where the RPCT must manage the channel (art. 4 c.5), another office given here is not printed (K6-01).
  const gestore = rpctManages ? RPCT_MANAGER : read("gestore");
  const sostituto = read("sostituto");
  const privacy = read("privacy");
  const rpd = blank(values["rpd"]) ? null : read("rpd");
  const sindacati = read("sindacati");
  // The OdV exists only with a Modello 231: a value left in a hidden field is dropped, not refused.
  const odv = !modello231 || blank(values["odv"]) ? null : read("odv");
  if (gestore !== undefined && sostituto !== undefined && sameRole(gestore, sostituto)) {
    errors.sostituto = kitMessages.sostitutoSame;
  }
  const sharedWith = readSharedWith(
    values,
    !checker.ok || mayShareChannel(checker.answers, publicKind) !== null,
    errors,
  );
  if (sharedWith && denominazione !== undefined && sharedWith.some((name) => sameRole(name, denominazione))) {
    errors.altrienti = kitMessages.altrientiSelf;
  }
  // Read only for a shared channel: a value left when the answer is «No» is dropped, not refused.
  const sharedManager = !sharedWith || blank(values["gestorecondiviso"]) ? null : read("gestorecondiviso");
  if (sharedManager && rpctManages && !/\bRPCT\b|prevenzione della corruzione/i.test(sharedManager)) {
    errors.gestorecondiviso = kitMessages.gestorecondivisoRpct;
  }

  if (
    !checker.ok ||
    assessment === undefined ||
    Object.keys(errors).length > 0 ||
    denominazione === undefined ||
    sito === undefined ||
    piattaforma === undefined ||
    gestore === undefined ||
    sostituto === undefined ||
    privacy === undefined ||
    rpd === undefined ||
    sindacati === undefined ||
    odv === undefined ||
    sharedWith === undefined ||
    sharedManager === undefined
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: {
      answers: checker.answers,
      assessment,
      modello231,
      publicKind,
      rpctManages,
      denominazione,
      sito,
      piattaforma,
      gestore,
      sostituto,
      privacy,
      rpd,
      sindacati,
      odv,
      sharedWith,
      sharedManager,
    },
  };
}

/**
 * K-08: «Sì» to sharing reads the other entities' names; «No» or no answer, a channel of the
 * entity's own (names left in the field are dropped). «Sì» from an entity art. 4 c.4 does not
 * allow to share is refused: its documents would describe a channel the law does not give it.
 */
function readSharedWith(
  values: Record<string, string | undefined>,
  allowed: boolean,
  errors: KitErrors,
): string[] | null | undefined {
  if (blank(values["condiviso"])) return null;
  const shares = schemas.condiviso.safeParse(values["condiviso"]);
  if (!shares.success) {
    errors.condiviso = kitMessages.condiviso;
    return undefined;
  }
  if (!shares.data) return null;
  if (!allowed) {
    errors.condiviso = kitMessages.condivisoNotAllowed;
    return undefined;
  }
  const names = schemas.altrienti.safeParse(values["altrienti"] ?? "");
  if (names.success) return names.data;
  errors.altrienti = names.error.issues[0]?.message ?? kitMessages.fieldInvalid;
  return undefined;
}

const yesNoText = (value: boolean) => (value ? "si" : "no");

/**
 * The parsed answers as form values again, trimmed and limited to what drafting reads: what the
 * kit by e-mail stores (security review 3, L3). parseKitInput gives the same input back from them.
 */
export function normalisedKitValues(input: KitInput): KitValues {
  const { answers } = input;
  const values: KitValues = { ente: answers.ente };
  // «Privato» and then a company of the public sector: stored as answered, so the kit reads it again the same way.
  if (answers.ente === "pubblico" && answers.declaredPrivate) {
    values.ente = "privato";
    values.controllo = "si";
  }
  if (input.publicKind !== null) values.tipo = input.publicKind;
  if (answers.ente === "privato") {
    values.controllo = "no";
    values.lavoratori = formatWorkers(answers.lavoratori);
    values.modello231 = yesNoText(answers.modello231);
    values.settore = answers.settore;
  } else if (input.modello231) {
    values.modello231 = "si";
  }
  values.denominazione = input.denominazione;
  values.sito = input.sito;
  if (input.piattaforma !== null) values.piattaforma = input.piattaforma;
  values.gestore = input.gestore;
  values.sostituto = input.sostituto;
  values.privacy = input.privacy;
  if (input.rpd !== null) values.rpd = input.rpd;
  values.sindacati = yesNoText(input.sindacati);
  if (input.odv !== null) values.odv = input.odv;
  if (input.sharedWith !== null) {
    values.condiviso = "si";
    values.altrienti = input.sharedWith.join("; ");
    if (input.sharedManager !== null) values.gestorecondiviso = input.sharedManager;
  }
  return values;
}

/**
 * Answers the kit by e-mail stored before the checker asked about public control and the kit asked
 * a public entity's kind (docs/decisions/0030): a private entity then answered as one, and a public
 * one is read as «altro», whose documents keep the manager given and ask to check the RPCT rule.
 */
export function upgradeStoredKitValues(values: Record<string, string>): Record<string, string> {
  if (values["ente"] === "privato" && values["controllo"] === undefined) return { ...values, controllo: "no" };
  if (values["ente"] === "pubblico" && values["tipo"] === undefined) return { ...values, tipo: "altro" };
  return values;
}
