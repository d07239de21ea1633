import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { PURGE_INTERVAL_MINUTES } from "../../config/retention.ts";
import type { SiteConfig } from "../../config/load-site-config.ts";
import type { OperatorFacts } from "../../config/operator-facts-schema.ts";
import type { CallProvider } from "../../config/demo-availability.ts";
import { DEMO_RETENTION_AFTER_CALL_DAYS } from "./demo-retention.ts";

export const DEMO_PRIVACY_ANCHOR = "modulo-demo";

/** The demo booking's part of the privacy policy (art. 13 GDPR): what it collects, why, on what basis, how long. */
/** Where the call happens, who processes it and in what role (art. 13(1)(e)-(f) GDPR; DPO demo review A1). */
export function callSentence(facts: OperatorFacts): string {
  if (!facts.demo) {
    return "Le prenotazioni non sono aperte: prima di aprirle indichiamo qui il servizio su cui si svolge la videochiamata.";
  }
  const call: CallProvider | undefined = facts.demo.callProvider;
  if (!call) return "La videochiamata si svolge su un servizio (da configurare).";
  const data = "l'indirizzo IP, il nome che indichi collegandoti, l'audio e il video";
  const role =
    call.role === "responsabile"
      ? `che per la videochiamata tratta per nostro conto, come responsabile del trattamento (art. 28 GDPR), ${data}.`
      : `che tratta ${data} come titolare autonomo del trattamento, secondo la propria informativa.`;
  const transfer = call.transferSafeguard
    ? ` Il trasferimento dei dati fuori dallo Spazio economico europeo avviene sulla base di ${call.transferSafeguard}.`
    : "";
  // How long the processor keeps the connection's logs (DPO re-read B9); a controller says it itself.
  const logs =
    call.logRetentionDays === undefined
      ? ""
      : ` Conserva i dati di collegamento (indirizzo IP, nome indicato, orari) per ${call.logRetentionDays} ${call.logRetentionDays === 1 ? "giorno" : "giorni"}; l'audio e il video non vengono conservati.`;
  return `La videochiamata si svolge su ${call.name} (${call.country}), ${role}${transfer}${logs} Non registriamo la videochiamata. Dal sito non trasmettiamo al servizio nulla di ciò che scrivi nel modulo.`;
}

/** The copies outside the database: the operator's mailbox and calendar (DPO demo review B3). */
function copiesSentence(config: SiteConfig, facts: OperatorFacts): string {
  const months = config.privacy.mailboxRetentionMonths;
  // As short as the booking's own 30 days after the call (DPO re-read B7): the notices hold the
  // same data; only what the visitor writes to us is kept as other correspondence.
  const mailbox = `Gli avvisi della prenotazione e dell'eventuale annullamento che riceviamo per e-mail, con l'invito per il nostro calendario, li cancelliamo dalla nostra casella entro ${DEMO_RETENTION_AFTER_CALL_DAYS} giorni dalla data della demo, come la prenotazione; la corrispondenza che ci scrivi tu resta per ${months} ${months === 1 ? "mese" : "mesi"} dalla ricezione`;
  const calendar = facts.demo?.calendar;
  return calendar
    ? `${mailbox}; l'appuntamento nel nostro calendario (${calendar.name}, ${calendar.country}${calendar.transferSafeguard ? `, con trasferimento fuori dallo Spazio economico europeo sulla base di ${calendar.transferSafeguard}` : ""}), che riporta il tuo nome e il tuo indirizzo e-mail, lo cancelliamo entro ${calendar.deleteAfterDays} giorni dalla demo.`
    : `${mailbox}.`;
}

export function DemoPrivacySection({ config, facts = {} }: { config: SiteConfig; facts?: OperatorFacts }) {
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
        chi lo valuta (art. 6, par. 1, lett. f GDPR); se sei tu la parte interessata al contratto (per esempio come
        professionista o ditta individuale), sono misure precontrattuali adottate su tua richiesta (art. 6, par. 1,
        lett. b GDPR). Senza nome, organizzazione ed e-mail non possiamo fissare la demo.
      </p>
      <p>
        Chiunque può scrivere nel modulo un indirizzo non suo: per questo le e-mail che mandiamo a quell'indirizzo
        (invito, promemoria, annullamento) contengono solo il nostro testo, il giorno e l'ora, il link della
        videochiamata e quello per annullare, mai il nome, l'organizzazione o altro che hai scritto; chi non ha
        prenotato può annullare con un clic. Per evitare che qualcuno occupi tutti gli orari, ogni indirizzo e-mail può
        avere una sola demo in attesa; ogni indirizzo IPv4 o rete IPv6 /64 al massimo due; i blocchi IPv6 più ampi che
        un fornitore assegna a un solo cliente al massimo quattro (/56) e otto (/48). Per contarle conserviamo con la
        prenotazione i primi tre caratteri dell'impronta, calcolata con una chiave segreta come per i limiti di invio
        descritti in questa informativa, del tuo indirizzo IPv4 o della tua rete /64 e dei blocchi /56 e /48 che la
        contengono: non l'indirizzo IP. Da soli non permettono di ricavarlo, ma collegati alla prenotazione restano un
        dato personale pseudonimizzato. Li conserviamo solo finché la videochiamata non è finita o la prenotazione non
        viene annullata: poi li cancelliamo, al più tardi {PURGE_INTERVAL_MINUTES} minuti dopo.
      </p>
      <p>
        {callSentence(facts)} Se selezioni la casella facoltativa sulle proposte commerciali, l'invito contiene anche un
        link per confermare il consenso, valido {CONFIRMATION_TTL_HOURS} ore: vale quanto scritto sopra sulle{" "}
        <a href="#comunicazioni-commerciali">comunicazioni commerciali</a>. La prenotazione, anche se annullata, resta
        nel database del sito fino a {DEMO_RETENTION_AFTER_CALL_DAYS} giorni dopo la data della demo, per rispondere
        alle domande o alle richieste che ci fai sulla prenotazione o sulla videochiamata (con la stessa base giuridica
        indicata sopra); poi una procedura automatica la cancella. Non la usiamo per ricontattarti di nostra iniziativa
        né per inviarti proposte commerciali, che ricevi solo se hai confermato il consenso.{" "}
        {copiesSentence(config, facts)}
      </p>
    </>
  );
}

/** The bookings' row of the privacy policy's retention table. */
export function DemoRetentionRow({ facts = {} }: { config: SiteConfig; facts?: OperatorFacts }) {
  const calendar = facts.demo?.calendar;
  return (
    <>
      <tr>
        <td>Prenotazioni delle demo, nel database del server</td>
        <td>
          {DEMO_RETENTION_AFTER_CALL_DAYS} giorni dopo la data della demo, anche se annullata; poi una procedura
          automatica le cancella
        </td>
      </tr>
      <tr>
        <td>Avvisi delle prenotazioni e degli annullamenti delle demo nella nostra casella di posta</td>
        <td>Cancellati entro {DEMO_RETENTION_AFTER_CALL_DAYS} giorni dalla data della demo</td>
      </tr>
      {calendar && (
        <tr>
          <td>Appuntamenti delle demo nel nostro calendario ({calendar.name})</td>
          <td>Cancellati entro {calendar.deleteAfterDays} giorni dalla data della demo</td>
        </tr>
      )}
    </>
  );
}
