import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { z } from "zod";
import { isLoopbackUrl } from "../lib/loopback-url.ts";
import { demoAvailabilitySchema } from "./demo-availability.ts";

/**
 * The facts about the reporting platform and the contract that only the operator can state
 * (issue 20; legal-facts.md 'Platform features'): one YAML file, read at build time. /sicurezza,
 * /condizioni-del-servizio, the DPA and the DPIA sheet print them, and service.ts's platform
 * claims are derived from them, so a claim cannot differ between a page and the contract.
 * Every key is optional on a developer's machine; a public build (SITE_URL not loopback) requires
 * the ones a buyer's DPO asks for and refuses any value still marked "(da confermare)".
 */
// From the project root (every npm script runs there): a bundled page has no import.meta.dirname of its own.
export const DEFAULT_OPERATOR_FACTS_FILE = path.join(process.cwd(), "src", "config", "operator-facts.yaml");

/** The mark the shipped default file carries on every value the operator has not confirmed. */
export const FACTS_PLACEHOLDER = "(da confermare)";

const isoDate = z
  .string({ message: "deve essere una data AAAA-MM-GG" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "deve essere una data AAAA-MM-GG")
  .refine((value) => !Number.isNaN(Date.parse(value)), "non è una data valida");
// YAML reads an unquoted 2026-11-20 as a Date: accept both spellings.
const date = z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), isoDate);
const text = z.string({ message: "deve essere un testo" }).trim().min(2, "è troppo breve");
const days = (max: number) =>
  z
    .number({ message: "deve essere un numero di giorni" })
    .int("deve essere un numero intero")
    .min(0, "non può essere negativo")
    .max(max, `può essere al massimo ${max}`);
const hours = (max: number) =>
  z
    .number({ message: "deve essere un numero di ore" })
    .int("deve essere un numero intero di ore")
    .min(0, "non può essere negativo")
    .max(max, `può essere al massimo ${max}`);
const flag = z.boolean({ message: "deve essere true oppure false" });
const list = z.array(text).min(1, "deve contenere almeno una voce");

const audit = z.strictObject({ issuer: text, scope: text, date });
/** A feature described in words, or false when the platform does not offer it. */
const featureText = (message: string) => z.union([z.literal(false), z.string().trim().min(10, message)], { message });

/** A file the site serves from public/, named by its path on the site: '/chi-siamo/foto.webp'. */
const publicFile = (extensions: readonly string[]) =>
  z
    .string({ message: "deve essere un percorso del sito, per esempio /chi-siamo/foto.webp" })
    .trim()
    .regex(/^\/[a-z0-9][a-z0-9._/-]*$/i, "deve essere un percorso del sito che inizia con /, senza spazi")
    .refine((value) => !value.includes(".."), "non può contenere ..")
    .refine(
      (value) => extensions.some((extension) => value.toLowerCase().endsWith(`.${extension}`)),
      `deve essere un file ${extensions.join(", ")}`,
    );
const pixels = z
  .number({ message: "deve essere un numero di pixel" })
  .int("deve essere un numero intero di pixel")
  .min(16, "deve essere almeno 16")
  .max(2560, "può essere al massimo 2560");
/** An image with its intrinsic size (no layout shift) and its text alternative (WCAG 1.1.1). */
const image = z.strictObject({
  src: publicFile(["webp", "avif", "jpg", "jpeg", "png"]),
  width: pixels,
  height: pixels,
  alt: text.max(200, "può essere lungo al massimo 200 caratteri"),
});
/** How a plan's support is given: the channel and the time of the first reply. */
const supportTerms = z.strictObject({
  channel: text.max(80, "può essere lungo al massimo 80 caratteri").optional(),
  replyTime: text.max(80, "può essere lungo al massimo 80 caratteri"),
});

export const operatorFactsSchema = z.strictObject({
  verifiedOn: date.optional(),
  platform: z
    .strictObject({ software: text, softwareUrl: z.url({ message: "deve essere un URL" }).optional(), updates: text })
    .optional(),
  hosting: z.strictObject({ provider: text, country: text, city: text }).optional(),
  backups: z.strictObject({ location: text, encrypted: flag, retentionDays: days(3650) }).optional(),
  encryption: z.strictObject({ inTransit: text, atRest: text, keyHolder: text }).optional(),
  staffAccess: z.strictObject({ can: list, cannot: list }).optional(),
  logs: z.array(z.strictObject({ what: text, retentionDays: days(3650) })).optional(),
  ipLogging: z
    .strictObject({
      platform: flag,
      webServer: flag,
      proxy: flag,
      /** What the hosting provider's network keeps, in the operator's words (anti-DDoS, flow logs). */
      hostingNetwork: text,
    })
    .optional(),
  /*
   * Access from the Tor network: true, false, or "(da confermare)" while the operator has not confirmed
   * it (DPO review A1): a bare true cannot carry the mark, so an unconfirmed true used to be printed as a
   * claim. Only true is printed; a public build refuses the mark like any other.
   */
  tor: z
    .union([flag, z.literal(FACTS_PLACEHOLDER)], { message: `deve essere true, false oppure «${FACTS_PLACEHOLDER}»` })
    .optional(),
  twoFactor: z
    .enum(["obbligatoria", "facoltativa", "assente"], {
      message: "deve essere obbligatoria, facoltativa oppure assente",
    })
    .optional(),
  /*
   * What the platform really does, in the operator's words, or false (issue 27, RR-2, RR-10): a bare
   * true cannot say what a reminder is (one date per report? an alert before 3 months?) or whether an
   * open report is deleted too, and cannot carry the "(da confermare)" mark a public build refuses.
   */
  reminders: featureText(
    "scrivi che cosa fa la piattaforma per le scadenze dell'art. 5 (per esempio «una data di promemoria per ogni segnalazione»), oppure false",
  ).optional(),
  deletionAtDeadline: featureText(
    "scrivi che cosa cancella la piattaforma e quando (per esempio «alla data di scadenza fissata dall'ente cancella la segnalazione, anche se non è chiusa»), oppure false",
  ).optional(),
  subProcessors: z.array(z.strictObject({ name: text, service: text, country: text })).optional(),
  /*
   * What a buyer's DPO asks besides the keys above (documents review SE-02, D-03; art. 32 GDPR and
   * ANAC's "tracciabilità delle attività svolte"). Optional: a page prints a row only when its key is set.
   */
  /** The handlers' audit trail: what it records, for how long, who can read it. */
  auditLog: z
    .strictObject({
      what: text.max(300, "può essere lungo al massimo 300 caratteri"),
      retentionDays: days(3650),
      readableBy: text.max(200, "può essere lungo al massimo 200 caratteri"),
    })
    .optional(),
  /**
   * The e-mails that tell handlers of a new report or a reminder: who sends them, through which
   * sub-processor if any (it must be in subProcessors: art. 28(2) and (4) GDPR), and what they contain.
   */
  notifications: z
    .strictObject({
      sentBy: text.max(200, "può essere lungo al massimo 200 caratteri"),
      subProcessor: text.optional(),
      content: text.max(300, "può essere lungo al massimo 300 caratteri"),
    })
    .optional(),
  /** Continuity: how often backups run, when a restore was last tested, RPO and RTO in hours. */
  continuity: z
    .strictObject({
      backupFrequency: text.max(120, "può essere lunga al massimo 120 caratteri"),
      restoreTestedOn: date.optional(),
      rpoHours: hours(720).optional(),
      rtoHours: hours(720).optional(),
    })
    .optional(),
  /** Where the operator's staff work and how they reach the servers. */
  staffLocation: z
    .strictObject({
      where: text.max(200, "può essere lungo al massimo 200 caratteri"),
      remoteAccess: text.max(300, "può essere lungo al massimo 300 caratteri"),
    })
    .optional(),
  /** What the platform does with attachment metadata (author, device, position), or false. */
  attachmentMetadata: featureText(
    "scrivi che cosa fa la piattaforma con i metadati degli allegati (per esempio «La piattaforma rimuove i metadati di immagini e PDF al caricamento»), oppure false",
  ).optional(),
  /** Voice messages on the written platform (the oral channel of art. 4), or false. */
  voiceReports: featureText(
    "scrivi come la piattaforma riceve le segnalazioni vocali (per esempio «Chi segnala può registrare un messaggio vocale, che la piattaforma allega alla segnalazione»), oppure false",
  ).optional(),
  certifications: z.array(z.strictObject({ name: text, issuer: text, scope: text, date })).optional(),
  penetrationTests: z.array(audit).optional(),
  breachNotificationHours: z
    .number({ message: "deve essere un numero di ore" })
    .int("deve essere un numero intero di ore")
    .min(1, "deve essere almeno 1")
    // D-06: 72 hours for the processor would leave the controller nothing of its own 72 (art. 33(1)).
    .max(48, "può essere al massimo 48: l'ente deve poter notificare il Garante entro 72 ore (art. 33 GDPR)")
    .optional(),
  endOfContract: z.strictObject({ returnDays: days(365), deletionDays: days(365) }).optional(),
  processorDpo: z
    .union(
      [
        z.strictObject({ email: z.email({ message: "deve essere un indirizzo e-mail" }) }),
        z.strictObject({ notRequired: text, assessedOn: date }),
      ],
      { message: "indica email (RPD designato) oppure notRequired e assessedOn (valutazione art. 37)" },
    )
    .optional(),
  /**
   * What is known of the reporting platform's accessibility (L. 4/2004 art. 4: a public body may not
   * buy a service without the accessibility requirements): the status against WCAG 2.1 AA, who
   * assessed it (the software's own statement, a third party, ourselves) and when. /accessibilita
   * prints it; without it the page says the platform is assessed separately and not yet declared.
   */
  platformAccessibility: z
    .strictObject({
      status: z.enum(["conforme", "parzialmente conforme", "non conforme"], {
        message: "deve essere conforme, parzialmente conforme oppure non conforme",
      }),
      source: text.max(200, "può essere lunga al massimo 200 caratteri"),
      assessedOn: date,
      nonConforming: z.array(text).optional(),
    })
    .optional(),
  /**
   * The service level the operator stands behind (documents review T-04): monthly availability in
   * percent, hours of notice of planned maintenance, when a fault is taken up. The terms print it
   * only when set: art. 4 D.Lgs. 24/2023 needs the channel active, and no figure is promised by default.
   */
  serviceLevel: z
    .strictObject({
      availability: z
        .number({ message: "deve essere una percentuale, per esempio 99.5" })
        .min(90, "deve essere almeno 90")
        .max(100, "può essere al massimo 100")
        .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "può avere al massimo due decimali"),
      maintenanceNoticeHours: hours(720),
      faultResponse: text.max(120, "può essere lungo al massimo 120 caratteri"),
    })
    .optional(),
  /** Chi siamo: the person who runs the service, and what happens when they are not available. */
  about: z
    .strictObject({
      name: text.max(100, "può essere lungo al massimo 100 caratteri"),
      role: text.max(120, "può essere lungo al massimo 120 caratteri").optional(),
      bio: text.max(900, "può essere lunga al massimo 900 caratteri").optional(),
      photo: image.optional(),
      /** Who answers and what happens to the customers' platforms when the operator is unavailable. */
      continuity: text.max(900, "può essere lunga al massimo 900 caratteri").optional(),
    })
    .optional(),
  /** How a buyer reaches the operator: phone, hours, how fast a message is answered. */
  contact: z
    .strictObject({
      phone: z
        .string({ message: "deve essere un numero di telefono" })
        .trim()
        .regex(/^\+?[0-9][0-9 ]{5,18}[0-9]$/, "deve essere un numero di telefono, per esempio +39 02 1234 5678")
        .optional(),
      hours: text.max(120, "può essere lungo al massimo 120 caratteri").optional(),
      replyTime: text.max(80, "può essere lungo al massimo 80 caratteri").optional(),
    })
    .optional(),
  /** What each plan card's support line means (keys are plan slugs). */
  support: z
    .strictObject({ "small-business": supportTerms, "medium-business": supportTerms, enterprise: supportTerms })
    .optional(),
  /** Come funziona: real screenshots of the platform and a short video, when the operator has them. */
  howItWorks: z
    .strictObject({
      screenshots: z
        .array(image.extend({ caption: text.max(200, "può essere lunga al massimo 200 caratteri") }))
        .min(1, "deve contenere almeno una voce")
        .max(8, "può contenere al massimo 8 immagini")
        .optional(),
      video: z
        .strictObject({
          src: publicFile(["mp4", "webm"]),
          /** Subtitles (WebVTT): a video without captions fails WCAG 1.2.2. */
          captions: publicFile(["vtt"]),
          poster: publicFile(["webp", "avif", "jpg", "jpeg", "png"]).optional(),
          title: text.max(120, "può essere lungo al massimo 120 caratteri"),
          width: pixels,
          height: pixels,
        })
        .optional(),
    })
    .optional(),
  /** When the operator takes demo calls booked on /demo (src/config/demo-availability.ts); absent: none. */
  demo: demoAvailabilitySchema.optional(),
  terms: z
    .strictObject({
      durationMonths: z.number({ message: "deve essere un numero di mesi" }).int().min(1).max(60),
      renewal: text,
      noticeDays: days(365),
      payment: text,
      supportHours: text,
      liability: text,
      court: text,
      /** Working days from a confirmed order request to our contract (the order's confirmation says it). */
      contractBusinessDays: days(30).optional(),
    })
    .optional(),
});

export type OperatorFacts = z.infer<typeof operatorFactsSchema>;

/** What a public build cannot leave out: the answers a buyer's DPO needs before signing. */
const REQUIRED_FOR_PUBLIC = [
  "verifiedOn",
  "platform",
  "hosting",
  "backups",
  "encryption",
  "staffAccess",
  "logs",
  "ipLogging",
  "tor",
  "twoFactor",
  "subProcessors",
  "breachNotificationHours",
  "endOfContract",
  "processorDpo",
  "terms",
  "support",
] as const satisfies readonly (keyof OperatorFacts)[];

export class OperatorFactsError extends Error {
  override name = "OperatorFactsError";
}

/** The site configuration's own mark (load-site-config.ts): a name copied from it is a placeholder too. */
const IDENTITY_PLACEHOLDER = "(da configurare)";

function placeholderPaths(value: unknown, at: string): { at: string; mark: string }[] {
  if (typeof value === "string") {
    const mark = [FACTS_PLACEHOLDER, IDENTITY_PLACEHOLDER].find((candidate) => value.includes(candidate));
    return mark ? [{ at, mark }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholderPaths(item, `${at}.${index}`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => placeholderPaths(item, at ? `${at}.${key}` : key));
  }
  return [];
}

/**
 * Statements a DPO would catch as inconsistent: the hosting provider missing from the
 * sub-processors a DPA authorises (art. 28(2) and (4) GDPR), or a certification, test or
 * verification dated after the build (a claim of something not yet done).
 */
function consistencyProblems(facts: OperatorFacts, today: string): string[] {
  const problems: string[] = [];
  const { hosting, subProcessors } = facts;
  if (hosting && subProcessors) {
    const provider = hosting.provider.toLowerCase();
    if (!subProcessors.some((sub) => sub.name.toLowerCase() === provider)) {
      problems.push(`- subProcessors: manca il fornitore di hosting «${hosting.provider}» (art. 28, par. 2 e 4 GDPR)`);
    }
  }
  const mailer = facts.notifications?.subProcessor;
  if (mailer && !(subProcessors ?? []).some((sub) => sub.name.toLowerCase() === mailer.toLowerCase())) {
    problems.push(
      `- notifications.subProcessor: «${mailer}» invia le notifiche ma manca dai subProcessors (art. 28, par. 2 e 4 GDPR)`,
    );
  }
  const enterprise = facts.support?.enterprise;
  if (
    enterprise &&
    /lavorativ|luned|venerd|ufficio|dalle \d/i.test(`${enterprise.channel ?? ""} ${enterprise.replyTime}`)
  ) {
    problems.push(
      "- support.enterprise: la scheda Enterprise promette «Supporto dedicato 24/7»: indica un canale e un tempo di risposta validi a ogni ora, anche nei festivi, non in orario d'ufficio",
    );
  }
  const dated = [
    ...(facts.verifiedOn ? [{ at: "verifiedOn", date: facts.verifiedOn }] : []),
    ...(facts.certifications ?? []).map((cert, index) => ({ at: `certifications.${index}.date`, date: cert.date })),
    ...(facts.penetrationTests ?? []).map((test, index) => ({ at: `penetrationTests.${index}.date`, date: test.date })),
    ...(facts.continuity?.restoreTestedOn
      ? [{ at: "continuity.restoreTestedOn", date: facts.continuity.restoreTestedOn }]
      : []),
    ...(facts.platformAccessibility
      ? [{ at: "platformAccessibility.assessedOn", date: facts.platformAccessibility.assessedOn }]
      : []),
  ];
  for (const { at, date } of dated) {
    if (date > today) problems.push(`- ${at}: ${date} è una data futura: si dichiara solo ciò che è già avvenuto`);
  }
  return problems;
}

/** Validates the parsed file; `siteUrl` decides whether placeholders and gaps are allowed. */
export function parseOperatorFacts(raw: unknown, siteUrl: string, file = "operator-facts.yaml"): OperatorFacts {
  const parsed = operatorFactsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join(".") || "(file)"}: ${issue.message}`);
    throw new OperatorFactsError(`Fatti del gestore non validi (${file}):\n${lines.join("\n")}`);
  }
  const facts = parsed.data;
  if (!isLoopbackUrl(siteUrl)) {
    const problems = [
      ...REQUIRED_FOR_PUBLIC.filter((key) => facts[key] === undefined).map((key) => `- ${key}: manca`),
      ...placeholderPaths(facts, "").map(({ at, mark }) => `- ${at}: è ancora «${mark}»: conferma il dato reale`),
      ...(facts.contact?.phone && /^\+?(?:39)?[0 ]+$/.test(facts.contact.phone)
        ? [`- contact.phone: «${facts.contact.phone}» è un numero segnaposto: indica il numero reale`]
        : []),
      ...consistencyProblems(facts, new Date().toISOString().slice(0, 10)),
    ];
    if (problems.length > 0) {
      throw new OperatorFactsError(
        `Fatti del gestore non validi (${file}): un sito pubblico (SITE_URL=${siteUrl}) li pubblica come dichiarazioni del fornitore, quindi devono essere tutti confermati.\n${problems.join("\n")}`,
      );
    }
  }
  return facts;
}

/** Reads OPERATOR_FACTS_FILE (default: the shipped file, to be confirmed) for SITE_URL. */
export function loadOperatorFacts(env: Record<string, string | undefined>): OperatorFacts {
  const file = env["OPERATOR_FACTS_FILE"] || DEFAULT_OPERATOR_FACTS_FILE;
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    throw new OperatorFactsError(`Fatti del gestore: non riesco a leggere ${file} (OPERATOR_FACTS_FILE)`);
  }
  let raw: unknown;
  try {
    raw = load(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new OperatorFactsError(`Fatti del gestore: ${file} non è un file YAML valido (${reason})`);
  }
  const facts = parseOperatorFacts(raw, env["SITE_URL"] || "http://localhost:4321", path.basename(file));
  const problems = mediaProblems(facts, path.join(process.cwd(), "public"));
  if (problems.length > 0) {
    throw new OperatorFactsError(`Fatti del gestore non validi (${path.basename(file)}):\n${problems.join("\n")}`);
  }
  return facts;
}

/** Bytes an image of the pages may weigh at most: Lighthouse's budget, and a phone's data plan. */
export const IMAGE_MAX_BYTES = { photo: 120_000, screenshot: 250_000 } as const;

/**
 * The photo, screenshots and video the facts name must be files in public/ (a missing one would be
 * a broken image on a public page) and the images must be light enough for a phone.
 */
export function mediaProblems(facts: OperatorFacts, publicDir: string): string[] {
  const files: { at: string; src: string; maxBytes?: number }[] = [];
  if (facts.about?.photo)
    files.push({ at: "about.photo.src", src: facts.about.photo.src, maxBytes: IMAGE_MAX_BYTES.photo });
  (facts.howItWorks?.screenshots ?? []).forEach((shot, index) =>
    files.push({ at: `howItWorks.screenshots.${index}.src`, src: shot.src, maxBytes: IMAGE_MAX_BYTES.screenshot }),
  );
  const video = facts.howItWorks?.video;
  if (video) {
    files.push(
      { at: "howItWorks.video.src", src: video.src },
      { at: "howItWorks.video.captions", src: video.captions },
    );
    if (video.poster)
      files.push({ at: "howItWorks.video.poster", src: video.poster, maxBytes: IMAGE_MAX_BYTES.screenshot });
  }
  return files.flatMap(({ at, src, maxBytes }) => {
    let size: number;
    try {
      size = statSync(path.join(publicDir, src)).size;
    } catch {
      return [`- ${at}: il file public${src} non esiste`];
    }
    return maxBytes !== undefined && size > maxBytes
      ? [
          `- ${at}: il file pesa ${size.toLocaleString("it-IT")} byte, al massimo ${maxBytes.toLocaleString("it-IT")}: riducilo`,
        ]
      : [];
  });
}
