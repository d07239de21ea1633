export const DEMO_PRIVACY_ANCHOR = "modulo-demo";

/** This form's part of the privacy policy (art. 13 GDPR): what it collects, why, on what basis. */
export function DemoPrivacySection() {
  return (
    <>
      <h3 id={DEMO_PRIVACY_ANCHOR}>Prenota una demo</h3>
      <p>
        Nome, indirizzo e-mail e testo della richiesta inviata con il modulo «Prenota una demo», con la data e l'ora
        dell'invio e la conferma di aver letto questa informativa. Li usiamo per rispondere alla tua richiesta. Se
        scrivi per conto di un'impresa o di un ente, la base giuridica è il nostro legittimo interesse a rispondere alle
        richieste e a gestire i rapporti con potenziali clienti (art. 6, par. 1, lett. f GDPR); se sei tu la parte
        interessata al contratto, sono misure precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR).
      </p>
    </>
  );
}
