import { z } from "zod";
import { demoAvailabilitySchema } from "./demo-availability.ts";
import { clauseRenewsTacitly } from "./renewal-clause.ts";

// The shape of the operator's facts file and its Italian errors; operator-facts.ts reads the file,
// checks what a public build requires and re-exports these.
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
/**
 * How a plan's support is given: the channel, the hours (terms.supportHours when absent) and the
 * time of the first reply. Hours beyond one person's (every day, at night) need `coverage`: who
 * answers then and how (DPO re-read B1).
 */
const supportTerms = z.strictObject({
  channel: text.max(80, "può essere lungo al massimo 80 caratteri").optional(),
  hours: text.max(120, "può essere lungo al massimo 120 caratteri").optional(),
  replyTime: text.max(80, "può essere lungo al massimo 80 caratteri"),
  coverage: text.max(200, "può essere lungo al massimo 200 caratteri").optional(),
});

/**
 * A processor of our own, for the customers' contract and billing data (not the reports): the
 * privacy policy names it with its role only when the facts declare it (DPO review B4).
 */
const recipient = (who: string) =>
  z.strictObject(
    {
      name: text.max(120, "può essere lungo al massimo 120 caratteri"),
      country: text.max(60, "può essere lungo al massimo 60 caratteri"),
    },
    { message: `indica name e country ${who}` },
  );

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
      /** The same for the network of the provider hosting this site, when it is not the platform's. */
      siteHostingNetwork: text.optional(),
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
  /**
   * Whether the installed platform accepts anonymous reports and how the reporter follows one, in
   * the operator's words, or false: a configuration of the platform, like Tor (fresh documents read, F7).
   */
  /**
   * true when the operator applies the Garante's measure on system administrators (provv. 27
   * November 2008): the DPA then commits to it; absent or false, the DPA says nothing of it, and a
   * buyer's DPO asks (fresh documents read, F5).
   */
  systemAdministrators: flag.optional(),
  anonymousReports: featureText(
    "scrivi come la piattaforma accetta le segnalazioni anonime (per esempio «Chi segnala può scegliere di restare anonimo e seguire la pratica con un codice personale»), oppure false",
  ).optional(),
  deletionAtDeadline: featureText(
    "scrivi che cosa cancella la piattaforma e quando (per esempio «alla data di scadenza fissata dall'ente cancella la segnalazione, anche se non è chiusa»), oppure false",
  ).optional(),
  subProcessors: z.array(z.strictObject({ name: text, service: text, country: text })).optional(),
  /** The tax adviser (commercialista), who receives the billing data of confirmed orders. */
  taxAdviser: recipient("del commercialista").optional(),
  /** The electronic signature service the contract and the DPA are signed with. */
  eSignature: recipient("del servizio di firma elettronica").optional(),
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
  /** What the entity can customise on the installed platform (FAQ «Posso personalizzare…», DPO re-read B5). */
  customisation: z
    .array(text.max(200, "può essere lunga al massimo 200 caratteri"))
    .min(1, "deve contenere almeno una voce")
    .optional(),
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
      /**
       * The person who stands in for the operator, with the servers' access (DPO re-read B3): someone
       * acting under our authority (art. 29 GDPR, art. 2-quaterdecies Codice privacy) or a
       * sub-processor (art. 28, par. 2 and 4), then listed in subProcessors.
       */
      substitute: z
        .strictObject({
          name: text.max(100, "può essere lungo al massimo 100 caratteri"),
          role: z.enum(["persona autorizzata", "sub-responsabile"], {
            message: "deve essere «persona autorizzata» (art. 29 GDPR) oppure «sub-responsabile» (art. 28 GDPR)",
          }),
        })
        .optional(),
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
  /*
   * Whether the service is listed on MePA (issue 26): /enti-pubblici says so only when true. False or
   * absent: the page explains the direct award outside MePA under 5.000 euro (legal-facts.md).
   */
  publicProcurement: z
    .strictObject({
      mepa: flag,
      /**
       * The service's qualification by the Agenzia per la cybersicurezza nazionale (Regolamento ACN,
       * decreto direttoriale n. 21007/24; art. 33-septies c.4 DL 179/2012): its level, the day it
       * was granted and the last day it is valid, as ACN's decision states them, only once the
       * service is in ACN's catalogue. Absent: the site says the service is not qualified (buyer
       * read H1). A public build refuses one that has expired (DPO read 3).
       */
      acnQualification: z
        .strictObject({
          level: z.enum(["QC1", "QC2", "QC3", "QC4"], { message: "deve essere QC1, QC2, QC3 oppure QC4" }),
          grantedOn: date,
          validUntil: date,
        })
        .optional(),
    })
    .optional(),
  terms: z
    .strictObject({
      durationMonths: z.number({ message: "deve essere un numero di mesi" }).int().min(1).max(60),
      renewal: text,
      /**
       * Whether that clause renews the contract unless someone cancels it ("tacita proroga o
       * rinnovazione", art. 1341 c.2 c.c.): said, not guessed from the clause's words (DPO read B2).
       * The terms then ask for its specific approval and the quote states the notice.
       */
      tacitRenewal: flag,
      noticeDays: days(365),
      payment: text,
      supportHours: text,
      liability: text,
      court: text,
      /** Working days from a confirmed order request to our contract (the order's confirmation says it). */
      contractBusinessDays: days(30).optional(),
    })
    .superRefine((terms, context) => {
      // The flag decides; the clause's words may only contradict it, and then the file is refused
      // (DPO read 2026-11-29 B5): a clause that renews by itself without the flag would have no
      // specific approval (art. 1341 c.2 c.c.), and the quote would promise no renewal.
      const said = clauseRenewsTacitly(terms.renewal);
      if (said !== null && said !== terms.tacitRenewal) {
        context.addIssue({
          code: "custom",
          path: ["renewal"],
          message: said
            ? "il testo descrive un rinnovo tacito (il contratto si rinnova se nessuna parte dà disdetta): se è così, imposta tacitRenewal: true; altrimenti riscrivi la clausola"
            : "il testo esclude il rinnovo tacito: se è così, imposta tacitRenewal: false; altrimenti riscrivi la clausola",
        });
      }
    })
    .optional(),
});

export type OperatorFacts = z.infer<typeof operatorFactsSchema>;
