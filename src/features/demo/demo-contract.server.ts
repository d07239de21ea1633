import type { FormContract } from "../../server/form-definition.server.ts";
import { DEMO_NOTIFICATION } from "./demo.server.ts";

/** The contract suite's data for this form (tests/integration/form-contract.test.ts). */
export const contract: FormContract = {
  form: "demo",
  validBody: () => ({
    name: "Giulia Bianchi",
    email: "giulia.bianchi@azienda-esempio.it",
    message: "Buongiorno, vorrei sapere di più sul servizio.",
    privacyAccepted: true,
    website: "",
  }),
  mailsOnStore: [DEMO_NOTIFICATION],
};
