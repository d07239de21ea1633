import type { FormContract } from "../../server/form-definition.server.ts";
import { KIT_CONFIRMATION, KIT_LEAD } from "./kit.server.ts";

/** The contract suite's data for this form: a private entity of 120 workers with a Modello 231. */
export const contract: FormContract = {
  form: "kit",
  validBody: () => ({
    ente: "privato",
    controllo: "no",
    lavoratori: "120",
    modello231: "si",
    settore: "no",
    denominazione: "Verdi Costruzioni S.r.l.",
    sito: "https://www.verdi-costruzioni.it",
    piattaforma: "https://segnalazioni.verdi-costruzioni.it",
    gestore: "Ufficio Compliance",
    sostituto: "Responsabile Affari Legali",
    privacy: "privacy@verdi-costruzioni.it",
    rpd: "dpo@verdi-costruzioni.it",
    sindacati: "si",
    odv: "Organismo di Vigilanza collegiale",
    email: "marco.verdi@verdi-costruzioni.it",
    privacyAccepted: true,
    marketingConsent: false,
    website: "",
  }),
  mailsOnStore: [KIT_CONFIRMATION, KIT_LEAD],
};
