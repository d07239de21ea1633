import type { ReactNode } from "react";
import { BackLink, PageHeader } from "../../components/ui/page-header.tsx";
import { SMALL_UNDER_50_WHO } from "../../config/plans.ts";
import { service } from "../../config/service.ts";
import { DPA_PATH, TERMS_PATH } from "../../config/documents.ts";
import { CONTRACT_SENTENCE } from "./quote-data.ts";

/** /ordine. The form comes in as children: an island placed by the page. */
export function OrderPage({ children, mainTerms = null }: { children?: ReactNode; mainTerms?: string | null }) {
  return (
    <>
      <PageHeader
        back={<BackLink href="/#pricing">Torna ai piani e prezzi</BackLink>}
        title="Ordina online"
        intro={
          <>
            <p>
              Scegli il piano, inserisci i dati di fatturazione dell'ente e invia la richiesta d'ordine: appena confermi
              il tuo indirizzo dal link che ti inviamo per e-mail, ricevi la nostra offerta numerata, in PDF. Poi
              verifichiamo i dati e ti inviamo da firmare il contratto e l'accordo sul trattamento dei dati personali
              (art. 28 GDPR). {CONTRACT_SENTENCE} {service.activation.sentence}
            </p>
            <p className="mt-3 text-base">
              Small Business è per le organizzazioni da 50 a 99 lavoratori e anche per {SMALL_UNDER_50_WHO}. Da 250
              lavoratori il piano Enterprise è su preventivo, con tempi di attivazione concordati nell'offerta. Le
              organizzazioni del settore pubblico, comprese le società a controllo pubblico e in house, ricevono
              un'offerta su misura, utilizzabile nelle procedure dei contratti pubblici, e non usano questo modulo. In
              entrambi i casi{" "}
              <a className="link font-medium" href="/contatti">
                scrivici dalla pagina Contatti
              </a>
              .
            </p>
            <p className="mt-3 text-base">
              Vuoi vedere la piattaforma prima di ordinare?{" "}
              <a className="link font-medium" href="/demo">
                Prenota una demo
              </a>
              : mezz'ora in videochiamata con chi gestisce il servizio.
            </p>
            <p className="mt-3 text-base">
              {mainTerms !== null && <>Condizioni principali: {mainTerms} </>}
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
            <p className="mt-3 text-base">
              Durata, rinnovo, disdetta e termini di pagamento sono indicati nel contratto, che ricevi prima di firmare.
              Paghi solo dopo la firma, a fattura ricevuta. A fine contratto i dati delle segnalazioni sono restituiti o
              cancellati come stabilisce l'accordo sul trattamento dei dati (art. 28 GDPR). Il servizio è riservato a
              imprese, enti e professionisti: non si applica il diritto di recesso dei consumatori. Fino all'invio puoi
              correggere i dati nel modulo; dopo, rispondi all'e-mail con l'offerta. Offerta e contratto sono in
              italiano. Conserviamo il contratto firmato e te ne inviamo una copia, che puoi chiederci di nuovo quando
              vuoi. Non aderiamo a codici di condotta.
            </p>
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">{children}</div>
    </>
  );
}
