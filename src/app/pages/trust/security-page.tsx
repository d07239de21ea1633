import type { OperatorFacts } from "../../../config/operator-facts.ts";
import { PolicyLayout } from "../legal/policy-layout.tsx";
import { DPA_PATH, DPIA_PATH } from "../../../config/documents.ts";
import { factSections, verifiedOnText } from "../../../features/trust/facts-sections.ts";

export const SECURITY_TITLE = "Sicurezza e protezione dei dati";

/** /sicurezza: the operator's facts, grouped as a DPO's questionnaire asks them. */
export function SecurityPage({ facts }: { facts: OperatorFacts }) {
  const verified = verifiedOnText(facts);
  return (
    <PolicyLayout title={SECURITY_TITLE} updated={verified ?? "dati da confermare"}>
      <p>
        Per la piattaforma di segnalazione siamo responsabili del trattamento per conto dell'ente che la attiva, che ne
        è il titolare (art. 28 GDPR; art. 13 D.Lgs. 24/2023). Qui trovi come è fatta e dove sono i dati, come li
        dichiariamo nel contratto. Scarica l'<a href={DPA_PATH}>accordo sul trattamento dei dati (PDF)</a> e la{" "}
        <a href={DPIA_PATH}>scheda per la valutazione d'impatto (PDF)</a>.
      </p>
      {verified === null && (
        <p>
          <strong>Questi dati non sono ancora stati verificati dal gestore del servizio.</strong>
        </p>
      )}
      {factSections(facts).map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          <dl>
            {section.rows.map((row) => (
              <div key={row.label}>
                <dt className="mt-3 font-semibold text-slate-900">{row.label}</dt>
                <dd className="ms-0">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </PolicyLayout>
  );
}
