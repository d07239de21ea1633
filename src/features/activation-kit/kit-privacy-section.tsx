/** The privacy policy's part on the activation kit: the download keeps nothing, the e-mail is a form. */
export function KitPrivacySection({ retentionDays }: { retentionDays: number }) {
  return (
    <>
      <h3 id="kit-attivazione">Kit di attivazione</h3>
      <p>
        Per preparare i documenti della pagina <a href="/kit-attivazione">Kit di attivazione</a> ci servono le risposte
        sul tuo ente: denominazione, sito, indirizzo della piattaforma, chi gestisce le segnalazioni e chi lo
        sostituisce, i recapiti per la privacy e dell'eventuale responsabile della protezione dei dati, rappresentanze
        sindacali e Organismo di Vigilanza. Per gestore e sostituto basta indicare un ufficio o un ruolo; se scrivi il
        nome di una persona o un indirizzo e-mail personale, trattiamo anche quei dati, solo per questo scopo. Se
        scarichi i documenti, il server li prepara in memoria e te li consegna subito: le risposte non vengono
        conservate né registrate nei log.
      </p>
      <p>
        Se invece chiedi di ricevere il kit per e-mail, conserviamo le stesse risposte con il tuo indirizzo e-mail, la
        data e l'ora della richiesta e la conferma di aver letto questa informativa, per inviarti i documenti e per
        ricevere noi l'avviso della richiesta; la richiesta resta nel database per {retentionDays} giorni, poi una
        procedura automatica la cancella. La base giuridica è la stessa della richiesta del whitepaper: il nostro
        legittimo interesse a rispondere a chi si informa sul servizio (art. 6, par. 1, lett. f GDPR) o, se lo chiedi
        per te come possibile cliente, misure precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR).
        La casella sulle comunicazioni commerciali funziona come per il whitepaper.
      </p>
    </>
  );
}
