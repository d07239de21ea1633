import { describe, expect, it } from "vitest";
import { findCopyProblems } from "../../../tests/support/copy/copy-rules.ts";
import {
  KIT_FIELDS,
  KIT_LIMITS,
  kitMessages as m,
  normalisedKitValues,
  parseKitInput,
  RPCT_MANAGER,
  upgradeStoredKitValues,
  readKitValues,
} from "./kit-input.ts";

const valid = {
  ente: "privato",
  controllo: "no",
  lavoratori: "120",
  modello231: "si",
  settore: "no",
  denominazione: "Alfa Meccanica S.r.l.",
  sito: "https://www.alfameccanica.it",
  piattaforma: "https://segnalazioni.alfameccanica.it",
  gestore: "Ufficio Compliance",
  sostituto: "Responsabile Affari legali",
  privacy: "privacy@alfameccanica.it",
  rpd: "",
  sindacati: "si",
  odv: "Organismo di Vigilanza collegiale",
} as const;

function errorsOf(values: Record<string, string | undefined>) {
  const parsed = parseKitInput(values);
  if (parsed.ok) throw new Error("expected errors");
  return parsed;
}

describe("parseKitInput", () => {
  it("reads a complete private entity with the checker's outcome", () => {
    const parsed = parseKitInput(valid);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.input).toMatchObject({
      answers: { ente: "privato", lavoratori: 120, modello231: true, settore: "no" },
      assessment: { outcome: "obbligato", channel: "completo", internalOnly231: true },
      modello231: true,
      denominazione: "Alfa Meccanica S.r.l.",
      rpd: null,
      sindacati: true,
      odv: "Organismo di Vigilanza collegiale",
    });
  });

  it("lists its fields once, the checker's five first", () => {
    expect(KIT_FIELDS.slice(0, 5)).toEqual(["ente", "controllo", "lavoratori", "modello231", "settore"]);
    expect(new Set(KIT_FIELDS).size).toBe(KIT_FIELDS.length);
  });

  it("reads the first value of each field from a query string and ignores the rest", () => {
    const params = new URLSearchParams("ente=pubblico&ente=privato&denominazione=Comune+di+Roccaverde&x=1");
    expect(readKitValues(params)).toEqual({ ente: "pubblico", denominazione: "Comune di Roccaverde" });
  });

  it("asks only the first question of a public entity; its Modello 231 is optional", () => {
    const pub = { ...valid, ente: "pubblico", tipo: "comune", lavoratori: "", modello231: "", settore: "", odv: "OdV" };
    const parsed = parseKitInput(pub);
    expect(parsed.ok && parsed.input.modello231).toBe(false);
    expect(parsed.ok && parsed.input.odv).toBeNull();
    const with231 = parseKitInput({ ...pub, modello231: "si" });
    expect(with231.ok && with231.input.odv).toBe("OdV");
    expect(errorsOf({ ...pub, modello231: "forse" }).errors).toEqual({ modello231: m.modello231Public });
  });

  it("asks a public-sector entity which kind it is", () => {
    const pub = { ...valid, ente: "pubblico", lavoratori: "", modello231: "", settore: "" };
    expect(errorsOf(pub).errors).toEqual({ tipo: m.tipo });
    expect(errorsOf({ ...pub, tipo: "azienda" }).errors).toEqual({ tipo: m.tipo });
  });

  // K6-01: a company under public control must appoint an RPCT, who manages the channel (art. 4 c.5).
  it.each([
    ["privato", "si", "controllata"],
    ["pubblico", "", "controllata"],
    ["pubblico", "", "comune"],
    ["pubblico", "", "capoluogo"],
    ["pubblico", "", "economico"],
  ])(
    "names the RPCT as manager for ente=%s, controllo=%j, tipo=%s, whatever office was typed",
    (ente, controllo, tipo) => {
      const parsed = parseKitInput({ ...valid, ente, controllo, tipo, gestore: "Ufficio Compliance" });
      expect(parsed).toMatchObject({
        ok: true,
        input: { answers: { ente: "pubblico" }, publicKind: tipo, rpctManages: true, gestore: RPCT_MANAGER },
      });
      // Left empty, the manager is not asked for.
      expect(parseKitInput({ ...valid, ente, controllo, tipo, gestore: "" }).ok).toBe(true);
    },
  );

  it("keeps the manager given by a public-sector entity that need not appoint an RPCT", () => {
    const parsed = parseKitInput({ ...valid, ente: "pubblico", tipo: "altro" });
    expect(parsed).toMatchObject({ ok: true, input: { rpctManages: false, gestore: "Ufficio Compliance" } });
  });

  // Art. 2-bis c.2 lett. b D.Lgs. 33/2013 leaves listed companies out, so no RPCT is imposed on them.
  it.each([
    ["privato", "si"],
    ["pubblico", ""],
  ])("keeps the manager of a listed company under public control (ente=%s)", (ente, controllo) => {
    const parsed = parseKitInput({ ...valid, ente, controllo, tipo: "quotata", gestore: "Ufficio Compliance" });
    expect(parsed).toMatchObject({
      ok: true,
      input: { publicKind: "quotata", rpctManages: false, gestore: "Ufficio Compliance" },
    });
  });

  // Art. 4 c.4: only comuni other than provincial capitals may share the channel.
  it("refuses a shared channel to a provincial capital, not to another comune", () => {
    const comune = { ...valid, ente: "pubblico", tipo: "comune", condiviso: "si", altrienti: "Comune di Montebello" };
    expect(parseKitInput(comune)).toMatchObject({ ok: true, input: { sharedWith: ["Comune di Montebello"] } });
    expect(errorsOf({ ...comune, tipo: "capoluogo" }).errors).toEqual({ condiviso: m.condivisoNotAllowed });
  });

  it("reads an average with decimals: 49,5 without a model is not obliged (CK-2)", () => {
    const parsed = errorsOf({ ...valid, lavoratori: "49,5", modello231: "no", settore: "no" });
    expect(parsed.notObliged).toBe(m.notObliged);
    expect(parseKitInput({ ...valid, lavoratori: "49,5" })).toMatchObject({
      ok: true,
      input: { answers: { lavoratori: 49.5 } },
    });
  });

  it("keeps the checker's messages for its four answers", () => {
    expect(errorsOf({ ...valid, ente: undefined, lavoratori: "x" }).errors).toMatchObject({
      ente: m.ente,
      lavoratori: m.workersInvalid,
    });
  });

  it("gives a non-obliged entity the checker's explanation and no field errors", () => {
    const parsed = errorsOf({ ...valid, lavoratori: "49", modello231: "no", settore: "no", denominazione: "" });
    expect(parsed.notObliged).toBe(m.notObliged);
    expect(parsed.errors).toEqual({});
  });

  it("refuses 'Non so' for the annex acts, with the explanation when nothing else obliges", () => {
    const open = errorsOf({ ...valid, lavoratori: "10", modello231: "no", settore: "nonso" });
    expect(open.notObliged).toBe(m.dependsOnAnnex);
    expect(open.errors).toEqual({ settore: m.settoreUnknown });
    const large = errorsOf({ ...valid, lavoratori: "300", settore: "nonso" });
    expect(large.notObliged).toBeUndefined();
    expect(large.errors).toEqual({ settore: m.settoreUnknown });
  });

  it.each([
    ["sito", "http://www.alfameccanica.it"],
    ["sito", "alfameccanica"],
    ["sito", "https://localhost:4321"],
    ["sito", "https://192.168.1.10"],
    ["piattaforma", "https://user:pw@segnalazioni.alfa.it"],
    ["piattaforma", "https://segnalazioni.alfa.it/<script>"],
    ["piattaforma", "javascript:alert(1)"],
  ])("refuses %s %j: https with a real host only", (key, value) => {
    const message = key === "sito" ? m.sitoInvalid : m.piattaformaInvalid;
    expect(errorsOf({ ...valid, [key]: value }).errors).toEqual({ [key]: message });
  });

  it("adds https:// to an address typed without it (UX review 3.3)", () => {
    expect(
      parseKitInput({ ...valid, sito: "www.alfameccanica.it", piattaforma: "segnalazioni.alfa.it/#/" }),
    ).toMatchObject({
      ok: true,
      input: { sito: "https://www.alfameccanica.it", piattaforma: "https://segnalazioni.alfa.it/#/" },
    });
  });

  it("accepts an https address with a path", () => {
    expect(parseKitInput({ ...valid, piattaforma: " https://alfa.segnalazioni.it/#/ " })).toMatchObject({
      ok: true,
      input: { piattaforma: "https://alfa.segnalazioni.it/#/" },
    });
  });

  it.each(["privacy", "rpd"] as const)("checks the e-mail in %s", (key) => {
    const message = key === "privacy" ? m.privacyInvalid : m.rpdInvalid;
    expect(errorsOf({ ...valid, [key]: "privacy@" }).errors).toEqual({ [key]: message });
  });

  it("keeps the DPO's address when given", () => {
    expect(parseKitInput({ ...valid, rpd: "dpo@alfameccanica.it" })).toMatchObject({
      ok: true,
      input: { rpd: "dpo@alfameccanica.it" },
    });
  });

  it("reports every missing field at once", () => {
    const errors = errorsOf({
      ente: "privato",
      controllo: "no",
      lavoratori: "80",
      modello231: "no",
      settore: "no",
    }).errors;
    expect(errors).toEqual({
      denominazione: m.denominazione,
      sito: m.sitoMissing,
      gestore: m.gestore,
      sostituto: m.sostituto,
      privacy: m.privacyMissing,
      sindacati: m.sindacati,
    });
  });

  // UX walk F10: a prospect does not know the platform's address before buying.
  it("takes no platform address, and still refuses a wrong one", () => {
    expect(parseKitInput({ ...valid, piattaforma: " " })).toMatchObject({ ok: true, input: { piattaforma: null } });
    expect(errorsOf({ ...valid, piattaforma: "non un indirizzo" }).errors).toEqual({
      piattaforma: m.piattaformaInvalid,
    });
  });

  it.each(["Ufficio Compliance", " ufficio  compliance. "])(
    "refuses a substitute equal to the manager (%j)",
    (same) => {
      expect(errorsOf({ ...valid, sostituto: same }).errors).toEqual({ sostituto: m.sostitutoSame });
    },
  );

  it("caps lengths and refuses links and control characters in names", () => {
    const long = "A".repeat(KIT_LIMITS.name + 1);
    expect(errorsOf({ ...valid, denominazione: long }).errors.denominazione).toBe(
      "La denominazione può contenere al massimo 200 caratteri",
    );
    expect(errorsOf({ ...valid, gestore: "https://evil.example/x" }).errors.gestore).toMatch(/non può contenere link/);
    expect(errorsOf({ ...valid, denominazione: "Alfa\u202eS.r.l." }).errors.denominazione).toMatch(
      /caratteri invisibili/,
    );
  });

  it("drops an OdV given without a Modello 231 instead of refusing a hidden field", () => {
    const parsed = parseKitInput({ ...valid, modello231: "no", odv: "OdV" });
    expect(parsed.ok && parsed.input.odv).toBeNull();
  });

  it("refuses a union answer other than si or no", () => {
    expect(errorsOf({ ...valid, sindacati: "forse" }).errors).toEqual({ sindacati: m.sindacati });
  });

  it("reads a shared channel's other entities, only where art. 4 c.4 allows sharing (K-08)", () => {
    const shared = { ...valid, condiviso: "si", altrienti: " Beta S.r.l. ;  Gamma   S.p.A.;; " };
    expect(parseKitInput(shared)).toMatchObject({ ok: true, input: { sharedWith: ["Beta S.r.l.", "Gamma S.p.A."] } });
    expect(parseKitInput({ ...shared, ente: "pubblico", tipo: "comune" })).toMatchObject({
      ok: true,
      input: { sharedWith: ["Beta S.r.l.", "Gamma S.p.A."] },
    });
    // «No», or no answer: a channel of its own, names left in the field dropped.
    expect(parseKitInput({ ...shared, condiviso: "no" })).toMatchObject({ ok: true, input: { sharedWith: null } });
    expect(parseKitInput({ ...shared, condiviso: "" })).toMatchObject({ ok: true, input: { sharedWith: null } });
    expect(parseKitInput(valid)).toMatchObject({ ok: true, input: { sharedWith: null } });
    // 249 may share, 249,5 and 250 may not; among public entities, only comuni.
    expect(parseKitInput({ ...shared, lavoratori: "249" }).ok).toBe(true);
    expect(errorsOf({ ...shared, lavoratori: "249,5" }).errors).toEqual({ condiviso: m.condivisoNotAllowed });
    expect(errorsOf({ ...shared, lavoratori: "250" }).errors).toEqual({ condiviso: m.condivisoNotAllowed });
    expect(errorsOf({ ...shared, ente: "pubblico", tipo: "amministrazione" }).errors).toEqual({
      condiviso: m.condivisoNotAllowed,
    });
    expect(errorsOf({ ...shared, condiviso: "forse" }).errors).toEqual({ condiviso: m.condiviso });
    expect(errorsOf({ ...shared, altrienti: " ; " }).errors).toEqual({ altrienti: m.altrienti });
    expect(errorsOf({ ...shared, altrienti: undefined }).errors).toEqual({ altrienti: m.altrienti });
    expect(errorsOf({ ...shared, altrienti: "Beta S.r.l.; alfa meccanica s.r.l" }).errors).toEqual({
      altrienti: m.altrientiSelf,
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `Ente ${i + 1}`).join(";");
    expect(errorsOf({ ...shared, altrienti: eleven }).errors).toEqual({ altrienti: m.altrientiTooMany });
    expect(errorsOf({ ...shared, altrienti: "Beta S.r.l.; https://beta.example" }).errors).toHaveProperty("altrienti");
    expect(errorsOf({ ...shared, altrienti: "x".repeat(KIT_LIMITS.others + 1) }).errors).toHaveProperty("altrienti");
  });

  it("words its messages by the site's copy rules", () => {
    expect(findCopyProblems(Object.values(m))).toEqual([]);
  });
});

describe("normalisedKitValues (what the kit by e-mail stores, security review 3 L3)", () => {
  const inputOf = (values: Record<string, string | undefined>) => {
    const parsed = parseKitInput(values);
    if (!parsed.ok) throw new Error("expected a kit");
    return parsed.input;
  };

  it("gives back the same input, and drops what drafting does not read", () => {
    for (const values of [
      valid,
      { ...valid, rpd: " dpo@alfameccanica.it ", denominazione: "  Alfa Meccanica S.r.l. " },
      { ...valid, modello231: "no", settore: "si", odv: "Mario Bianchi, tel. 333 1234567" },
      { ...valid, ente: "pubblico", tipo: "comune", lavoratori: "<nota>", settore: "nonso", modello231: "" },
      { ...valid, ente: "pubblico", tipo: "comune", modello231: "si" },
      { ...valid, ente: "privato", controllo: "si", tipo: "controllata", modello231: "si" },
      { ...valid, ente: "pubblico", tipo: "altro" },
      { ...valid, lavoratori: "1.249,5" },
      { ...valid, condiviso: "si", altrienti: "Beta S.r.l.;Gamma S.p.A." },
      { ...valid, condiviso: "no", altrienti: "Beta S.r.l." },
    ]) {
      const input = inputOf(values);
      const stored = normalisedKitValues(input);
      expect(inputOf(stored)).toEqual(input);
      if (input.odv === null) expect(stored).not.toHaveProperty("odv");
      if (input.sharedWith === null) expect(stored).not.toHaveProperty("altrienti");
      if (input.answers.ente === "pubblico") expect(stored).not.toHaveProperty("lavoratori");
      for (const value of Object.values(stored)) expect(value).toBe(value.trim());
    }
  });
});

describe("upgradeStoredKitValues (kit requests stored before decision 0030)", () => {
  /** As kit.server.ts stores them: without the two addresses, kept in columns of their own. */
  const stored = (values: Record<string, string>, without: string[] = []) =>
    Object.fromEntries(
      Object.entries({ ...valid, ...values }).filter(([key]) => !["privacy", "rpd", ...without].includes(key)),
    );

  it("reads an old private request as private, an old public one as «altro», and leaves new ones alone", () => {
    const oldPrivate = stored({}, ["controllo"]);
    expect(parseKitInput({ ...oldPrivate, privacy: valid.privacy }).ok).toBe(false);
    const upgraded = parseKitInput({ ...upgradeStoredKitValues(oldPrivate), privacy: valid.privacy });
    expect(upgraded).toMatchObject({ ok: true, input: { answers: { ente: "privato", lavoratori: 120 } } });
    const oldPublic = { ...oldPrivate, ente: "pubblico" };
    expect(parseKitInput({ ...upgradeStoredKitValues(oldPublic), privacy: valid.privacy })).toMatchObject({
      ok: true,
      input: { publicKind: "altro", rpctManages: false, gestore: "Ufficio Compliance" },
    });
    const current = stored({ ente: "pubblico", tipo: "comune" });
    expect(upgradeStoredKitValues(current)).toBe(current);
  });
});
