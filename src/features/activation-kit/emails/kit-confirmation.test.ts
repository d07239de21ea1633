import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../../config/load-site-config.ts";
import { kitConfirmationEmail } from "./kit-confirmation.ts";

describe("the kit's confirmation e-mail", () => {
  const link = { confirmationUrl: "https://www.esempio.it/conferma-indirizzo?t=prova", marketingAsked: true };

  it("says an unconfirmed request goes within 25 hours: the link's 24, then the hourly purge", async () => {
    const email = await kitConfirmationEmail(link, loadSiteConfig({}));
    expect(email.text).toContain(
      "Se la richiesta non è tua, ignora questa e-mail: senza la tua conferma non ti scriviamo altro e la richiesta, con le risposte, viene cancellata entro 25 ore dalla richiesta.",
    );
    expect(email.text).not.toMatch(/Se non sei stato tu|cancellata dopo 24 ore/);
  });

  it("says a ticked box is not yet a consent, that the page asks it with a box of its own, and the kit comes anyway", async () => {
    const email = await kitConfirmationEmail(link, loadSiteConfig({}));
    expect(email.text).toContain(
      "Nel modulo è stata selezionata anche la casella per ricevere per e-mail proposte commerciali sul nostro servizio: il consenso vale solo se, nella pagina che si apre dal link, selezioni anche una casella a parte prima di premere il pulsante. Il kit ti arriva anche se non la selezioni.",
    );
    expect(email.text).toContain("scrivendoci o rispondendo a una nostra e-mail");
    expect(email.text).not.toContain("è stato dato");
    expect(email.text).not.toContain("comunicazioni commerciali");
  });

  it("says what the kit is: a ZIP of Word files", async () => {
    const email = await kitConfirmationEmail(link, loadSiteConfig({}));
    expect(email.text).toContain(
      "ti inviamo subito il kit in un file ZIP allegato, con i documenti in formato Word (.docx).",
    );
  });

  it("links our own privacy policy in the footer (art. 14(3)(b) GDPR)", async () => {
    const site = loadSiteConfig({});
    const email = await kitConfirmationEmail({ ...link, marketingAsked: false }, site);
    expect(email.text).toContain(`Come trattiamo questo indirizzo: ${site.siteUrl}/privacy-policy`);
    expect(email.text).not.toContain("proposte commerciali");
  });
});
