// Entry of the bundle the build writes to dist/.private/verifica.mjs: the server imports it to
// answer /normativa/verifica, because Node cannot load .tsx by itself (docs/decisions/0007).
import { renderToString } from "react-dom/server";
import { parseAnswers, readValues } from "./answers.ts";
import type { VatRegime } from "../../config/load-site-config.ts";
import { PAGE_SLOT, VerifyPage, type VerifyState } from "./verify-page.tsx";
import { promotionEndInstant } from "../../config/promotion.ts";
import type { ResultFacts } from "./obligation-result-plan.tsx";

/** The VAT regime the site was built with: esbuild writes it in (scripts/build-verify-renderer.ts). */
declare const BUILD_VAT_REGIME: VatRegime;
/** The promotion's last day the site was built with (PROMO_END), or null. */
declare const BUILD_PROMO_END: string | null;
/** Whether the operator's facts declare voice messages (voiceReports). */
declare const BUILD_VOICE_REPORTS: boolean;
/** Whether the operator's facts declare the service's ACN qualification. */
declare const BUILD_ACN_QUALIFIED: boolean;

export { PAGE_SLOT };

const FACTS: ResultFacts = {
  vatRegime: BUILD_VAT_REGIME,
  promotionEnd: BUILD_PROMO_END === null ? null : Date.parse(promotionEndInstant(BUILD_PROMO_END)) / 1000,
  voiceReports: BUILD_VOICE_REPORTS,
  acnQualified: BUILD_ACN_QUALIFIED,
};

/** The page for a query string: 200 with the result, 400 with the form and its messages. */
export function render(search: string): { status: 200 | 400; html: string } {
  const values = readValues(new URLSearchParams(search));
  const parsed = parseAnswers(values);
  const state: VerifyState = parsed.ok
    ? { kind: "result", answers: parsed.answers, values }
    : { kind: "errors", errors: parsed.errors, values };
  return {
    status: parsed.ok ? 200 : 400,
    html: renderToString(<VerifyPage state={state} facts={FACTS} />),
  };
}
