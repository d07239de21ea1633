import { describe, expect, it } from "vitest";
import { forbiddenCharacters, noLinks } from "../../src/forms/messages.ts";
import { useServerPair } from "./support/server-pair.ts";
import { countRows, storedRows, testDialects } from "./support/test-databases.ts";
import { contactBody, orderBody, submit, testClock, whitepaperBody } from "./support/test-server.ts";

/** Issue 17, findings 13 and 2: what the reviewer sent, answered field by field, and nothing stored. */
const CASES = [
  ["contact", contactBody, "name", "Eve \u202egnp.exe\u202c", forbiddenCharacters("Il nome")],
  // A NUL anywhere in the body is refused before validation ("Richiesta non valida": forms-faults).
  ["contact", contactBody, "message", "Ciao\u0007\u001b[31m fine", forbiddenCharacters("Il messaggio")],
  ["whitepaper", whitepaperBody, "companyName", "ACME\u2066x\u2069", forbiddenCharacters("Il nome dell'azienda")],
  ["whitepaper", whitepaperBody, "firstName", "Mallory <x@evil.example>", noLinks("Il nome")],
  ["order", orderBody, "companyName", "Paga su http://evil.example/pay", noLinks("La denominazione")],
  ["order", orderBody, "contactName", "Eve Bcc: victim@evil.example", noLinks("Il nome del referente")],
  ["order", orderBody, "notes", "Bonifico \u202eNABI\u202c urgente", forbiddenCharacters("Il campo note")],
  // Security review 3, M1: the reproduction that reached the confirmation and the quote PDF.
  [
    "order",
    orderBody,
    "companyName",
    "Account sospeso: accedi su verifica-pagamenti.com entro oggi",
    noLinks("La denominazione"),
  ],
  [
    "order",
    orderBody,
    "contactName",
    "Chiama subito il +39 06 0000000 o vai su evil-login.com?id=1",
    noLinks("Il nome del referente"),
  ],
  ["order", orderBody, "street", "Via Roma 1, chiama il 06 1234 5678", noLinks("L'indirizzo", "phone")],
  ["whitepaper", whitepaperBody, "lastName", "Rossi IT60X0542811101000000123456", noLinks("Il cognome", "iban")],
  ["whitepaper", whitepaperBody, "companyName", "www\u200b.evil.com", forbiddenCharacters("Il nome dell'azienda")],
] as const;

describe.each(testDialects())("text rules at the API on %s", (dialect) => {
  const servers = useServerPair(dialect, testClock(), [
    "outbox",
    "contact_requests",
    "whitepaper_requests",
    "order_requests",
    "rate_limits",
  ]);

  it.each(CASES)("%s: %s %j → 400 with the field's message", async (form, body, field, value, message) => {
    const response = await submit(servers.app, form, body({ [field]: value }));
    expect([response.statusCode, response.json()]).toEqual([400, { errors: { [field]: message } }]);
    expect(await storedRows(servers.database)).toMatchObject({ contact: 0, whitepaper: 0, outbox: 0 });
    expect(await countRows(servers.database, "order_requests")).toBe(0);
  });

  it("keeps newlines and tabs in the message and the notes", async () => {
    expect((await submit(servers.app, "contact", contactBody({ message: "Riga 1\r\n\tRiga 2" }))).statusCode).toBe(201);
    expect((await submit(servers.app, "order", orderBody({ notes: "Riga 1\n\tRiga 2" }))).statusCode).toBe(201);
  });
});
