import type { FormContract } from "../../server/form-definition.server.ts";
import { WHITEPAPER_DELIVERY, WHITEPAPER_LEAD } from "./whitepaper.server.ts";

/** The contract suite's data for this form (tests/integration/form-contract.test.ts). */
export const contract: FormContract = {
  form: "whitepaper",
  validBody: () => ({
    firstName: "Marco",
    lastName: "Verdi",
    companyName: "Verdi Costruzioni S.r.l.",
    email: "marco.verdi@verdi-costruzioni.it",
    privacyAccepted: true,
    marketingConsent: false,
    website: "",
  }),
  mailsOnStore: [WHITEPAPER_DELIVERY, WHITEPAPER_LEAD],
};
