import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { isLoopbackUrl } from "../lib/loopback-url.ts";
import { FACTS_PLACEHOLDER, operatorFactsSchema, type OperatorFacts } from "./operator-facts-schema.ts";

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

export { FACTS_PLACEHOLDER, operatorFactsSchema, type OperatorFacts } from "./operator-facts-schema.ts";

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
  "anonymousReports",
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
/** Words that promise support beyond one person's office hours (DPO re-read B1). */
const ROUND_THE_CLOCK = /24\/7|24 ore su 24|a ogni ora|tutti i giorni|anche nei festivi|di notte|\bh24\b/i;

/** Words by which about.continuity names someone standing in for the operator (DPO re-read B3). */
const SUBSTITUTE_MENTION = /al mio posto|al nostro posto|sostitu|in mia assenza|in nostra assenza|accesso ai server/i;

function consistencyProblems(facts: OperatorFacts, today: string): string[] {
  const problems: string[] = [];
  const { hosting, subProcessors } = facts;
  const qualification = facts.publicProcurement?.acnQualification;
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
  // B3: a substitute with the servers' access has a GDPR role, and a sub-processor is in the DPA's list.
  const { continuity, substitute } = facts.about ?? {};
  if (continuity && SUBSTITUTE_MENTION.test(continuity) && !substitute) {
    problems.push(
      "- about.substitute: manca: about.continuity nomina chi ti sostituisce; indica nome e ruolo («persona autorizzata», art. 29 GDPR, oppure «sub-responsabile», art. 28 GDPR)",
    );
  }
  if (
    substitute?.role === "sub-responsabile" &&
    !(subProcessors ?? []).some((sub) => sub.name.toLowerCase() === substitute.name.toLowerCase())
  ) {
    problems.push(
      `- about.substitute: «${substitute.name}» è un sub-responsabile ma manca dai subProcessors (art. 28, par. 2 e 4 GDPR)`,
    );
  }
  // B1: a one-person operator promises its hours; every day or at night only with who covers them.
  for (const [plan, terms] of Object.entries(facts.support ?? {})) {
    if (!terms.coverage && ROUND_THE_CLOCK.test(`${terms.channel ?? ""} ${terms.hours ?? ""} ${terms.replyTime}`)) {
      problems.push(
        `- support.${plan}: promette assistenza a ogni ora o tutti i giorni: indica in coverage chi risponde fuori dai tuoi orari, oppure scrivi gli orari reali`,
      );
    }
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
    ...(qualification ? [{ at: "publicProcurement.acnQualification.grantedOn", date: qualification.grantedOn }] : []),
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
      // The privacy policy names them (DPO demo review A1, B3): no bookings without them.
      ...(facts.demo && !facts.demo.callProvider
        ? ["- demo.callProvider: manca: indica il servizio di videochiamata, il Paese e il suo ruolo"]
        : []),
      ...(facts.demo && !facts.demo.calendar
        ? [
            "- demo.calendar: manca: indica il calendario che riceve gli inviti e entro quanti giorni cancelli l'appuntamento",
          ]
        : []),
    ];
    if (problems.length > 0) {
      throw new OperatorFactsError(
        `Fatti del gestore non validi (${file}): un sito pubblico (SITE_URL=${siteUrl}) li pubblica come dichiarazioni del fornitore, quindi devono essere tutti confermati.\n${problems.join("\n")}`,
      );
    }
  }
  return facts;
}

/**
 * DPO read 3: a public build refuses an ACN qualification past its last valid day (`today`, the
 * day in Rome), or the site would go on saying «è qualificato». Called by the build only: a server
 * started after that day keeps serving what was built (its pages print the last valid day) rather
 * than refuse to start (review of 2026-11-29, A1).
 */
export function expiredQualificationProblems(facts: OperatorFacts, siteUrl: string, today: string): string[] {
  const qualification = facts.publicProcurement?.acnQualification;
  if (isLoopbackUrl(siteUrl) || !qualification || qualification.validUntil >= today) return [];
  return [
    `- publicProcurement.acnQualification.validUntil: ${qualification.validUntil} è passata: la qualificazione ACN è scaduta; indica quella rinnovata o togli acnQualification`,
  ];
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
  const problems = [
    ...mediaProblems(facts, path.join(process.cwd(), "public")),
    ...identityProblems(facts, env),
    ...siteNetworkProblems(facts, env),
  ];
  if (problems.length > 0) {
    throw new OperatorFactsError(`Fatti del gestore non validi (${path.basename(file)}):\n${problems.join("\n")}`);
  }
  return facts;
}

const squash = (name: string) => name.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * A sole trader is the controller it names (DPO site review A1): on a public site /chi-siamo (about.name)
 * and the legal identity (OPERATOR_NAME) must name the same person, or no reader can tell who it is.
 */
export function identityProblems(facts: OperatorFacts, env: Record<string, string | undefined>): string[] {
  const legal = env["OPERATOR_NAME"];
  const about = facts.about?.name;
  if (!legal || !about || isLoopbackUrl(env["SITE_URL"] || "http://localhost:4321")) return [];
  if ((env["OPERATOR_LEGAL_FORM"] ?? "ditta-individuale") !== "ditta-individuale") return [];
  return squash(legal).includes(squash(about))
    ? []
    : [`- about.name: «${about}» non compare in OPERATOR_NAME («${legal}»): la ditta individuale è una persona sola`];
}

/**
 * A site on another provider than the platform's: its privacy policy must say what that network
 * keeps, for how long, as a number (fresh DPO re-read, B-11), so a public build asks for it.
 */
export function siteNetworkProblems(facts: OperatorFacts, env: Record<string, string | undefined>): string[] {
  const site = env["HOSTING_PROVIDER"];
  const platform = facts.hosting?.provider;
  if (!site || !platform || !facts.ipLogging || isLoopbackUrl(env["SITE_URL"] || "http://localhost:4321")) return [];
  if (squash(site) === squash(platform) || facts.ipLogging.siteHostingNetwork) return [];
  return [
    `- ipLogging.siteHostingNetwork: questo sito è ospitato da «${site}» e non da «${platform}», come la piattaforma. Scrivi che cosa conserva la rete di «${site}», per quanti giorni e a quale scopo (per esempio «Dati di traffico di rete, compresi gli indirizzi IP, conservati per 7 giorni a fini di protezione dagli attacchi»)`,
  ];
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
