import type { SiteConfig } from "../../../config/load-site-config.ts";
import type { OperatorFacts } from "../../../config/operator-facts.ts";
import { BRAND } from "../../../config/brand.ts";
import { formatIsoDay } from "../../../lib/italian-date.ts";
import { PolicyLayout } from "../legal/policy-layout.tsx";
import assessmentFile from "./accessibility-assessment.json" with { type: "json" };

export const ACCESSIBILITY_TITLE = "Dichiarazione di accessibilità";
/** accessibility-assessment.json: a manual check is done once it has the date it was performed on. */
export type AccessibilityAssessment = Omit<typeof assessmentFile, "manualChecks"> & {
  manualChecks: { check: string; performedOn: string | null }[];
};
const assessment: AccessibilityAssessment = assessmentFile;
export { assessment as accessibilityAssessment };

/**
 * The status the statement may claim: AgID's model asks for it from an evaluation actually done, and
 * automated tools check only part of the WCAG criteria (legal-facts.md 'Accessibility'). Until every
 * manual check listed is done, the evaluation is in progress and no status is claimed.
 */
export function claimedStatus(facts: AccessibilityAssessment): string | null {
  return facts.manualChecks.every((check) => check.performedOn !== null) ? facts.status : null;
}

/**
 * /accessibilita, in the order of AgID's model statement (Linee guida sull'accessibilità degli
 * strumenti informatici): scope, status, non-accessible content, the reporting platform, how the
 * statement was drawn up, feedback and the enforcement procedure. The figures come from
 * accessibility-assessment.json (the count of routes from the sitemap), which
 * tests/integration/accessibility-statement.test.ts keeps true to the build and the test suite; what
 * is known of the platform comes from the operator's facts file (platformAccessibility).
 */
export function AccessibilityPage({
  config,
  routes,
  facts = assessment,
  platform,
}: {
  config: SiteConfig;
  /** The routes of the sitemap, which the axe test visits (src/app/sitemap-entries.ts). */
  routes: number;
  facts?: AccessibilityAssessment;
  /** The reporting platform's accessibility, as the operator declares it. */
  platform?: OperatorFacts["platformAccessibility"];
}) {
  const host = new URL(config.siteUrl).host;
  const manualDone = facts.manualChecks.filter((check) => check.performedOn !== null);
  const manualPending = facts.manualChecks.filter((check) => check.performedOn === null);
  const status = claimedStatus(facts);
  return (
    <PolicyLayout title={ACCESSIBILITY_TITLE} updated={formatIsoDay(facts.assessedOn)}>
      <p>
        {config.operator.name} si impegna a rendere accessibili il sito {BRAND} ({host}) e la piattaforma di
        segnalazione che fornisce. La legge 4/2004 si applica alle pubbliche amministrazioni e agli altri soggetti
        dell'art. 3, comma 1, tra cui i concessionari di servizi pubblici e le aziende appaltatrici di servizi
        informatici, e, per quei servizi, ai soggetti privati che offrono servizi al pubblico attraverso siti web o
        applicazioni mobili con un fatturato medio, negli ultimi tre anni di attività, superiore a 500 milioni di euro
        (art. 3, comma 1-bis). Quando fornisce la piattaforma di segnalazione a un ente pubblico, {config.operator.name}{" "}
        è un'azienda appaltatrice di servizi informatici per ciò che fornisce. Negli acquisti degli enti pubblici i
        requisiti di accessibilità sono motivo di preferenza a parità di ogni altra condizione e la loro mancata
        considerazione va motivata (art. 4, comma 1); i contratti per realizzare o modificare siti web e applicazioni
        mobili che non prevedono il rispetto dei requisiti di accessibilità sono nulli (art. 4, comma 2). Per il sito,
        che non forniamo agli enti pubblici, la pubblichiamo volontariamente, seguendo il modello dell'AgID.
      </p>

      <h2 id="stato">Stato di conformità</h2>
      {status ? (
        <p>
          Stato del sito rispetto alle {facts.standard} (norma EN 301 549): <strong>{status}</strong>, per i contenuti
          non accessibili elencati qui sotto.
        </p>
      ) : (
        <p>
          Valutazione del sito rispetto alle {facts.standard} (norma EN 301 549): <strong>in corso</strong>. Finora si
          basa su test automatici, che da soli non verificano tutti i criteri delle WCAG; le verifiche manuali elencate
          sotto non sono ancora state eseguite, quindi possono esistere contenuti non accessibili oltre a quelli
          elencati. Indicheremo lo stato di conformità quando la valutazione sarà completa.
        </p>
      )}

      <h2 id="contenuti-non-accessibili">Contenuti non accessibili</h2>
      {facts.nonConforming.length === 0 ? (
        <p>Non conosciamo contenuti non accessibili.</p>
      ) : (
        <ul>
          {facts.nonConforming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}

      <h2 id="piattaforma">Piattaforma di segnalazione</h2>
      {platform ? (
        <>
          <p>
            Stato della piattaforma di segnalazione rispetto alle WCAG 2.1 livello AA:{" "}
            <strong>{platform.status}</strong> (fonte: {platform.source}; valutazione del{" "}
            {formatIsoDay(platform.assessedOn)}).
          </p>
          {platform.nonConforming && platform.nonConforming.length > 0 && (
            <ul>
              {platform.nonConforming.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p>
          L'accessibilità della piattaforma di segnalazione si valuta a parte da quella del sito e non è ancora
          dichiarata qui. Un ente pubblico che la valuta per un acquisto può chiederci la documentazione disponibile
          scrivendo all'indirizzo indicato sotto.
        </p>
      )}

      <h2 id="informazioni">Informazioni sul sito</h2>
      <p>Ultimo riesame di questa dichiarazione: {formatIsoDay(facts.assessedOn)}.</p>

      <h2 id="redazione">Redazione della dichiarazione</h2>
      <p>
        Dichiarazione redatta il {formatIsoDay(facts.assessedOn)}. Metodo di valutazione: {facts.method}. I test
        automatici del sito controllano con {facts.automated.tool} tutte le {routes} pagine della mappa del sito e le
        pagine di errore, nelle viste {facts.automated.viewports.join(" e ")}, con i criteri A e AA delle WCAG 2.0 e
        2.1. Altri test automatici nel browser verificano: {facts.automated.extra.join("; ")}.
      </p>
      {manualDone.length > 0 && (
        <p>
          Verifiche manuali eseguite:{" "}
          {manualDone.map((check) => `${check.check} (${formatIsoDay(check.performedOn ?? "")})`).join("; ")}.
        </p>
      )}
      {manualPending.length > 0 && (
        <p>Verifiche manuali non ancora eseguite: {manualPending.map((check) => check.check).join("; ")}.</p>
      )}

      <h2 id="segnalazioni">Segnalare un problema di accessibilità</h2>
      <p>
        Se trovi un contenuto del sito o della piattaforma che non riesci a usare, scrivi a{" "}
        <a href={`mailto:${config.operator.email}`}>{config.operator.email}</a>, oppure usa il{" "}
        <a href="/contatti">modulo della pagina Contatti</a>, indicando la pagina e il problema: ti rispondiamo entro 30
        giorni e, se serve, ti inviamo il contenuto in un formato accessibile.
      </p>

      <h2 id="procedura">Procedura di attuazione</h2>
      <p>
        La procedura di attuazione presso l'AgID riguarda i soggetti obbligati dalla L. 4/2004: per la piattaforma di
        segnalazione di un ente pubblico vale quella indicata nella dichiarazione di accessibilità dell'ente, a cui
        rispondiamo come fornitore. Per il sito, se la nostra risposta non ti soddisfa o non arriva entro 30 giorni,
        scrivici di nuovo allo stesso indirizzo e la riesaminiamo.
      </p>
    </PolicyLayout>
  );
}
