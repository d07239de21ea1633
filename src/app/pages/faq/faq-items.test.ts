import { describe, expect, it } from "vitest";
import { faqItems } from "./faq-items.ts";

const answer = (id: string) =>
  faqItems()
    .find((item) => item.id === id)
    ?.answer.join(" ") ?? "";

describe("FAQ answers", () => {
  // CE-4: an anonymous reporter later identified is protected under the conditions of art. 16.
  it("answers on anonymous reports with art. 16, comma 4", () => {
    expect(answer("anonimato")).toContain(
      "le tutele del decreto si applicano alle condizioni dell'art. 16 (art. 16, comma 4)",
    );
  });

  // CO-2: one sentence on when the channel goes live, the DPIA included, not two.
  it("says once when the channel goes live", () => {
    const text = faqItems()
      .flatMap((item) => item.answer)
      .join(" ");
    expect(text.match(/entra in (?:funzione|esercizio)/g)).toHaveLength(1);
  });
});
