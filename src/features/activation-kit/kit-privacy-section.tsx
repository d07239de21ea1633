/** The privacy policy's part on the activation kit: the download keeps nothing, the e-mail is a form. */
export function KitPrivacySection({ retentionDays }: { retentionDays: number }) {
  return (
    <>
      <h3 id="kit-attivazione">Kit di attivazione</h3>
      <p>
        Per preparare il kit di attivazione non servono dati personali: bastano le risposte sull'obbligo, la
        denominazione dell'ente, gli indirizzi del sito e della piattaforma, gli uffici o i ruoli che gestiscono le
        segnalazioni e gli indirizzi e-mail di contatto dell'ente. Se scarichi i documenti, usiamo quello che indichi
        solo per prepararli nella stessa richiesta e te li restituiamo subito: non conserviamo né le risposte né i
        documenti e non li registriamo nei log. Se indichi comunque dati di una persona, per esempio un indirizzo e-mail
        nominativo, li trattiamo solo per il tempo della richiesta, per darti i documenti che hai chiesto (art. 6, par.
        1, lett. b GDPR se li chiedi per te, altrimenti il nostro legittimo interesse a rispondere alle richieste, lett.
        f). Come per i moduli, contiamo le richieste con l'impronta descritta qui sotto.
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
