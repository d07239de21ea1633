import { describe, expect, it } from "vitest";
import { confirmationPageCopy, renderConfirmationPage } from "./confirmation-page.ts";

const ask = { kind: "ask", token: "t", text: "Testo", button: "Conferma" } as const;

describe("the confirmation page (DPO read of issue 25)", () => {
  it("under a consent, says how to withdraw it and links the policy's part on it (art. 7(3), recital 42)", () => {
    const html = renderConfirmationPage({ ...ask, marketingChoice: "Confermo il consenso", consent: true });
    expect(html).toContain('aria-describedby="conferma-consenso-nota"');
    expect(html).toContain('id="conferma-consenso-nota"');
    expect(html).toContain("Puoi revocarlo in qualsiasi momento, senza spiegazioni, scrivendoci o rispondendo");
    expect(html).toContain('href="/privacy-policy#comunicazioni-commerciali"');
    // The whitepaper's page has no box of its own: the note still follows its text.
    const whitepaper = renderConfirmationPage({ ...ask, consent: true });
    expect(whitepaper).not.toContain('type="checkbox"');
    expect(whitepaper).toContain('href="/privacy-policy#comunicazioni-commerciali"');
  });

  it("without a consent, has no note and no link", () => {
    const html = renderConfirmationPage(ask);
    expect(html).not.toContain("conferma-consenso-nota");
    expect(html).not.toContain("privacy-policy");
  });

  it("blames no one for a refusal it cannot attribute, and promises no wait it cannot know", () => {
    const { limited, expired, used } = confirmationPageCopy.refused;
    expect(limited.text).toContain("dalla rete da cui ti colleghi, anche da altri utenti della stessa rete");
    expect(limited.text).toContain("se nel frattempo il link è scaduto, invia una nuova richiesta dal sito");
    expect(limited.text).not.toMatch(/qualche minuto|tua connessione/);
    expect(expired.text).toContain("può anche essere stata cancellata");
    expect(used.text).toContain("la conferma è già registrata");
    expect(used.text).not.toContain("l'indirizzo risulta confermato");
  });
});
