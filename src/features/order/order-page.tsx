import type { ReactNode } from "react";
import { BackLink, PageHeader } from "../../components/ui/page-header.tsx";
import { service } from "../../config/service.ts";
import { DPA_PATH, TERMS_PATH } from "../trust/documents.ts";

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
              Scegli il piano, inserisci i dati di fatturazione dell'ente e ricevi subito via e-mail la proposta
              d'ordine numerata, con IVA, in PDF. Poi verifichiamo i dati e ti inviamo da firmare il contratto e
              l'accordo sul trattamento dei dati personali (art. 28 GDPR): l'ordine è confermato quando li firmi.{" "}
              {service.activation.sentence}
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
              Da 250 lavoratori il piano Enterprise è su preventivo. Gli enti pubblici acquistano con le procedure dei
              contratti pubblici, non con questo modulo. In entrambi i casi{" "}
              <a className="link font-medium" href="/contatti">
                scrivici dalla pagina Contatti
              </a>
              .
            </p>
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">{children}</div>
    </>
  );
}
