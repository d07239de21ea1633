import { SAMPLE_FACTS_FILE } from "../../config/fixtures/sample-facts.ts";
import { loadOperatorFacts } from "../../config/operator-facts.ts";
import type { FormContract } from "../../server/form-definition.server.ts";
import { DEMO_INVITATION, DEMO_NOTIFICATION, DEMO_REMINDER } from "./demo.server.ts";
import { offeredSlots } from "./slots.ts";

/** The test servers' clock starts here (tests/integration/support/test-server.ts, testClock). */
const TEST_CLOCK_START = Date.parse("2026-03-02T09:00:00Z");
const TWO_DAYS_MS = 2 * 24 * 3_600_000;

let taken = 0;

/**
 * A different free slot for each body, from the sample facts file's hours at the test clock's
 * start, two days ahead at least, so each booking has its reminder too.
 */
function nextSlot(): string {
  const demo = loadOperatorFacts({ OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE }).demo;
  if (!demo) throw new Error("Il file di esempio dei fatti del gestore non ha la sezione demo.");
  const slots = offeredSlots(demo, TEST_CLOCK_START).filter((slot) => slot.start > TEST_CLOCK_START + TWO_DAYS_MS);
  const slot = slots[taken % slots.length];
  taken += 1;
  return new Date(slot?.start ?? 0).toISOString();
}

/** The contract suite's data for this form (tests/integration/form-contract.test.ts). */
export const contract: FormContract = {
  form: "demo",
  validBody: () => ({
    slot: nextSlot(),
    name: "Giulia Bianchi",
    organisation: "Studio Bianchi Associati",
    email: "giulia.bianchi@azienda-esempio.it",
    phone: "+39 02 1234 5678",
    workers: "60",
    privacyAccepted: true,
    website: "",
  }),
  mailsOnStore: [DEMO_INVITATION, DEMO_NOTIFICATION, DEMO_REMINDER],
};
