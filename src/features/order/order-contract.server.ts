import type { FormContract } from "../../server/form-definition.server.ts";
import { ORDER_CONFIRMATION, ORDER_NOTIFICATION } from "./order.server.ts";

/** The contract suite's data for this form: billing data that pass every check (P.IVA, CAP, province, SDI). */
export const contract: FormContract = {
  form: "order",
  validBody: () => ({
    plan: "small",
    workers: 75,
    companyName: "Verdi Costruzioni S.r.l.",
    vatNumber: "00743110157",
    street: "Via Roma 10",
    postalCode: "20121",
    city: "Milano",
    province: "MI",
    sdiCode: "M5UXCR1",
    contactName: "Marco Verdi",
    email: "marco.verdi@verdi-costruzioni.it",
    privacyAccepted: true,
    website: "",
  }),
  mailsOnStore: [ORDER_CONFIRMATION, ORDER_NOTIFICATION],
};
