export const CONTACT_PRIVACY_ANCHOR = "modulo-contatto";

/** The contact form's part of the privacy policy (art. 13 GDPR). */
export function ContactPrivacySection() {
  return (
    <>
      <h3 id={CONTACT_PRIVACY_ANCHOR}>Modulo di contatto</h3>
      <p>
        Nome, indirizzo e-mail e testo del messaggio, con la data e l'ora dell'invio e la conferma di aver letto questa
        informativa. Li usiamo per rispondere al tuo messaggio e alle richieste di informazioni o di preventivo. Se
        scrivi per conto di un'impresa o di un ente, la base giuridica è il nostro legittimo interesse a rispondere alle
        richieste e a gestire i rapporti con potenziali clienti (art. 6, par. 1, lett. f GDPR); se sei tu la parte
        interessata al contratto (per esempio come professionista o ditta individuale), sono misure precontrattuali
        adottate su tua richiesta (art. 6, par. 1, lett. b GDPR).
      </p>
    </>
  );
}
