import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../../config/load-site-config.ts";
import { kitConfirmationEmail } from "./kit-confirmation.ts";

describe("the kit's confirmation e-mail", () => {
  const link = { confirmationUrl: "https://www.esempio.it/conferma-indirizzo?t=prova", marketingAsked: true };

  it("says an unconfirmed request goes within 25 hours: the link's 24, then the hourly purge", async () => {
    const email = await kitConfirmationEmail(link, loadSiteConfig({}));
    expect(email.text).toContain(
      "Se la richiesta non è tua, ignora questa e-mail: senza la tua conferma non ti scriviamo altro e la richiesta, con le risposte, viene cancellata entro 25 ore dall'invio.",
    );
    expect(email.text).not.toMatch(/Se non sei stato tu|cancellata dopo 24 ore/);
  });

  it("says a ticked box is not yet a consent", async () => {
    const email = await kitConfirmationEmail(link, loadSiteConfig({}));
    expect(email.text).toContain(
      "Nel modulo è stata selezionata anche la casella del consenso a ricevere nostre comunicazioni commerciali: il consenso vale solo se lo confermi",
    );
    expect(email.text).not.toContain("è stato dato");
  });
});
