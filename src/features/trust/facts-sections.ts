import type { OperatorFacts } from "../../config/operator-facts.ts";
import { anonymityLimitParts, platformClaims, sentence } from "../../config/service.ts";
import { formatIsoDay } from "../../lib/italian-date.ts";

/**
 * The operator's facts as a DPO's questionnaire asks them: /sicurezza prints these sections, the
 * DPA prints them as its annex of security measures, the DPIA sheet as its measures. A section
 * whose keys are not configured is left out, never filled with generic text.
 */
export interface FactRow {
  label: string;
  value: string;
}

export interface FactSection {
  id: string;
  title: string;
  rows: FactRow[];
}

const yes = (value: boolean) => (value ? "sì" : "no");
const logsIp = (logs: boolean) => (logs ? "registra gli indirizzi IP" : "non registra gli indirizzi IP");
const dayCount = (count: number) => (count === 1 ? "1 giorno" : `${count} giorni`);

/** "20 novembre 2026", or null when the facts have not been verified. */
export function verifiedOnText(facts: OperatorFacts): string | null {
  return facts.verifiedOn ? formatIsoDay(facts.verifiedOn) : null;
}

export function endOfContractText(facts: OperatorFacts): string | null {
  const end = facts.endOfContract;
  if (!end) return null;
  return `Entro ${dayCount(end.returnDays)} dalla fine del contratto restituiamo all'ente i dati in un formato di uso comune, se li chiede; entro ${dayCount(end.deletionDays)} li cancelliamo dalla piattaforma, salvo gli obblighi di conservazione previsti dalla legge. ${facts.backups ? `Dai backup i dati escono entro ${dayCount(facts.backups.retentionDays)} dalla cancellazione (ciclo di conservazione dei backup).` : "Dai backup i dati escono alla scadenza del loro ciclo di conservazione."}`;
}

export function processorDpoText(facts: OperatorFacts): string | null {
  const dpo = facts.processorDpo;
  if (!dpo) return null;
  if ("email" in dpo)
    return `Abbiamo designato un responsabile della protezione dei dati (art. 37 GDPR): ${dpo.email}.`;
  return `Non abbiamo designato un responsabile della protezione dei dati. Valutazione dell'art. 37, par. 1, GDPR del ${formatIsoDay(dpo.assessedOn)}: ${sentence(dpo.notRequired)}`;
}

/**
 * The substitute's GDPR role (DPO re-read B3), wherever the substitute is mentioned: /chi-siamo,
 * /sicurezza, the DPA and the DPIA sheet (through factSections), the privacy policy.
 */
export function substituteText(facts: OperatorFacts, of: "platform" | "site" = "platform"): string | null {
  const substitute = facts.about?.substitute;
  if (!substitute) return null;
  const holder = facts.about?.name ?? "il titolare del servizio";
  const who = `${substitute.name}, che sostituisce ${holder} quando non è disponibile e ha accesso ai server,`;
  // The privacy policy is about this site's data, whose controller is the operator: no client
  // entities there (fresh DPO read of the site, B-1).
  if (of === "site") {
    return substitute.role === "persona autorizzata"
      ? `${who} è una persona autorizzata al trattamento (art. 29 GDPR e art. 2-quaterdecies D.Lgs. 196/2003): tratta i dati di questo sito solo secondo le nostre istruzioni ed è vincolata alla riservatezza.`
      : `${who} è un nostro responsabile del trattamento (art. 28 GDPR), vincolato per contratto alla riservatezza e a trattare i dati di questo sito solo secondo le nostre istruzioni.`;
  }
  // DPO reads: under the provider's authority (the processor, not a person of the facts file), on the
  // controllers' instructions (artt. 29 and 32 par. 4 GDPR).
  return substitute.role === "persona autorizzata"
    ? `${who} è una persona autorizzata al trattamento: agisce sotto l'autorità del fornitore, responsabile del trattamento per gli enti clienti, e tratta i dati solo secondo le istruzioni degli enti titolari (artt. 29 e 32, par. 4, GDPR e art. 2-quaterdecies D.Lgs. 196/2003) ed è vincolata alla riservatezza (art. 28, par. 3, lett. b, GDPR); non è un sub-responsabile.`
    : `${who} è un sub-responsabile del trattamento (art. 28, par. 2 e 4, GDPR), elencato tra i sub-responsabili dell'accordo sul trattamento dei dati e vincolato per contratto agli stessi obblighi.`;
}

const hourCount = (count: number) => (count === 1 ? "1 ora" : `${count} ore`);

/**
 * Who sends the handlers' e-mails and what they contain (D-03): a mail service outside our servers
 * is a sub-processor, and the DPO needs to know that no report text leaves the platform by e-mail.
 */
export function notificationsText(facts: OperatorFacts): string | null {
  const mail = facts.notifications;
  if (!mail) return null;
  const via = mail.subProcessor ? ` (tramite il sub-responsabile ${mail.subProcessor})` : "";
  return `Chi le invia: ${mail.sentBy.trim().replace(/\.$/, "")}${via}. Che cosa contengono: ${sentence(mail.content)}`;
}

/** A feature the operator describes in words, or false (what the platform does not do); no row when unset. */
function described(label: string, value: string | false | undefined, whenAbsent: string): FactRow | null {
  if (value === undefined) return null;
  return { label, value: value === false ? whenAbsent : sentence(value) };
}

function notificationsRow(facts: OperatorFacts): FactRow | null {
  const value = notificationsText(facts);
  return value ? { label: "Notifiche e-mail ai gestori", value } : null;
}

export function factSections(facts: OperatorFacts): FactSection[] {
  const claims = platformClaims(facts);
  const sections: FactSection[] = [];
  const add = (id: string, title: string, rows: (FactRow | null | false | "" | undefined)[]) => {
    const kept = rows.filter((row): row is FactRow => Boolean(row));
    if (kept.length > 0) sections.push({ id, title, rows: kept });
  };
  const { platform, hosting, backups, encryption, staffAccess, ipLogging, auditLog, continuity } = facts;

  add("piattaforma", "Piattaforma e aggiornamenti", [
    platform && {
      label: "Software",
      value: platform.softwareUrl ? `${platform.software} (${platform.softwareUrl})` : platform.software,
    },
    platform && { label: "Aggiornamenti", value: platform.updates },
  ]);
  add("dove", "Dove sono i dati", [
    hosting && { label: "Fornitore di hosting", value: hosting.provider },
    hosting && { label: "Data center", value: `${hosting.city}, ${hosting.country}` },
    backups && { label: "Backup", value: `${backups.location}; cifrati: ${yes(backups.encrypted)}` },
    backups && {
      label: "Conservazione dei backup",
      value: `${dayCount(backups.retentionDays)}: un dato cancellato resta nei backup al massimo per questo periodo`,
    },
  ]);
  add("cifratura", "Cifratura e chiavi", [
    encryption && { label: "In transito", value: encryption.inTransit },
    encryption && { label: "Sul server", value: encryption.atRest },
    encryption && { label: "Chi custodisce le chiavi", value: encryption.keyHolder },
  ]);
  add("accessi", "Chi può accedere", [
    staffAccess && { label: "Il nostro personale può", value: staffAccess.can.join("; ") },
    staffAccess && { label: "Il nostro personale non può", value: staffAccess.cannot.join("; ") },
    facts.twoFactor && { label: "Autenticazione a due fattori per i gestori", value: facts.twoFactor },
    facts.staffLocation && { label: "Dove lavora il nostro personale", value: facts.staffLocation.where },
    facts.staffLocation && { label: "Accesso remoto ai server", value: facts.staffLocation.remoteAccess },
    facts.about?.substitute && {
      label: "Chi sostituisce il titolare del servizio",
      value: substituteText(facts) ?? "",
    },
  ]);
  add("registri", "Registri e indirizzi IP", [
    ...(facts.logs ?? []).map((log) => ({ label: log.what, value: `conservato ${dayCount(log.retentionDays)}` })),
    auditLog && {
      label: "Registro delle attività dei gestori",
      value: `${sentence(auditLog.what)} Conservato ${dayCount(auditLog.retentionDays)}; lo consulta: ${auditLog.readableBy.trim().replace(/\.$/, "")}.`,
    },
    ipLogging && { label: "Indirizzi IP di chi segnala", value: claims.ipLoggingHere },
    // Each link of the chain said on its own: "la piattaforma non registra" must not hide a web server that does.
    ipLogging && { label: "Server web davanti alla piattaforma", value: logsIp(ipLogging.webServer) },
    ipLogging && { label: "Proxy davanti alla piattaforma", value: logsIp(ipLogging.proxy) },
    ipLogging && { label: "Rete del fornitore di hosting", value: ipLogging.hostingNetwork },
  ]);
  // DPO re-read B4: the target of the articles' link (/sicurezza#anonimato), from the same facts.
  const limits = anonymityLimitParts(facts);
  add("anonimato", "Limiti dell'anonimato", [
    limits.length > 0 && {
      label: "Che cosa può ancora identificare chi segnala in forma anonima",
      value: sentence(`${limits.join("; ").charAt(0).toUpperCase()}${limits.join("; ").slice(1)}`),
    },
    // DPO re-read: what no platform can hide, said beside what ours keeps.
    limits.length > 0 && {
      label: "Che cosa scrive chi segnala",
      value:
        "Il contenuto della segnalazione e degli allegati (fatti che pochi conoscono, date, documenti e i loro metadati) può rivelare chi segnala: conviene rileggerlo pensando a chi lo leggerà.",
    },
  ]);
  add("funzioni", "Funzioni della piattaforma", [
    facts.tor !== undefined && {
      label: "Accesso tramite Tor",
      value:
        typeof facts.tor === "boolean"
          ? (claims.tor ?? "La piattaforma non offre l'accesso dalla rete Tor.")
          : `Non ancora dichiarato ${facts.tor}`,
    },
    facts.reminders !== undefined && {
      label: "Promemoria delle scadenze",
      value: claims.reminders ?? "La piattaforma non avvisa i gestori delle scadenze dell'art. 5.",
    },
    facts.deletionAtDeadline !== undefined && {
      label: "Cancellazione delle segnalazioni",
      value:
        claims.deletion ??
        "La piattaforma non cancella le segnalazioni da sola: le cancella il gestore, alla scadenza stabilita dall'ente.",
    },
    notificationsRow(facts),
    described(
      "Metadati degli allegati",
      facts.attachmentMetadata,
      "La piattaforma non rimuove i metadati degli allegati (autore, dispositivo, posizione): chi segnala può rimuoverli prima di caricare un file.",
    ),
    described(
      "Segnalazioni vocali",
      facts.voiceReports,
      "La piattaforma non riceve segnalazioni vocali: il canale orale e l'incontro diretto su richiesta (art. 4 D.Lgs. 24/2023) li organizza l'ente.",
    ),
  ]);
  add("continuita", "Continuità del servizio", [
    continuity && { label: "Frequenza dei backup", value: continuity.backupFrequency },
    continuity?.restoreTestedOn && {
      label: "Ultima prova di ripristino dai backup",
      value: formatIsoDay(continuity.restoreTestedOn),
    },
    continuity?.rpoHours !== undefined && {
      label: "Dati che un guasto può far perdere (RPO)",
      value: `al massimo quelli delle ultime ${hourCount(continuity.rpoHours)}`,
    },
    continuity?.rtoHours !== undefined && {
      label: "Tempo di ripristino dopo un guasto (RTO)",
      value: `entro ${hourCount(continuity.rtoHours)}`,
    },
  ]);
  add(
    "sub-responsabili",
    "Sub-responsabili del trattamento",
    (facts.subProcessors ?? []).map((sub) => ({ label: sub.name, value: `${sub.service} (${sub.country})` })),
  );
  // «Certificazioni» only when one is declared (fresh DPO read of the site, C-4).
  const certified = (facts.certifications ?? []).length > 0;
  add("verifiche", certified ? "Certificazioni e verifiche di sicurezza" : "Verifiche di sicurezza", [
    ...(facts.certifications ?? []).map((cert) => ({
      label: `Certificazione ${cert.name}`,
      value: `rilasciata da ${cert.issuer} il ${formatIsoDay(cert.date)}; ambito: ${cert.scope}`,
    })),
    ...(facts.penetrationTests ?? []).map((test) => ({
      label: "Test di penetrazione",
      value: `eseguito da ${test.issuer} il ${formatIsoDay(test.date)}; ambito: ${test.scope}`,
    })),
  ]);
  add("violazioni", "Violazioni dei dati personali", [
    facts.breachNotificationHours !== undefined && {
      label: "Notifica all'ente",
      value: `senza ingiustificato ritardo e comunque entro ${facts.breachNotificationHours} ore da quando ne veniamo a conoscenza (art. 33, par. 2 GDPR), con le informazioni dell'art. 33, par. 3 di cui disponiamo`,
    },
  ]);
  const end = endOfContractText(facts);
  add("fine-contratto", "Fine del contratto", [end && { label: "Restituzione e cancellazione", value: end }]);
  const dpo = processorDpoText(facts);
  add("rpd", "Responsabile della protezione dei dati del fornitore", [dpo && { label: "Art. 37 GDPR", value: dpo }]);
  return sections;
}
