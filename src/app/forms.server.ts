import { contactForm, contactMailTemplates } from "../features/contact/contact.server.ts";
import { orderForm, orderMailTemplates } from "../features/order/order.server.ts";
import { whitepaperForm, whitepaperMailTemplates } from "../features/whitepaper/whitepaper.server.ts";
import type { FormDefinition } from "../server/form-definition.server.ts";
import type { ComposeMail } from "../server/mail.server.ts";

/*
 * The composition root: the one place that knows which features the server runs. Infrastructure
 * (src/server) and features stay ignorant of each other's list; a new form is one line here.
 */

/** Every form the API serves, each under its own path. */
export const forms: readonly FormDefinition[] = [
  contactForm as FormDefinition,
  whitepaperForm as FormDefinition,
  orderForm as FormDefinition,
];

/** Every e-mail template, by the name its outbox rows carry. */
export const mailTemplates: Readonly<Record<string, ComposeMail>> = {
  ...contactMailTemplates,
  ...whitepaperMailTemplates,
  ...orderMailTemplates,
};
