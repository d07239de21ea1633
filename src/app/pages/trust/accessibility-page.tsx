import type { SiteConfig } from "../../../config/load-site-config.ts";
import { BRAND } from "../../../config/brand.ts";
import { formatIsoDay } from "../../../lib/italian-date.ts";
import { PolicyLayout } from "../legal/policy-layout.tsx";
import assessment from "./accessibility-assessment.json" with { type: "json" };

export const ACCESSIBILITY_TITLE = "Dichiarazione di accessibilità";
export type AccessibilityAssessment = typeof assessment;
export { assessment as accessibilityAssessment };

/**
 * /accessibilita, in the order of AgID's model statement (Linee guida sull'accessibilità degli
 * strumenti informatici): status, non-accessible content, how the statement was drawn up,
 * feedback and contacts. The figures come from accessibility-assessment.json (the count of
 * routes from the sitemap), which
 * tests/integration/accessibility-statement.test.ts keeps true to the build and the test suite.
 */
export function AccessibilityPage({
  config,
  routes,
  facts = assessment,
}: {
  config: SiteConfig;
  /** The routes of the sitemap, which the axe test visits (src/app/sitemap-entries.ts). */
  routes: number;
  facts?: AccessibilityAssessment;
}) {
  const host = new URL(config.siteUrl).host;
  const manualDone = facts.manualChecks.filter((check) => check.performedOn !== null);
  const manualPending = facts.manualChecks.filter((check) => check.performedOn === null);
  return (
    <PolicyLayout title={ACCESSIBILITY_TITLE} updated={formatIsoDay(facts.assessedOn)}>
      <p>
        {config.operator.name} si impegna a rendere accessibile il sito {BRAND} ({host}). Come impresa privata non siamo
        tenuti a pubblicare questa dichiarazione (L. 4/2004): la pubblichiamo volontariamente, seguendo il modello
        dell'AgID, perché molti nostri clienti sono enti pubblici. La legge riguarda le pubbliche amministrazioni e le
        imprese private con un fatturato medio superiore a 500 milioni di euro. Riguarda questo sito, non la piattaforma
        di segnalazione.
      </p>

      <h2 id="stato">Stato di conformità</h2>
      <p>
        Stato del sito rispetto alle {facts.standard} (norma EN 301 549): <strong>{facts.status}</strong>, per i
        contenuti non accessibili elencati qui sotto.
      </p>

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
        Se trovi un contenuto che non riesci a usare, scrivi a{" "}
        <a href={`mailto:${config.operator.email}`}>{config.operator.email}</a> indicando la pagina e il problema: ti
        rispondiamo entro 30 giorni e, se serve, ti inviamo il contenuto in un formato accessibile.
      </p>

      <h2 id="procedura">Procedura di attuazione</h2>
      <p>
        Il modello dell'AgID rinvia alla procedura di attuazione presso l'AgID, per chi non riceve risposta o una
        risposta soddisfacente. Quella procedura riguarda solo i soggetti obbligati dalla L. 4/2004 e non si applica a
        questo sito: se la nostra risposta non ti soddisfa, scrivici di nuovo allo stesso indirizzo e la riesaminiamo.
      </p>
    </PolicyLayout>
  );
}
