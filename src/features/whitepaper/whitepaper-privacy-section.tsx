import { CONFIRMATION_TTL_HOURS } from "../../config/address-confirmation.ts";

export const WHITEPAPER_PRIVACY_ANCHOR = "richiesta-whitepaper";

/** The whitepaper request's part of the privacy policy (art. 13 GDPR), with the marketing consent. */
export function WhitepaperPrivacySection() {
  return (
    <>
      <h3 id={WHITEPAPER_PRIVACY_ANCHOR}>Richiesta del whitepaper</h3>
      <p>
        Nome, cognome, nome dell'azienda e indirizzo e-mail, con la data e l'ora della richiesta. Li usiamo per inviarti
        il whitepaper che hai richiesto e per ricevere noi l'avviso della richiesta. Se lo chiedi per conto di
        un'impresa o di un ente, la base giuridica è il nostro legittimo interesse a rispondere alle richieste di chi si
        informa sul servizio (art. 6, par. 1, lett. f GDPR); se lo chiedi per te, come possibile cliente (per esempio
        come professionista o ditta individuale), sono misure precontrattuali adottate su tua richiesta (art. 6, par. 1,
        lett. b GDPR).
      </p>
      <p id="comunicazioni-commerciali">
        Se selezioni la casella facoltativa sulle proposte commerciali, l'e-mail con il whitepaper contiene un link per
        confermare il consenso, valido {CONFIRMATION_TTL_HOURS} ore: il consenso vale solo dopo la conferma, così
        nessuno può darlo a tuo nome scrivendo il tuo indirizzo nel modulo. Dopo la conferma possiamo inviarti per
        e-mail proposte commerciali sul nostro servizio: la base giuridica è il tuo consenso (art. 6, par. 1, lett. a
        GDPR e art. 130 del Codice privacy, D.Lgs. 196/2003), che puoi revocare in ogni momento, senza spiegazioni,
        scrivendoci o rispondendo a una nostra e-mail, senza pregiudicare la liceità del trattamento precedente. Puoi
        anche opporti in qualsiasi momento al trattamento per finalità di marketing diretto (art. 21, par. 2 GDPR). Se
        non selezioni la casella, o non confermi, non ti inviamo proposte commerciali.
      </p>
    </>
  );
}
