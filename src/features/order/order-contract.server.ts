import type { FormContract } from "../../server/form-definition.server.ts";
import { ORDER_CONFIRMATION, ORDER_NOTIFICATION } from "./order.server.ts";

/**
 * The contract suite's data for this form: a private buyer with billing data that pass every check
 * (P.IVA, CAP, province, SDI). No maths question and no privacy box: the order has neither.
 */
export const contract: FormContract = {
  form: "order",
  validBody: () => ({
    buyerType: "privato",
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
    website: "",
  }),
  mailsOnStore: [ORDER_CONFIRMATION, ORDER_NOTIFICATION],
};
