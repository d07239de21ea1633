import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../../config/load-site-config.ts";
import { whitepaperDeliveryEmail } from "./whitepaper-delivery.ts";

describe("the whitepaper e-mail", () => {
  it("is a service message: no sales pitch to a visitor who may have declined marketing (art. 130 Codice privacy)", async () => {
    const email = await whitepaperDeliveryEmail({ consentUrl: null }, loadSiteConfig({}));
    expect(email.text).toContain("in allegato");
    expect(email.text).not.toMatch(/se vuoi attivare|piano|offerta|preventivo|prezz/i);
  });

  it("does not say the visitor asked for it, and links our own privacy policy (art. 14(3)(b) GDPR)", async () => {
    const site = loadSiteConfig({});
    const email = await whitepaperDeliveryEmail({ consentUrl: null }, site);
    expect(email.html).toContain("Il whitepaper sul D.Lgs. 24/2023 richiesto dal nostro sito è in allegato");
    expect(email.html).not.toContain("che hai richiesto");
    expect(email.text).toContain(`Come trattiamo questo indirizzo: ${site.siteUrl}/privacy-policy`);
  });

  it("says the box was ticked, that the consent needs the link, and what happens without it", async () => {
    const url = "https://www.esempio.it/conferma-indirizzo?t=prova";
    const email = await whitepaperDeliveryEmail({ consentUrl: url }, loadSiteConfig({}));
    expect(email.text).toContain("ecco il whitepaper richiesto sul D.Lgs. 24/2023");
    expect(email.text).toContain(
      "Nel modulo è stata selezionata anche la casella per ricevere per e-mail proposte commerciali sul nostro servizio: il consenso vale solo se lo confermi. Per confermarlo apri questo link entro 24 ore:",
    );
    expect(email.text).toContain("Se non lo confermi, non ti invieremo proposte commerciali.");
    expect(email.text).toContain("scrivendoci o rispondendo a questa e-mail");
    expect(email.text).not.toMatch(/è stato dato|grazie per aver richiesto/);
  });
});
