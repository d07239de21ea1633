import { sinceFrom } from "../arguments.ts";
import type { Command } from "../command.ts";
import { textTable } from "../format.ts";
import { weeklyStats } from "../stats.server.ts";

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60_000;

export const stats: Command = {
  usage: "stats [--since 30d]",
  summary: "Richieste per modulo e per settimana ISO, ed e-mail non consegnate",
  options: { since: { type: "string" } },
  positionals: { required: [] },
  async run(context, flags) {
    const forms = await context.forms.present();
    const weeks = await weeklyStats(context.database, forms, sinceFrom(flags, context.now, THIRTY_DAYS_MS));
    if (weeks.length === 0) return { data: weeks, text: "Nessuna richiesta nel periodo indicato." };
    const table = textTable(
      ["Settimana", ...forms.map((form) => form.label), "E-mail non consegnate", "In attesa", "Con più tentativi"],
      weeks.map((week) => [
        week.week,
        ...forms.map((form) => String(week.requests[form.form] ?? 0)),
        String(week.dead),
        String(week.pending),
        String(week.retried),
      ]),
    );
    return { data: weeks, text: table };
  },
};
