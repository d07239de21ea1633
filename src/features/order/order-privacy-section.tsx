import { site } from "../../config/site.ts";

/** The privacy policy's section on online orders: purpose, legal basis, data, retention, recipients. */
export function OrderPrivacySection() {
  const { order, retentionDays } = site;
  return (
    <section aria-labelledby="ordini-online">
      <h2 id="ordini-online">Ordini online</h2>
      <p>
        Quando ordini un piano dalla pagina <a href="/ordine">Ordina online</a> trattiamo i dati che inserisci per
        prepararti la proposta d'ordine, verificarla e inviarti il contratto da firmare.
      </p>
      <ul>
        <li>
          <strong>Dati</strong>: piano scelto e numero medio di lavoratori; ragione sociale, partita IVA, codice fiscale
          se diverso, indirizzo della sede legale, codice destinatario SDI o PEC; nome, email ed eventuale telefono del
          referente e le note che scrivi; la data e l'ora dell'ordine e la conferma di aver letto questa informativa.
        </li>
        <li>
          <strong>Base giuridica</strong>: misure precontrattuali adottate su richiesta dell'ente (art. 6, par. 1, lett.
          b GDPR). Senza questi dati non possiamo prepararti la proposta.
        </li>
        <li>
          <strong>Conservazione</strong>: l'ordine resta nel database del sito per {order.retentionDays} giorni dalla
          richiesta (più dei {retentionDays} giorni delle altre richieste, perché la proposta vale{" "}
          {order.quoteValidityDays} giorni e nel frattempo va firmato il contratto); poi una procedura automatica lo
          cancella. Le email con la proposta sono cancellate dal server dopo {retentionDays} giorni. Il contratto
          firmato e le fatture sono documenti contabili che conserviamo a parte, per il tempo previsto dalla legge (10
          anni, art. 2220 del codice civile).
        </li>
        <li>
          <strong>Destinatari</strong>: il fornitore di hosting del sito e del database e il fornitore del servizio di
          posta elettronica, nominati responsabili del trattamento (art. 28 GDPR); la fattura elettronica passa per il
          Sistema di Interscambio dell'Agenzia delle Entrate.
        </li>
      </ul>
    </section>
  );
}
