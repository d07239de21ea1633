import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { UNCONFIRMED_DELETED_WITHIN_HOURS } from "../../config/retention.ts";
import type { SiteConfig } from "../../config/load-site-config.ts";
import { QUOTE_LINK_TTL_HOURS } from "./quote-data.ts";

/** The privacy policy's part on online orders: purpose, legal basis, data, retention, recipients. */
export function OrderPrivacySection({ config }: { config: SiteConfig }) {
  const { order, retentionDays } = config;
  const months = config.privacy.mailboxRetentionMonths;
  const mailbox = `${months} ${months === 1 ? "mese" : "mesi"}`;
  return (
    <>
      <h3 id="ordini-online">Ordine online</h3>
      <p>
        Quando chiedi un preventivo dalla pagina <a href="/ordine">Ordina online</a> trattiamo il numero medio di
        lavoratori (da cui segue il piano); se l'ente è privato o pubblico; ragione sociale o denominazione, partita IVA
        o codice fiscale; per un ente pubblico il codice univoco ufficio o, per una società che non è nell'IPA, il
        codice destinatario SDI, il CIG se lo indichi e la scissione dei pagamenti; se li indichi, indirizzo della sede
        legale, codice destinatario SDI o PEC; nome, indirizzo e-mail ed eventuale telefono del referente e le note che
        scrivi; la data e l'ora della richiesta e la versione di questa informativa, che il modulo ti indica accanto al
        pulsante di invio. Li usiamo per prepararti il preventivo, verificare i dati e inviarti il contratto da firmare.
        Subito dopo l'invio puoi scaricare il preventivo dalla pagina di conferma, con un link valido{" "}
        {QUOTE_LINK_TTL_HOURS} ore che riceve solo il tuo browser. Per e-mail il preventivo, che riporta i dati del
        modulo, ti arriva solo dopo che hai confermato il tuo indirizzo con il link che ti inviamo subito dopo l'invio
        (vale {CONFIRMATION_TTL_HOURS} ore): la prima e-mail è un testo standard, con il solo numero della richiesta. Se
        scrivi per conto di un'impresa o di un ente, la base giuridica è il nostro legittimo interesse a gestire la
        richiesta dell'ente per cui operi (art. 6, par. 1, lett. f GDPR); se sei tu la parte interessata al contratto
        (per esempio come professionista o ditta individuale), sono misure precontrattuali adottate su tua richiesta
        (art. 6, par. 1, lett. b GDPR). Senza questi dati non possiamo prepararti il preventivo.
      </p>
      <p>
        Se confermi l'indirizzo, la richiesta d'ordine resta nel database del sito per {order.retentionDays} giorni (più
        dei {retentionDays} giorni delle altre richieste, perché il preventivo vale {order.quoteValidityDays} giorni e
        nel frattempo va firmato il contratto); poi una procedura automatica la cancella. Se non lo confermi entro{" "}
        {CONFIRMATION_TTL_HOURS} ore non ti scriviamo altro, e la stessa procedura cancella la richiesta entro{" "}
        {UNCONFIRMED_DELETED_WITHIN_HOURS} ore dall'invio, con le e-mail collegate e il preventivo in PDF che il server
        tiene in memoria per il link della pagina di conferma. Fa eccezione la richiesta che registriamo quando al tuo
        indirizzo abbiamo già inviato il numero massimo di e-mail (come descritto in{" "}
        <a href="#protezione-moduli">Protezione dei moduli dagli abusi</a>): non ti mandiamo il link, ti ricontattiamo
        noi, e la richiesta resta per {order.retentionDays} giorni. L'avviso della richiesta, con il preventivo, ci
        arriva subito, prima della conferma: se confermi, o nel caso appena descritto, resta nella nostra casella di
        posta per {mailbox}; se non confermi, lo cancelliamo dalla casella quando la richiesta viene cancellata dal
        database, controllando ogni giorno lavorativo. Il contratto firmato e le fatture sono documenti contabili che
        conserviamo a parte, per il tempo previsto dalla legge (10 anni, art. 2220 del codice civile): per il contratto
        la base giuridica è la sua esecuzione (art. 6, par. 1, lett. b GDPR) o, per i dati del referente di un ente, il
        nostro legittimo interesse (art. 6, par. 1, lett. f GDPR); per la conservazione delle scritture contabili un
        obbligo di legge (art. 6, par. 1, lett. c GDPR). I dati della richiesta arrivano anche al fornitore di hosting e
        al fornitore del servizio e-mail indicati più sotto; i destinatari dei dati degli ordini confermati sono
        elencati nella sezione sui destinatari.
      </p>
    </>
  );
}

/** The orders' rows of the retention table: the request, then the accounting records it may become. */
export function OrderRetentionRow({ config }: { config: SiteConfig }) {
  return (
    <>
      <tr>
        <td>
          Richieste d'ordine online con l'indirizzo confermato o registrate oltre il limite di e-mail per indirizzo, nel
          database del server
        </td>
        <td>{config.order.retentionDays} giorni dalla richiesta; poi una procedura automatica le cancella</td>
      </tr>
      <tr>
        <td>Contratti firmati e fatture degli ordini confermati</td>
        <td>10 anni, come documenti contabili (art. 2220 del codice civile)</td>
      </tr>
    </>
  );
}
