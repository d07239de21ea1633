import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConfirmationCard } from "./order-form-parts.tsx";
import { orderMessages } from "./schema.ts";

const card = (notice: string | null) =>
  renderToStaticMarkup(
    <ConfirmationCard
      number="2026-0007"
      email="info@azienda-esempio.it"
      quote="/api/order/quote?t=x"
      kit="/kit-attivazione"
      notice={notice}
      contractDays={2}
    />,
  ).replace(/<[^>]+>/g, " ");

describe("the order's confirmation card", () => {
  it("tells the customer to open the e-mail we sent, as a rule", () => {
    expect(card(null)).toContain("Ti abbiamo scritto a");
    expect(card(null)).not.toContain(orderMessages.mailboxCapped.slice(0, 40));
  });

  it("says no e-mail was sent when the mailbox was past its daily cap (fresh security read 7, M1)", () => {
    const text = card(orderMessages.mailboxCapped);
    expect(text).toContain("per ora non ti inviamo e-mail");
    expect(text).toContain("Ti ricontattiamo noi");
    expect(text).not.toContain("Ti abbiamo scritto");
    expect(text).not.toContain("apri il link nell");
    expect(text).toContain("Richiesta ricevuta: preventivo n. 2026-0007");
  });
});
