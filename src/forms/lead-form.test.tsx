import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailField, LIMITS, nameText } from "./fields.ts";
import { requiredChoice } from "./more-fields.ts";
import { ConsentAndSubmit, LeadForm } from "./lead-form.tsx";
import { Choice, Company, Email, Name } from "./lead-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const SLOTS = [
  ["mattina", "Mattina"],
  ["pomeriggio", "Pomeriggio"],
] as const;

const schema = z.object({
  name: nameText("Il nome è obbligatorio", "Il nome", LIMITS.name),
  company: nameText("Il nome dell'azienda è obbligatorio", "Il nome dell'azienda", LIMITS.company),
  email: emailField("Indirizzo email non valido"),
  note: z.string().max(30).optional(),
  slot: requiredChoice(SLOTS, "Scegli una fascia"),
});

function Sample() {
  const lead = useLeadForm({ endpoint: "/api/sample", schema, sendFailure: "Errore", onSuccess: () => undefined });
  return (
    <LeadForm lead={lead} aria-label="Prova">
      <Name {...lead.register("name")} />
      <Company {...lead.register("company")} />
      <Email {...lead.register("email")} />
      <input {...lead.register("note")} />
      <Choice legend="Fascia" options={SLOTS} initial="mattina" {...lead.register("slot")} />
      <ConsentAndSubmit lead={lead} name="sample" label="Invia">
        <p id="extra" />
      </ConsentAndSubmit>
    </LeadForm>
  );
}

const html = renderToStaticMarkup(<Sample />);
const tag = (id: string) => new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? "";

describe("LeadForm and the shared inputs", () => {
  it("leaves validation to the schema, not to the browser", () => {
    expect(html).toMatch(/^<form noValidate="" aria-label="Prova">/);
  });

  it("takes required and maxlength from the schema", () => {
    expect(tag("name")).toContain('required=""');
    expect(tag("name")).toContain('maxLength="100"');
    expect(tag("name")).toContain('autoComplete="name"');
    expect(tag("company")).toContain('maxLength="200"');
    expect(tag("company")).toContain('autoComplete="organization"');
    expect(tag("email")).toContain('type="email"');
    expect(tag("email")).toContain('maxLength="254"');
    expect(html).toContain(
      '<label for="company" class="block text-sm font-medium text-slate-800">Nome dell&#x27;azienda',
    );
    expect(`<input${html.split('<input id="note"')[1]?.split(">")[0] ?? ""}>`).not.toMatch(/required|maxLength/);
  });

  it("asks a choice as radios named after the field, required by its schema", () => {
    expect(html).toContain("<legend");
    expect(html.match(/<input type="radio" required=""[^>]*name="slot"/g)).toHaveLength(2);
    expect(html).toMatch(/name="slot" checked="" value="mattina"/);
    expect(schema.shape.slot.safeParse("").error?.issues[0]?.message).toBe("Scegli una fascia");
    expect(schema.shape.slot.parse("pomeriggio")).toBe("pomeriggio");
    expect(schema.shape.slot.safeParse("Pomeriggio").success).toBe(false);
  });

  it("ends with the question, the honeypot, the privacy box, the form's own boxes and the submit", () => {
    const order = ['id="sample-captcha"', 'name="website"', 'id="sample-privacy"', 'id="extra"', 'type="submit"'];
    const positions = order.map((needle) => html.indexOf(needle));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('disabled="" aria-describedby="submit-hint">Invia</button>');
  });
});
