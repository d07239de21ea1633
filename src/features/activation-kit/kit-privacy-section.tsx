import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";
import { UNCONFIRMED_DELETED_WITHIN_HOURS } from "../../config/retention.ts";

/** The privacy policy's part on the activation kit: the download keeps nothing, the e-mail is a form. */
export function KitPrivacySection({
  retentionDays,
  mailboxRetentionMonths,
}: {
  retentionDays: number;
  /** How long the operator's mailbox keeps the forms' e-mails (privacy.mailboxRetentionMonths). */
  mailboxRetentionMonths: number;
}) {
  const mailbox = `${mailboxRetentionMonths} ${mailboxRetentionMonths === 1 ? "mese" : "mesi"}`;
  return (
    <>
      <h3 id="kit-attivazione">Kit di attivazione</h3>
      <p>
        Per preparare il kit di attivazione non servono dati personali: bastano le risposte sull'obbligo, la
        denominazione dell'ente, gli indirizzi del sito e della piattaforma, gli uffici o i ruoli che gestiscono le
        segnalazioni e indirizzi e-mail di ruolo dell'ente (per esempio privacy@ o dpo@). Se scarichi i documenti,
        usiamo quello che indichi solo per prepararli nella stessa richiesta e li ricevi subito: non conserviamo né le
        risposte né i documenti e non li registriamo nei log. Come per i moduli, contiamo le richieste con l'impronta
        descritta qui sotto.
      </p>
      <p>
        Se indichi comunque dati di una persona, per esempio il nome del gestore o un indirizzo e-mail nominativo del
        DPO, sono dati personali di quella persona: li usiamo solo per preparare e, se lo chiedi, inviarti i documenti,
        sulla base del legittimo interesse nostro e della tua organizzazione a preparare i documenti richiesti (art. 6,
        par. 1, lett. f GDPR). Se sono i tuoi dati e chiedi il kit per te, come possibile cliente (per esempio come
        professionista o ditta individuale), sono misure precontrattuali adottate su tua richiesta (art. 6, par. 1,
        lett. b GDPR). Indica dati di altre persone solo se la tua organizzazione può comunicarceli per questo scopo;
        quelle persone hanno gli stessi diritti descritti in questa informativa.
      </p>
      <p>
        Se invece chiedi di ricevere il kit per e-mail, conserviamo le risposte che servono a preparare i documenti,
        compresi gli eventuali nomi e indirizzi di persone, con il tuo indirizzo e-mail, la data e l'ora della richiesta
        e la conferma di aver letto questa informativa, per inviarti i documenti e per ricevere noi l'avviso della
        richiesta. Prima del kit ti scriviamo un'e-mail con un testo standard, senza nessuna delle risposte, con un link
        per confermare che l'indirizzo è tuo e che la richiesta è tua: il link vale {CONFIRMATION_TTL_HOURS} ore e si
        usa una sola volta. Solo dopo la conferma prepariamo e ti inviamo il kit. Se non confermi entro{" "}
        {CONFIRMATION_TTL_HOURS} ore, una procedura automatica, che gira ogni ora, cancella la richiesta con le risposte
        entro l'ora successiva, quindi entro {UNCONFIRMED_DELETED_WITHIN_HOURS} ore dalla richiesta; se confermi, la
        richiesta resta nel database per {retentionDays} giorni, poi la stessa procedura la cancella. I documenti sono
        preparati di nuovo al momento dell'invio e non sono conservati sul server. L'avviso della richiesta ci arriva
        subito, prima della conferma, e non contiene le altre risposte né i documenti, ma solo la denominazione e il
        tipo di ente, il tuo indirizzo, la data della richiesta e la tua scelta sulle proposte commerciali. Se confermi,
        resta nella nostra casella di posta per {mailbox}; se non confermi, lo cancelliamo dalla casella quando la
        richiesta viene cancellata dal database, controllando ogni giorno lavorativo. La base giuridica è la stessa
        della richiesta del whitepaper: il nostro legittimo interesse a rispondere a chi si informa sul servizio (art.
        6, par. 1, lett. f GDPR) o, se lo chiedi per te come possibile cliente, misure precontrattuali adottate su tua
        richiesta (art. 6, par. 1, lett. b GDPR).
      </p>
      <p>
        La casella sulle proposte commerciali è facoltativa e non selezionata: ti inviamo per e-mail proposte
        commerciali sul nostro servizio solo se la selezioni e poi, nella pagina che si apre dal link, confermi il
        consenso con una casella a parte. Il kit ti arriva anche se non confermi il consenso. Base giuridica, revoca e
        conservazione sono quelle <a href="#comunicazioni-commerciali">descritte per il whitepaper</a> (consenso, art.
        6, par. 1, lett. a GDPR e art. 130 del Codice privacy).
      </p>
    </>
  );
}
