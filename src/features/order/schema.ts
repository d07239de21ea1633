import { z } from "zod";
import {
  isProvinceCode,
  isValidCap,
  isValidCig,
  isValidCodiceFiscale,
  isValidIpaOfficeCode,
  isValidPartitaIva,
  isValidSdiCode,
} from "../../lib/italian-ids.ts";
import { EMAIL_PATTERN, emailField, LIMITS, nameText } from "../../forms/fields.ts";
import { optionalPhone, optionalText } from "../../forms/more-fields.ts";
import { messages } from "../../forms/messages.ts";
import { ENTERPRISE_FROM, type OrderPlanKey } from "../../config/plans.ts";
import { formatWorkers, isOrderPlanKey, typedWorkers } from "./order-plans.ts";

export const ORDER_LIMITS = { street: 200, city: 100, phone: LIMITS.phone, notes: 2000, pec: LIMITS.email } as const;

/** The messages of the order form, shared by browser and server. */
export const orderMessages = {
  planInvalid: "Piano non valido: il piano dipende dal numero di lavoratori",
  buyerTypeRequired: "Indica se l'ente è privato o pubblico",
  workersRequired: "Indica il numero medio di lavoratori",
  workersInvalid: "Indica il numero medio di lavoratori in cifre, anche con decimali, per esempio 75 o 49,5",
  companyRequired: "La denominazione è obbligatoria",
  vatOrTaxCode: "Indica la partita IVA o, se l'ente non ce l'ha, il codice fiscale",
  publicTaxCodeRequired: "Indica il codice fiscale dell'ente",
  ipaRequired: "Indica il codice univoco ufficio dell'IPA, per la fattura elettronica",
  publicInvoiceRequired:
    "Indica come l'ente riceve la fattura elettronica: codice univoco ufficio (IPA) o codice destinatario SDI",
  publicSdiRequired:
    "Indica il codice destinatario SDI della società, di 7 caratteri, o la sua PEC, per la fattura elettronica",
  publicVatRequired: "Indica la partita IVA della società",
  ipaInvalid: "Il codice univoco ufficio è di 6 caratteri, lettere o cifre, per esempio UFXY12",
  cigInvalid: "Il CIG è di 10 caratteri, lettere o cifre, per esempio Z1A2B3C4D5",
  addressIncomplete: "Completa l'indirizzo della sede legale: via, CAP, comune e provincia",
  vatInvalid: "Partita IVA non valida",
  // UX walk F7: what to check, for an RPCT copying the code from the IPA as for a sole trader.
  taxCodeInvalid:
    "Codice fiscale non valido: 11 cifre per un ente o una società, 16 caratteri (lettere e cifre) per una persona",
  postalCodeInvalid: "Il CAP è di 5 cifre",
  provinceInvalid: "Indica la sigla di una provincia italiana, per esempio MI",
  sdiInvalid: "Il codice destinatario SDI è di 7 caratteri, lettere o cifre",
  pecInvalid: "Indirizzo PEC non valido",
  contactNameRequired: "Il nome del referente è obbligatorio",
  sendFailure: "Si è verificato un errore nell'invio dell'ordine. Riprova più tardi.",
  /** The 201's notice when the mailbox was past its daily cap: stored, nothing e-mailed (docs/decisions/0024). */
  mailboxCapped:
    "La richiesta è registrata, ma per ora non ti inviamo e-mail: a questo indirizzo abbiamo già inviato, o riservato per le richieste in corso, il numero massimo di e-mail previsto in 24 ore. Ti ricontattiamo noi per confermare l'ordine.",
} as const;

/** From ENTERPRISE_FROM workers the order gives way to the Enterprise request on /contatti. */
export function enterpriseMessage(workers: number): string {
  return `Per ${formatWorkers(workers)} lavoratori il piano adatto è Enterprise, su preventivo: chiedilo dalla pagina Contatti`;
}

/** Who buys: a private organisation, or a public body (art. 2 c.1 lett. p D.Lgs. 24/2023), under split payment if it says so. */
export const BUYER_TYPES = ["privato", "pubblico"] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

export function isBuyerType(value: unknown): value is BuyerType {
  return typeof value === "string" && (BUYER_TYPES as readonly string[]).includes(value);
}

const compact = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/**
 * The plan follows from the number of workers (issue 26): a plan sent by an older page or client
 * is accepted when it is one of ours, and the stored order takes the one the workers give.
 */
const planField = z
  .unknown()
  .optional()
  .transform((value, context): OrderPlanKey | null => {
    if (value === undefined || value === null || value === "") return null;
    if (isOrderPlanKey(value)) return value;
    context.addIssue({ code: "custom", message: orderMessages.planInvalid });
    return z.NEVER;
  });

/** Absent means a private buyer: the JSON of an older page had no such key. */
const buyerTypeField = z
  .unknown()
  .optional()
  .transform((value, context): BuyerType => {
    if (value === undefined || value === null) return "privato";
    if (isBuyerType(value)) return value;
    context.addIssue({ code: "custom", message: orderMessages.buyerTypeRequired });
    return z.NEVER;
  });

/**
 * Where a public buyer's e-invoice goes: the codice univoco ufficio of the IPA index (FatturaPA),
 * or, for a company under public control or in house that is not in the index, the SDI codice
 * destinatario (legal-facts.md, 'Selling to public bodies').
 */
export const PUBLIC_INVOICE_ROUTES = ["ipa", "sdi"] as const;
export type PublicInvoiceRoute = (typeof PUBLIC_INVOICE_ROUTES)[number];

export function isPublicInvoiceRoute(value: unknown): value is PublicInvoiceRoute {
  return typeof value === "string" && (PUBLIC_INVOICE_ROUTES as readonly string[]).includes(value);
}

/** Absent means the IPA code: the JSON of an older page had no such key, a private buyer's form sends none. */
const publicInvoiceField = z
  .unknown()
  .optional()
  .transform((value, context): PublicInvoiceRoute => {
    if (value === undefined || value === null || value === "") return "ipa";
    if (isPublicInvoiceRoute(value)) return value;
    context.addIssue({ code: "custom", message: orderMessages.publicInvoiceRequired });
    return z.NEVER;
  });

/** A box: true or false from JSON, 'on' (or absent) from a form. */
const boxField = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

// The field gives text; JSON clients may send a number. Either way an average from 0, decimals allowed.
const workersField = z.unknown().transform((value, context): number => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (text === "") {
    context.addIssue({ code: "custom", message: orderMessages.workersRequired });
    return z.NEVER;
  }
  const workers = typedWorkers(text);
  if (workers === null) {
    context.addIssue({ code: "custom", message: orderMessages.workersInvalid });
    return z.NEVER;
  }
  return workers;
});

/** P.IVA as people write it: spaces and a leading 'IT' are dropped. */
const vatNormalize = (value: string) => compact(value).replace(/^IT(?=\d{11}$)/, "");

/** When none of `fields` has failed, a rule across them can run, whatever the other fields hold. */
function whenValid(fields: readonly string[]) {
  return {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}

export const orderShape = {
  buyerType: buyerTypeField,
  workers: workersField,
  plan: planField,
  companyName: nameText(orderMessages.companyRequired, "La denominazione", LIMITS.company),
  // Optional: associations and foundations with only a codice fiscale can be obliged too (withOrderRules).
  vatNumber: optionalText("La partita IVA", 16, vatNormalize, [isValidPartitaIva, orderMessages.vatInvalid]),
  taxCode: optionalText("Il codice fiscale", 16, compact, [isValidCodiceFiscale, orderMessages.taxCodeInvalid]),
  // A public body's own: the FatturaPA address in the IPA index, the tender's code, split payment.
  publicInvoice: publicInvoiceField,
  ipaCode: optionalText("Il codice univoco ufficio", 6, compact, [isValidIpaOfficeCode, orderMessages.ipaInvalid]),
  cig: optionalText("Il CIG", 10, compact, [isValidCig, orderMessages.cigInvalid]),
  splitPayment: boxField,
  // The billing address may wait for the contract (issue 26: the quote first); given, it is whole.
  // Names of places reach the quote as the customer's: no links in them (docs/decisions/0024).
  street: optionalText("L'indirizzo", ORDER_LIMITS.street, (value) => value.trim(), undefined, { refuseLinks: true }),
  postalCode: optionalText("Il CAP", 5, compact, [isValidCap, orderMessages.postalCodeInvalid]),
  city: optionalText("Il comune", ORDER_LIMITS.city, (value) => value.trim(), undefined, { refuseLinks: true }),
  province: optionalText("La provincia", 2, compact, [isProvinceCode, orderMessages.provinceInvalid]),
  sdiCode: optionalText("Il codice destinatario", 7, compact, [isValidSdiCode, orderMessages.sdiInvalid]),
  pec: optionalText("La PEC", ORDER_LIMITS.pec, (value) => value.trim(), [
    (value) => EMAIL_PATTERN.test(value),
    orderMessages.pecInvalid,
  ]),
  contactName: nameText(orderMessages.contactNameRequired, "Il nome del referente", LIMITS.name),
  email: emailField(messages.emailInvalidContact),
  phone: optionalPhone(),
  notes: optionalText("Il campo note", ORDER_LIMITS.notes, (value) => value.trim(), undefined, { multiLine: true }),
};

type OrderShapeOutput = {
  buyerType: BuyerType;
  publicInvoice: PublicInvoiceRoute;
  workers: number;
  vatNumber: string | null;
  taxCode: string | null;
  ipaCode: string | null;
  sdiCode: string | null;
  pec: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
};

const ADDRESS_FIELDS = ["street", "postalCode", "city", "province"] as const;

/**
 * The rules across fields: under ENTERPRISE_FROM workers (the plan follows from them); a private
 * buyer gives a P.IVA or a codice fiscale; a public body its codice fiscale and where its e-invoice
 * goes (the codice univoco ufficio, or a controlled company's codice destinatario SDI); an address,
 * when given, is whole.
 */
export function withOrderRules<Schema extends z.ZodType<OrderShapeOutput>>(schema: Schema): Schema {
  return schema
    .superRefine(
      (order, context) => {
        if (order.workers >= ENTERPRISE_FROM) {
          context.addIssue({ code: "custom", path: ["workers"], message: enterpriseMessage(order.workers) });
        }
      },
      whenValid(["workers"]),
    )
    .superRefine(
      (order, context) => {
        if (order.buyerType === "pubblico") {
          if (order.taxCode === null) {
            context.addIssue({ code: "custom", path: ["taxCode"], message: orderMessages.publicTaxCodeRequired });
          }
        } else if (order.vatNumber === null && order.taxCode === null) {
          context.addIssue({ code: "custom", path: ["taxCode"], message: orderMessages.vatOrTaxCode });
        }
      },
      whenValid(["buyerType", "vatNumber", "taxCode"]),
    )
    .superRefine(
      (order, context) => {
        if (order.buyerType !== "pubblico") return;
        if (order.publicInvoice === "ipa" && order.ipaCode === null) {
          context.addIssue({ code: "custom", path: ["ipaCode"], message: orderMessages.ipaRequired });
        }
        // A controlled or in-house company outside the IPA is a company (legal-facts.md): its P.IVA,
        // and the e-invoice through SDI at its codice destinatario or its PEC.
        if (order.publicInvoice === "sdi" && order.sdiCode === null && order.pec === null) {
          context.addIssue({ code: "custom", path: ["sdiCode"], message: orderMessages.publicSdiRequired });
        }
        if (order.publicInvoice === "sdi" && order.vatNumber === null) {
          context.addIssue({ code: "custom", path: ["vatNumber"], message: orderMessages.publicVatRequired });
        }
      },
      whenValid(["buyerType", "publicInvoice", "ipaCode", "sdiCode", "pec", "vatNumber"]),
    )
    .superRefine((order, context) => {
      const given = ADDRESS_FIELDS.filter((field) => order[field] !== null);
      if (given.length === 0 || given.length === ADDRESS_FIELDS.length) return;
      const missing = ADDRESS_FIELDS.find((field) => order[field] === null) ?? "street";
      context.addIssue({ code: "custom", path: [missing], message: orderMessages.addressIncomplete });
    }, whenValid(ADDRESS_FIELDS));
}

/** The fields a visitor fills in, validated in the browser and again on the server. */
export const orderFieldsSchema = withOrderRules(z.object(orderShape));

/** The keys a visitor fills in: their problems are answered field by field. */
export const ORDER_FIELD_KEYS: readonly (keyof typeof orderShape)[] = Object.keys(
  orderShape,
) as (keyof typeof orderShape)[];

export type OrderFields = z.infer<typeof orderFieldsSchema>;
