import { describe, expect, it } from "vitest";
import { clauseRenewsTacitly } from "./renewal-clause.ts";

describe("what a renewal clause says of renewing by itself", () => {
  it.each([
    "Il contratto si rinnova tacitamente di anno in anno",
    "Il contratto, se non disdetto, si rinnova tacitamente di anno in anno",
    "Se nessuna delle parti invia disdetta, il contratto si rinnova automaticamente",
    "Alla scadenza si rinnova senza bisogno di alcuna comunicazione, tacitamente",
    "Il contratto si intende prorogato di un anno se nessuna parte lo disdice",
    "Si rinnova per uguale periodo in mancanza di disdetta",
    "Il contratto si rinnova annualmente, salvo recesso",
    "Il contratto si rinnova di anno in anno salvo disdetta",
    "Il contratto si rinnova di anno in anno",
    "Il contratto si rinnova annualmente per un ulteriore anno",
  ])("renews: «%s»", (clause) => expect(clauseRenewsTacitly(clause)).toBe(true));

  it.each([
    "Il contratto non si rinnova tacitamente",
    "Il contratto non si rinnova mai tacitamente",
    "Rinnovo automatico escluso",
    "Il rinnovo tacito è escluso",
    "È escluso il rinnovo tacito",
    "Il contratto scade senza rinnovo; il recesso anticipato è ammesso salvo disdetta di 30 giorni",
    "Nessun rinnovo automatico: un nuovo periodo richiede un accordo scritto",
  ])("does not: «%s»", (clause) => expect(clauseRenewsTacitly(clause)).toBe(false));

  it.each([
    "Un nuovo periodo richiede un accordo scritto delle parti",
    "Il contratto può essere rinnovato di anno in anno con accordo scritto",
    "Il contratto si rinnova previo accordo scritto delle parti",
    // Both: left to the flag.
    "Si rinnova salvo disdetta, non tacitamente per i soggetti pubblici",
  ])("says neither, or both: «%s»", (clause) => expect(clauseRenewsTacitly(clause)).toBeNull());
});
