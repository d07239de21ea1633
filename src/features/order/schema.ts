import { z } from "zod";
import {
  isProvinceCode,
  isValidCap,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidSdiCode,
} from "../../lib/italian-ids.ts";
import { EMAIL_PATTERN, emailField, hasForbiddenCharacters, LIMITS, nameText } from "../../forms/fields.ts";
import { forbiddenCharacters, messages, tooLong } from "../../forms/messages.ts";
import type { OrderPlanKey } from "../../config/plans.ts";
import { isOrderPlanKey, ORDER_PLANS, orderPlanForWorkers } from "./order-plans.ts";

export const ORDER_LIMITS = { street: 200, city: 100, phone: 30, notes: 2000, pec: LIMITS.email } as const;

/** The messages of the order form, shared by browser and server. */
export const orderMessages = {
  planRequired: "Scegli il piano",
  workersRequired: "Indica il numero medio di lavoratori",
  workersInvalid: "Indica un numero intero di lavoratori, per esempio 75",
  companyRequired: "La ragione sociale è obbligatoria",
  vatOrTaxCode: "Indica la partita IVA o, se l'ente non ce l'ha, il codice fiscale",
  vatInvalid: "Partita IVA non valida",
  taxCodeInvalid: "Codice fiscale non valido",
  streetRequired: "L'indirizzo è obbligatorio",
  postalCodeRequired: "Il CAP è obbligatorio",
  postalCodeInvalid: "Il CAP è di 5 cifre",
  cityRequired: "Il comune è obbligatorio",
  provinceRequired: "La provincia è obbligatoria",
  provinceInvalid: "Indica la sigla di una provincia italiana, per esempio MI",
  sdiInvalid: "Il codice destinatario SDI è di 7 caratteri, lettere o cifre",
  pecInvalid: "Indirizzo PEC non valido",
  sdiOrPec: "Indica il codice destinatario SDI o la PEC",
  contactNameRequired: "Il nome del referente è obbligatorio",
  phoneInvalid: "Numero di telefono non valido",
  sendFailure: "Si è verificato un errore nell'invio dell'ordine. Riprova più tardi.",
} as const;

/** 'Per 120 lavoratori il piano adatto è Medium Business'; from 250, Enterprise and a request to /contatti. */
export function workersPlanMessage(workers: number): string {
  const fitting = orderPlanForWorkers(workers);
  if (fitting) return `Per ${workers} lavoratori il piano adatto è ${fitting.plan.name}`;
  return `Per ${workers} lavoratori il piano adatto è Enterprise: chiedi un preventivo dalla pagina Contatti`;
}

const compact = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** A field that may be left empty ('' and null mean absent), normalised and checked when given. */
function optionalText(
  label: string,
  max: number,
  normalize: (value: string) => string,
  check?: [(value: string) => boolean, string],
  { multiLine = false } = {},
) {
  return z
    .string(`${label} non valido`)
    .nullish()
    .transform((raw, context) => {
      const value = normalize(raw ?? "");
      if (value === "") return null;
      if (value.length > max) {
        context.addIssue({ code: "custom", message: tooLong(label, max) });
        return z.NEVER;
      }
      if (hasForbiddenCharacters(value, multiLine)) {
        context.addIssue({ code: "custom", message: forbiddenCharacters(label) });
        return z.NEVER;
      }
      if (check && !check[0](value)) {
        context.addIssue({ code: "custom", message: check[1] });
        return z.NEVER;
      }
      return value;
    });
}

/** A required code: spaces dropped, upper case, then its own check. */
function requiredCode(required: string, invalid: string, valid: (value: string) => boolean, normalize = compact) {
  return z.string(required).transform((raw, context) => {
    const value = normalize(raw);
    if (value === "") {
      context.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    if (!valid(value)) {
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return value;
  });
}

const planField = z.unknown().transform((value, context): OrderPlanKey => {
  if (isOrderPlanKey(value)) return value;
  context.addIssue({ code: "custom", message: orderMessages.planRequired });
  return z.NEVER;
});

// The number input gives text; JSON clients may send a number. Either way a whole number from 0.
const workersField = z.unknown().transform((value, context): number => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (text === "") {
    context.addIssue({ code: "custom", message: orderMessages.workersRequired });
    return z.NEVER;
  }
  if (!/^\d{1,7}$/.test(text)) {
    context.addIssue({ code: "custom", message: orderMessages.workersInvalid });
    return z.NEVER;
  }
  return Number(text);
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
  plan: planField,
  workers: workersField,
  companyName: nameText(orderMessages.companyRequired, "La ragione sociale", LIMITS.company),
  // Optional: associations and foundations with only a codice fiscale can be obliged too (withOrderRules).
  vatNumber: optionalText("La partita IVA", 16, vatNormalize, [isValidPartitaIva, orderMessages.vatInvalid]),
  taxCode: optionalText("Il codice fiscale", 16, compact, [isValidCodiceFiscale, orderMessages.taxCodeInvalid]),
  street: nameText(orderMessages.streetRequired, "L'indirizzo", ORDER_LIMITS.street),
  postalCode: requiredCode(orderMessages.postalCodeRequired, orderMessages.postalCodeInvalid, isValidCap),
  city: nameText(orderMessages.cityRequired, "Il comune", ORDER_LIMITS.city),
  province: requiredCode(orderMessages.provinceRequired, orderMessages.provinceInvalid, isProvinceCode),
  sdiCode: optionalText("Il codice destinatario", 7, compact, [isValidSdiCode, orderMessages.sdiInvalid]),
  pec: optionalText("La PEC", ORDER_LIMITS.pec, (value) => value.trim(), [
    (value) => EMAIL_PATTERN.test(value),
    orderMessages.pecInvalid,
  ]),
  contactName: nameText(orderMessages.contactNameRequired, "Il nome del referente", LIMITS.name),
  email: emailField(messages.emailInvalidContact),
  phone: optionalText("Il telefono", ORDER_LIMITS.phone, (value) => value.trim(), [
    (value) => /^\+?[0-9][0-9 ./()-]{5,}$/.test(value) && value.replace(/\D/g, "").length <= 15,
    orderMessages.phoneInvalid,
  ]),
  notes: optionalText("Il campo note", ORDER_LIMITS.notes, (value) => value.trim(), undefined, { multiLine: true }),
};

type OrderShapeOutput = {
  plan: OrderPlanKey;
  workers: number;
  vatNumber: string | null;
  taxCode: string | null;
  sdiCode: string | null;
  pec: string | null;
};

/** The rules across fields: workers within the plan, a P.IVA or a codice fiscale, an address for e-invoices (SDI or PEC). */
export function withOrderRules<Schema extends z.ZodType<OrderShapeOutput>>(schema: Schema): Schema {
  return schema
    .superRefine(
      (order, context) => {
        const plan = ORDER_PLANS[order.plan];
        if (order.workers < plan.minWorkers || order.workers > plan.maxWorkers) {
          context.addIssue({ code: "custom", path: ["workers"], message: workersPlanMessage(order.workers) });
        }
      },
      whenValid(["plan", "workers"]),
    )
    .superRefine(
      (order, context) => {
        if (order.vatNumber === null && order.taxCode === null) {
          context.addIssue({ code: "custom", path: ["taxCode"], message: orderMessages.vatOrTaxCode });
        }
      },
      whenValid(["vatNumber", "taxCode"]),
    )
    .superRefine(
      (order, context) => {
        if (order.sdiCode === null && order.pec === null) {
          context.addIssue({ code: "custom", path: ["sdiCode"], message: orderMessages.sdiOrPec });
        }
      },
      whenValid(["sdiCode", "pec"]),
    );
}

/** The fields a visitor fills in, validated in the browser and again on the server. */
export const orderFieldsSchema = withOrderRules(z.object(orderShape));

/** The keys a visitor fills in: their problems are answered field by field. */
export const ORDER_FIELD_KEYS: readonly (keyof typeof orderShape)[] = Object.keys(
  orderShape,
) as (keyof typeof orderShape)[];

export type OrderFields = z.infer<typeof orderFieldsSchema>;
