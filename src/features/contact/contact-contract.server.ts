import type { FormContract } from "../../server/form-definition.server.ts";
import { CONTACT_NOTIFICATION } from "./contact.server.ts";

/** The contract suite's data for this form (tests/integration/form-contract.test.ts). */
export const contract: FormContract = {
  form: "contact",
  validBody: () => ({
    name: "Giulia Bianchi",
    email: "giulia.bianchi@azienda-esempio.it",
    message: "Buongiorno, vorrei un preventivo per 120 dipendenti.",
    privacyAccepted: true,
    website: "",
  }),
  mailsOnStore: [CONTACT_NOTIFICATION],
};
