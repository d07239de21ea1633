import { kitForm } from "../features/activation-kit/kit.server.ts";
import { contactForm } from "../features/contact/contact.server.ts";
import { orderForm } from "../features/order/order.server.ts";
import { whitepaperForm } from "../features/whitepaper/whitepaper.server.ts";
import { demoForm } from "../features/demo/demo.server.ts";
import type { FormModule } from "../server/form-definition.server.ts";

/*
 * The one list of the forms the server runs. src/app/server.server.ts hands it to the API, the
 * outbox worker, the purge and (through src/app/ops.server.ts) the operator's tool; nothing in
 * src/server imports it. A new form is its feature folder, a migration, its route and its line
 * here, with its import (CONTRIBUTING.md, 'Add a form'; `npm run new-form` writes them).
 */

export const forms: readonly FormModule[] = [contactForm, whitepaperForm, orderForm, kitForm, demoForm];
