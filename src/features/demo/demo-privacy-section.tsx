import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { PURGE_INTERVAL_MINUTES } from "../../config/retention.ts";
import type { SiteConfig } from "../../config/load-site-config.ts";
import { DEMO_RETENTION_AFTER_CALL_DAYS } from "./demo-retention.ts";

export const DEMO_PRIVACY_ANCHOR = "modulo-demo";

/** The demo booking's part of the privacy policy (art. 13 GDPR): what it collects, why, on what basis, how long. */
export function DemoPrivacySection(_props: { config: SiteConfig }) {
  return (
    <>
      <h3 id={DEMO_PRIVACY_ANCHOR}>Prenotazione di una demo</h3>
      <p>
        Quando prenoti una demo dalla pagina <a href="/demo">Prenota una demo</a> trattiamo il giorno e l'ora scelti,
        nome e cognome, il nome dell'organizzazione, l'indirizzo e-mail e, se li indichi, il telefono e il numero di
        lavoratori; la data e l'ora della prenotazione, la conferma di aver letto questa informativa e, se la annulli,
        quando e da chi è stata annullata. Li usiamo per fissare e svolgere la videochiamata, per mandarti l'invito, il
        promemoria del giorno prima e il link per annullarla, e per avvisare chi gestisce il servizio. Se prenoti per
        conto di un'impresa o di un ente, la base giuridica è il nostro legittimo interesse a presentare il servizio a
        chi lo valuta (art. 6, par. 1, lett. f GDPR); se sei tu la parte interessata al contratto, sono misure
        precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR). Senza nome, organizzazione ed e-mail
        non possiamo fissare la demo.
      </p>
      <p>
        Chiunque può scrivere nel modulo un indirizzo non suo: per questo le e-mail che mandiamo a quell'indirizzo
        (invito, promemoria, annullamento) contengono solo il nostro testo, il giorno e l'ora, il link della
        videochiamata e quello per annullare, mai il nome, l'organizzazione o altro che hai scritto; chi non ha
        prenotato può annullare con un clic. Per evitare che qualcuno occupi tutti gli orari, ogni indirizzo può avere
        una sola demo in attesa e ogni rete due: per contarle conserviamo con la prenotazione l'impronta della rete da
        cui è stata fatta (la stessa usata per i limiti di invio descritti in questa informativa, mai l'indirizzo IP)
        solo finché la videochiamata non è finita o la prenotazione non viene annullata: poi la cancelliamo, al più
        tardi
        {PURGE_INTERVAL_MINUTES} minuti dopo.
      </p>
      <p>
        La videochiamata si svolge sul servizio indicato nel link: quando ti colleghi, quel servizio tratta i dati del
        collegamento secondo la propria informativa. Dal sito non gli trasmettiamo nulla di ciò che scrivi nel modulo.
        Se selezioni la casella facoltativa sulle proposte commerciali, l'invito contiene anche un link per confermare
        il consenso, valido {CONFIRMATION_TTL_HOURS} ore: vale quanto scritto sopra sulle{" "}
        <a href="#comunicazioni-commerciali">comunicazioni commerciali</a>. La prenotazione, anche se annullata, resta
        nel database del sito fino a {DEMO_RETENTION_AFTER_CALL_DAYS} giorni dopo la data della demo, per poterti
        ricontattare dopo la videochiamata; poi una procedura automatica la cancella.
      </p>
    </>
  );
}

/** The bookings' row of the privacy policy's retention table. */
export function DemoRetentionRow(_props: { config: SiteConfig }) {
  return (
    <tr>
      <td>Prenotazioni delle demo, nel database del server</td>
      <td>
        {DEMO_RETENTION_AFTER_CALL_DAYS} giorni dopo la data della demo, anche se annullata; poi una procedura
        automatica le cancella
      </td>
    </tr>
  );
}
