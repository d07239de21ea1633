import { formsFrom, sinceFrom } from "../arguments.ts";
import type { Command } from "../command.ts";
import { isoTime, romeTime, textTable } from "../format.ts";
import { deliveryStatus, emailsFor } from "../outbox-admin.server.ts";

export const requests: Command = {
  usage: "requests [--form {forms}] [--since 7d]",
  summary: "Richieste ricevute, con lo stato di consegna delle loro email",
  options: { form: { type: "string" }, since: { type: "string" } },
  positionals: { required: [] },
  async run(context, flags) {
    const since = sinceFrom(flags, context.now, null);
    const found = await context.forms.list(await formsFrom(context, flags), since);
    const emails = await emailsFor(
      context.database,
      found.map((request) => request.row.id),
    );
    const byRequest = Map.groupBy(emails, (email) => email.request_id);
    const listed = found.map((request) => ({
      request,
      delivery: deliveryStatus(byRequest.get(request.row.id) ?? [], romeTime),
    }));
    const data = listed.map(({ request, delivery }) => ({
      form: request.form.form,
      id: request.row.id,
      createdAt: isoTime(request.row.created_at),
      email: request.row.email,
      from: request.form.who(request.row),
      delivery: {
        state: delivery.state,
        nextAttemptAt: isoTime(delivery.nextAttemptAt),
        lastError: delivery.lastError,
      },
    }));
    if (listed.length === 0) return { data, text: "Nessuna richiesta nel periodo indicato." };
    const table = textTable(
      ["Ricevuta il", "Modulo", "ID", "Da", "Email", "Consegna"],
      listed.map(({ request, delivery }) => [
        romeTime(request.row.created_at),
        request.form.label,
        request.row.id,
        request.form.who(request.row),
        request.row.email,
        delivery.text,
      ]),
    );
    const count = `${listed.length} ${listed.length === 1 ? "richiesta" : "richieste"}`;
    return { data, text: `${count}, dalla più recente:\n\n${table}` };
  },
};
