import { z } from "zod";

/*
 * When the operator takes demo calls (issue 29): the `demo` section of the operator's facts file
 * (OPERATOR_FACTS_FILE), validated with Italian messages naming the key. Times are Europe/Rome
 * wall-clock times; src/features/demo/slots.ts turns them into the slots offered on /demo.
 */

export const WEEKDAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clockTime = z
  .string({ message: "deve essere un orario HH:MM, per esempio 09:30" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "deve essere un orario HH:MM, per esempio 09:30");

const minutes = (min: number, max: number) =>
  z
    .number({ message: "deve essere un numero di minuti" })
    .int("deve essere un numero intero")
    .min(min, `deve essere almeno ${min}`)
    .max(max, `può essere al massimo ${max}`);

const isoDay = z
  .string({ message: "deve essere una data AAAA-MM-GG" })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "deve essere una data AAAA-MM-GG, per esempio 2026-12-24");

const httpsUrl = z
  .string({ message: "deve essere un indirizzo https://" })
  .trim()
  .regex(/^https:\/\/[^\s"<>]+$/, "deve essere un indirizzo https:// senza spazi");

/** The EU and EEA states, as the facts file names them: a provider elsewhere needs a transfer safeguard. */
const EEA = [
  "Austria",
  "Belgio",
  "Bulgaria",
  "Cechia",
  "Cipro",
  "Croazia",
  "Danimarca",
  "Estonia",
  "Finlandia",
  "Francia",
  "Germania",
  "Grecia",
  "Irlanda",
  "Islanda",
  "Italia",
  "Lettonia",
  "Liechtenstein",
  "Lituania",
  "Lussemburgo",
  "Malta",
  "Norvegia",
  "Paesi Bassi",
  "Polonia",
  "Portogallo",
  "Repubblica Ceca",
  "Romania",
  "Slovacchia",
  "Slovenia",
  "Spagna",
  "Svezia",
  "Ungheria",
];

export function isInEea(country: string): boolean {
  return EEA.some((state) => state.toLowerCase() === country.trim().toLowerCase());
}

const words = (max: number) =>
  z
    .string({ message: "deve essere un testo" })
    .trim()
    .min(1, "non può essere vuoto")
    .max(max, `può essere lungo al massimo ${max} caratteri`);

/** Who processes the call's or the calendar's data, where, and on what basis it leaves the EEA (art. 13(1)(e)-(f) GDPR). */
const provider = {
  name: words(120),
  country: words(60),
  transferSafeguard: words(200).optional(),
};

function safeguardWhereNeeded(
  value: { country: string; transferSafeguard?: string | undefined },
  context: z.RefinementCtx,
) {
  if (!isInEea(value.country) && value.transferSafeguard === undefined) {
    context.addIssue({
      code: "custom",
      path: ["transferSafeguard"],
      message: `«${value.country}» è fuori dallo SEE: indica la garanzia del trasferimento (per esempio «la decisione di adeguatezza UE-USA (Data Privacy Framework)»), oppure scrivi il Paese come nell'elenco degli Stati UE e SEE`,
    });
  }
  if (isInEea(value.country) && value.transferSafeguard !== undefined) {
    context.addIssue({
      code: "custom",
      path: ["transferSafeguard"],
      message: `«${value.country}» è nello SEE: nessun trasferimento da dichiarare, togli transferSafeguard`,
    });
  }
}

export const CALL_PROVIDER_ROLES = ["responsabile", "titolare autonomo"] as const;

export const callProviderSchema = z
  .strictObject({
    ...provider,
    role: z.enum(CALL_PROVIDER_ROLES, { message: "deve essere «responsabile» oppure «titolare autonomo»" }),
    /** The notice says the call is not recorded: recording would need a purpose, a basis and a retention it does not state. */
    recorded: z.literal(false, {
      message:
        "deve essere false: il sito dichiara che le videochiamate non sono registrate (registrarle richiede un'informativa che il sito non contiene)",
    }),
    /** Days the processor keeps the connection logs (IP, name, times): the notice states it (art. 13(2)(a) GDPR). */
    logRetentionDays: z
      .number({ message: "deve essere un numero di giorni" })
      .int("deve essere un numero intero")
      .min(1, "deve essere almeno 1")
      .max(730, "può essere al massimo 730")
      .optional(),
  })
  .superRefine(safeguardWhereNeeded)
  .superRefine((value, context) => {
    if (value.role === "responsabile" && value.logRetentionDays === undefined) {
      context.addIssue({
        code: "custom",
        path: ["logRetentionDays"],
        message: "indica per quanti giorni il responsabile conserva i dati di collegamento (l'informativa deve dirlo)",
      });
    }
  });

export const demoCalendarSchema = z
  .strictObject({
    ...provider,
    /** Days after the call within which the operator deletes the calendar entry (it names the visitor). */
    deleteAfterDays: z
      .number({ message: "deve essere un numero di giorni" })
      .int("deve essere un numero intero")
      .min(1, "deve essere almeno 1")
      .max(365, "può essere al massimo 365"),
  })
  .superRefine(safeguardWhereNeeded);

export type CallProvider = z.infer<typeof callProviderSchema>;
export type DemoCalendar = z.infer<typeof demoCalendarSchema>;

export const demoAvailabilitySchema = z
  .strictObject({
    /** Weekly hours: each entry names days and a window; slots start at `from` and end by `to`. */
    weekly: z
      .array(
        z
          .strictObject({
            days: z
              .array(
                z.enum(WEEKDAYS, {
                  message: "ogni giorno deve essere lunedì, martedì, mercoledì, giovedì, venerdì, sabato o domenica",
                }),
              )
              .min(1, "indica almeno un giorno"),
            from: clockTime,
            to: clockTime,
          })
          .refine((window) => window.from < window.to, "«from» deve venire prima di «to»"),
        { message: "deve essere un elenco di fasce orarie" },
      )
      .min(1, "indica almeno una fascia oraria"),
    /** Length of a call. */
    slotMinutes: minutes(10, 180).default(30),
    /** Free time after each call, before the next may start. */
    bufferMinutes: minutes(0, 120).default(15),
    /** How far ahead slots are offered, in weeks from today. */
    weeksAhead: z
      .number({ message: "deve essere un numero di settimane" })
      .int("deve essere un numero intero")
      .min(1, "deve essere almeno 1")
      .max(12, "può essere al massimo 12")
      .default(3),
    /** The least notice: a slot starting sooner than this many hours from now is not offered. */
    noticeHours: z
      .number({ message: "deve essere un numero di ore" })
      .int("deve essere un numero intero")
      .min(1, "deve essere almeno 1")
      .max(336, "può essere al massimo 336 (due settimane)")
      .default(24),
    /** Days the operator is away (holidays are left out already). */
    daysOff: z.array(isoDay, { message: "deve essere un elenco di date AAAA-MM-GG" }).default([]),
    /** The patron saint's day of the operator's town, never offered: a name and MM-GG. */
    patronDay: z
      .strictObject({
        name: z.string({ message: "deve essere un testo" }).trim().min(1, "non può essere vuoto").max(80),
        date: z
          .string({ message: "deve essere una data MM-GG" })
          .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "deve essere una data MM-GG, per esempio 06-24"),
      })
      .optional(),
    /** The video call's address, the same for every booking… */
    callLink: httpsUrl.optional(),
    /** …or a pattern with {id}, replaced by the booking's own code (for example a Jitsi room). */
    callLinkPattern: httpsUrl
      .refine((value) => value.includes("{id}"), "deve contenere {id}, sostituito dal codice della prenotazione")
      .optional(),
    /** The video-call service: named in the privacy policy; a public build requires it. */
    callProvider: callProviderSchema.optional(),
    /** The operator's calendar that receives the .ics naming the visitor; a public build requires it. */
    calendar: demoCalendarSchema.optional(),
  })
  .refine((demo) => (demo.callLink === undefined) !== (demo.callLinkPattern === undefined), {
    message: "indica callLink oppure callLinkPattern (uno solo dei due)",
    path: ["callLink"],
  });

export type DemoAvailability = z.infer<typeof demoAvailabilitySchema>;
