import { stringFlag } from "../arguments.ts";
import { type Command, UsageError } from "../command.ts";
import type { OutboxStatus } from "../../db.server.ts";
import { romeTime, textTable } from "../format.ts";
import { listOutbox } from "../outbox-admin.server.ts";
import { emailJson, emailLine } from "../present.ts";

const STATUSES: readonly OutboxStatus[] = ["pending", "dead", "sent"];
const STATUS_LABEL: Record<OutboxStatus, string> = { pending: "in attesa", dead: "non consegnata", sent: "inviata" };

export const outbox: Command = {
  usage: "outbox [--status pending|dead|sent]",
  summary: "Le email in attesa e quelle non consegnate (o solo lo stato indicato)",
  options: { status: { type: "string" } },
  positionals: { required: [] },
  async run(context, flags) {
    const status = stringFlag(flags, "status");
    if (status !== undefined && !STATUSES.includes(status as OutboxStatus)) {
      throw new UsageError(`Stato non valido: «${status}». Stati: ${STATUSES.join(", ")}.`);
    }
    const statuses = status ? [status as OutboxStatus] : (["pending", "dead"] as const);
    const rows = await listOutbox(context.database, statuses);
    const data = rows.map(emailJson);
    if (rows.length === 0) {
      return { data, text: `Nessuna email ${statuses.map((name) => STATUS_LABEL[name]).join(" o ")}.` };
    }
    const table = textTable(
      ["Creata il", "ID email", "Modello", "ID richiesta", "Stato", "Tentativi", "Ultimo errore"],
      rows.map((row) => {
        const [id = "", template = "", state = "", attempts = "", error = ""] = emailLine(row);
        return [romeTime(row.created_at), id, template, row.request_id, state, attempts, error];
      }),
      80,
    );
    return { data, text: table };
  },
};
