import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../../config/load-site-config.ts";
import { whitepaperDeliveryEmail } from "./whitepaper-delivery.ts";

describe("the whitepaper e-mail", () => {
  it("is a service message: no sales pitch to a visitor who may have declined marketing (art. 130 Codice privacy)", async () => {
    const email = await whitepaperDeliveryEmail({ consentUrl: null }, loadSiteConfig({}));
    expect(email.text).toContain("in allegato");
    expect(email.text).not.toMatch(/se vuoi attivare|piano|offerta|prezz/i);
  });
});
