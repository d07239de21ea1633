import type { SiteConfig } from "../../../config/load-site-config.ts";
import type { OperatorFacts } from "../../../config/operator-facts.ts";
import { PolicyLayout } from "../legal/policy-layout.tsx";
import { DPA_PATH } from "../../../config/documents.ts";
import { verifiedOnText } from "../../../features/trust/facts-sections.ts";
import { termsClauses } from "../../../features/trust/terms.ts";

export const TERMS_TITLE = "Condizioni del servizio";

/** /condizioni-del-servizio: the B2B terms, numbered, with the clauses of art. 1341 c.2 c.c. named. */
export function TermsPage({ config, facts }: { config: SiteConfig; facts: OperatorFacts }) {
  const clauses = termsClauses(config, facts);
  const approval = clauses.flatMap((clause, index) =>
    clause.specificApproval ? [`art. ${index + 1} (${clause.specificApproval})`] : [],
  );
  return (
    <PolicyLayout title={TERMS_TITLE} updated={verifiedOnText(facts) ?? "condizioni da confermare"}>
      <p>
        Queste sono le condizioni generali del contratto che ti inviamo da firmare, con l'
        <a href={DPA_PATH}>accordo sul trattamento dei dati (PDF)</a>. Prevale ciò che le parti firmano.
      </p>
      {clauses.map((clause, index) => (
        <section key={clause.id} aria-labelledby={`art-${clause.id}`}>
          <h2 id={`art-${clause.id}`}>
            {index + 1}. {clause.title}
          </h2>
          {clause.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {approval.length > 0 && (
        <section aria-labelledby="approvazione-specifica">
          <h2 id="approvazione-specifica">Clausole da approvare specificamente</h2>
          <p>
            Queste clausole hanno effetto solo se l'ente le approva specificamente per iscritto (artt. 1341 e 1342
            c.c.): {approval.join("; ")}. Questa pagina non raccoglie l'approvazione: il contratto che ti inviamo
            riporta, dopo le firme, un riquadro che elenca le clausole per numero e titolo, e il legale rappresentante
            lo firma una seconda volta, a mano oppure con una seconda firma digitale distinta da quella sul contratto.
          </p>
        </section>
      )}
    </PolicyLayout>
  );
}
