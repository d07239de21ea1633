import { type Command, OpsFailure } from "../../server/ops/command.ts";
import { isoTime, romeTime, textTable } from "../../server/ops/format.ts";
import { deriveKeys, resolveServerSecret } from "../../server/secret.server.ts";
import { loadServerConfig } from "../../server/start-config.server.ts";
import { cancelBooking } from "./demo-bookings.server.ts";

/*
 * The operator's commands for the demo bookings (`npm run ops -- demo`, `demo-annulla <id>`).
 * `export --form demo` and `show <id>` are the tool's own; GDPR access and erasure find the
 * bookings by address like every form's requests.
 */

/** The bookings whose call has not ended, the soonest first. */
export const demoList: Command = {
  usage: "demo [--annullate]",
  summary: "Demo prenotate non ancora svolte, dalla più vicina (--annullate: anche quelle annullate)",
  options: { annullate: { type: "boolean" } },
  positionals: { required: [] },
  async run(context, flags) {
    const withCancelled = flags["annullate"] === true;
    const rows = await context.database.db
      .selectFrom("demo_requests")
      .select(["id", "slot_start", "slot_end", "name", "organisation", "email", "phone", "call_link", "cancelled_at"])
      .where("slot_end", ">", context.now)
      .$if(!withCancelled, (query) => query.where("cancelled_at", "is", null))
      .orderBy("slot_start")
      .execute();
    const data = rows.map((row) => ({
      id: row.id,
      start: isoTime(Number(row.slot_start)),
      end: isoTime(Number(row.slot_end)),
      name: row.name,
      organisation: row.organisation,
      email: row.email,
      phone: row.phone,
      callLink: row.call_link,
      cancelledAt: isoTime(row.cancelled_at === null ? null : Number(row.cancelled_at)),
    }));
    if (rows.length === 0) return { data, text: "Nessuna demo in programma." };
    const table = textTable(
      ["Quando", "ID", "Chi", "Email", "Telefono", ...(withCancelled ? ["Annullata il"] : [])],
      rows.map((row) => [
        romeTime(Number(row.slot_start)),
        row.id,
        `${row.name}, ${row.organisation}`,
        row.email,
        row.phone ?? "",
        ...(withCancelled ? [row.cancelled_at === null ? "" : romeTime(Number(row.cancelled_at))] : []),
      ]),
    );
    const count = `${rows.length} ${rows.length === 1 ? "demo" : "demo"}`;
    return { data, text: `${count} in programma, dalla più vicina:\n\n${table}` };
  },
};

/** Cancels a booking as the operator: the slot is free again and the visitor is told, with METHOD:CANCEL. */
export const demoCancel: Command = {
  usage: "demo-annulla <id>",
  summary: "Annulla una demo: l'orario torna libero e il visitatore riceve l'annullamento per e-mail",
  options: {},
  positionals: { required: ["id"] },
  async run(context, _flags, [id = ""]) {
    const { OUTBOX_MAX_ATTEMPTS, SERVER_SECRET } = loadServerConfig(context.io.env);
    // The visitor's e-mail counts against their mailbox's cap: its keyed hash needs the server's key.
    const { recipient } = deriveKeys(await resolveServerSecret(context.database, SERVER_SECRET));
    const outcome = await cancelBooking(context.database, id, "gestore", {
      now: context.now,
      maxAttempts: OUTBOX_MAX_ATTEMPTS,
      recipientHashKey: recipient,
    });
    const why = {
      missing: `Nessuna demo con ID ${id}.`,
      already: `La demo ${id} è già annullata.`,
      over: `La demo ${id} è già iniziata o passata: non la annullo.`,
    };
    // The operator's cancellation always reaches the visitor ("cancelled-quiet" is the link's only).
    if (outcome !== "cancelled" && outcome !== "cancelled-quiet") throw new OpsFailure(why[outcome]);
    return {
      data: { cancelled: id },
      text: `Demo ${id} annullata: l'orario è di nuovo libero. Il visitatore e tu riceverete l'annullamento per e-mail (il server lo invia entro pochi secondi, oppure npm run outbox-worker -- --once).`,
    };
  },
};

export const demoOpsCommands: Readonly<Record<string, Command>> = { demo: demoList, "demo-annulla": demoCancel };
