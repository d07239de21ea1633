import type { ReactNode } from "react";
import { BackLink, PageHeader } from "../../components/ui/page-header.tsx";
import { service } from "../../config/service.ts";
import { DPA_PATH, TERMS_PATH } from "../../config/documents.ts";
import { CONTRACT_SENTENCE, PUBLIC_CONTRACT_SENTENCE, workingDays } from "./quote-data.ts";

/** Who pays when, where the operator's terms are not configured (B4: a public body never in advance). */
export const PAYMENT_IN_SHORT =
  "Un'organizzazione privata paga dopo la firma, a fattura ricevuta; a un ente pubblico non chiediamo pagamenti anticipati: paga dopo il servizio reso, a fattura elettronica ricevuta, nei termini dell'art. 4 D.Lgs. 231/2002.";

/** The one sentence before the form (issue 26): the quote at once, no commitment until the contract is signed. */
export const ORDER_INTRO = "Ricevi subito il nostro preventivo in PDF: nessun impegno finché non firmi il contratto.";

/**
 * 'Come funziona l'ordine': the steps, the main terms and what art. 12 D.Lgs. 70/2003 asks before
 * an order is sent (steps, correcting errors, language, the signed contract kept, codes of
 * conduct), closed under the one sentence so the form comes first. The steps are the whole
 * timeline (issue 26): the quote at once, the contract within the operator's working days, the
 * payment, the platform ready within service.activation's hours, each figure from its config.
 */
function HowOrderingWorks({
  mainTerms,
  contractDays,
  acnQualified,
}: {
  mainTerms: string | null;
  contractDays: number | null;
  acnQualified: boolean;
}) {
  const within = workingDays(contractDays);
  return (
    <details className="mt-3 rounded-xl border border-slate-200 bg-white px-4 py-2 text-base text-slate-700">
      <summary className="cursor-pointer py-1 font-semibold text-brand-800">Come funziona l'ordine</summary>
      <div className="space-y-3 pt-2 pb-2">
        <ol className="list-decimal space-y-1 ps-5">
          <li>Indichi il numero medio di lavoratori: il modulo ti mostra il piano e il prezzo.</li>
          <li>
            Invii la richiesta e scarichi subito il preventivo; appena confermi il tuo indirizzo dal link che ti inviamo
            per e-mail, ricevi il nostro preventivo numerato, in PDF, anche nella tua casella.
          </li>
          <li>
            {/* Issue 27: a public body signs no contract of ours; PUBLIC_CONTRACT_SENTENCE says how it stipulates. */}
            Verifichiamo i dati e{within === null ? " " : `, entro ${within} dalla conferma del tuo indirizzo, `}se sei
            un'organizzazione privata ti inviamo da firmare il contratto e l'accordo sul trattamento dei dati personali
            (art. 28 GDPR). {CONTRACT_SENTENCE} {PUBLIC_CONTRACT_SENTENCE}
          </li>
          <li>{PAYMENT_IN_SHORT}</li>
          <li>{service.activation.sentence}</li>
        </ol>
        <h2 className="font-semibold text-slate-900">In breve</h2>
        <p>
          {mainTerms !== null && <>Condizioni principali: {mainTerms} </>}Durata, rinnovo, disdetta e termini di
          pagamento sono indicati nel contratto, che ricevi prima di firmare. A fine contratto i dati delle segnalazioni
          sono restituiti o cancellati come stabilisce l'accordo sul trattamento dei dati (art. 28 GDPR).
        </p>
        <p>
          Small Business è per le organizzazioni da 50 a 99 lavoratori e per quelle con meno di 50 che sono obbligate.
          Da 250 lavoratori il piano Enterprise è su preventivo, con tempi di attivazione concordati: chiedilo dalla{" "}
          <a className="link font-medium" href="/contatti?piano=enterprise">
            pagina Contatti
          </a>
          .{" "}
          {acnQualified
            ? "Gli enti del settore pubblico, comprese le società a controllo pubblico e in house, ordinano con questo modulo:"
            : "Gli enti del settore pubblico che possono acquistarlo ordinano con questo modulo:"}{" "}
          scegli «Ente pubblico» e indica il codice univoco ufficio per la fattura elettronica (o, per una società che
          non è nell'IPA, il codice destinatario SDI) e il CIG, se l'hai già: serve prima del contratto e della fattura,
          e puoi comunicarcelo anche dopo. Come si acquista nelle procedure dei contratti pubblici:{" "}
          <a className="link font-medium" href="/enti-pubblici">
            per gli enti pubblici
          </a>
          .
        </p>
        <p>
          Il servizio è riservato a imprese, enti e professionisti: non si applica il diritto di recesso dei
          consumatori. Fino all'invio puoi correggere i dati nel modulo; dopo, rispondi all'e-mail con il preventivo.
          Preventivo e contratto sono in italiano. Conserviamo il contratto firmato e te ne inviamo una copia, che puoi
          chiederci di nuovo quando vuoi. Non aderiamo a codici di condotta.
        </p>
        <p>
          Leggi le{" "}
          <a className="link font-medium" href={TERMS_PATH}>
            condizioni del servizio
          </a>{" "}
          e l'
          <a className="link font-medium" href={DPA_PATH}>
            accordo sul trattamento dei dati (PDF)
          </a>
          .
        </p>
      </div>
    </details>
  );
}

/** /ordine: one sentence, 'Come funziona l'ordine' closed, then the form (an island placed by the page). */
export function OrderPage({
  children,
  mainTerms = null,
  contractDays = null,
  acnQualified = false,
}: {
  children?: ReactNode;
  mainTerms?: string | null;
  /** Working days from the confirmed request to our contract (operator-facts terms.contractBusinessDays). */
  contractDays?: number | null;
  /** Whether the facts declare the service's ACN qualification (publicProcurement.acnQualification; buyer read H1). */
  acnQualified?: boolean;
}) {
  return (
    <>
      <PageHeader
        back={<BackLink href="/#pricing">Torna ai piani e prezzi</BackLink>}
        title="Ordina online"
        intro={
          <>
            {/* At a desk it is the page's largest text, painted before the cookie banner (its LCP). */}
            <p className="lg:text-xl">{ORDER_INTRO}</p>
            <HowOrderingWorks mainTerms={mainTerms} contractDays={contractDays} acnQualified={acnQualified} />
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        {children}
        {/* After the form: on a phone its first field stays in the first screen, under the cookie banner's top. */}
        <p className="mt-8 text-base text-slate-700">
          Vuoi vedere la piattaforma prima di ordinare?{" "}
          <a className="link font-medium" href="/demo">
            Prenota una demo
          </a>
          .
        </p>
      </div>
    </>
  );
}
