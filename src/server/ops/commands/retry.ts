import { type Command, OpsFailure, UsageError } from "../command.ts";
import { retryEmails } from "../outbox-admin.server.ts";

export const retry: Command = {
  usage: "retry <id email> | retry --dead",
  summary: "Rimette in coda un'email (o tutte quelle non consegnate) per un nuovo invio",
  options: { dead: { type: "boolean" } },
  // The id, or --dead instead of it.
  positionals: { required: [], optional: ["id email"] },
  async run(context, flags, [id]) {
    if (flags["dead"] === true && id !== undefined) throw new UsageError("Indica un ID oppure --dead, non entrambi.");
    if (flags["dead"] !== true && id === undefined) throw new UsageError("Indica l'ID di un'email oppure --dead.");
    const outcome = await retryEmails(context.database, id ? { id } : { allDead: true }, context.now);
    if (!outcome.ok) {
      const why = {
        "not-found": `Nessuna email con ID ${outcome.id}.`,
        "already-sent": `L'email ${outcome.id} è già stata inviata: non la rimetto in coda.`,
        sending: `L'email ${outcome.id} è in invio proprio ora: riprova tra qualche minuto.`,
      };
      throw new OpsFailure(why[outcome.reason]);
    }
    const count = outcome.ids.length;
    return {
      data: { requeued: outcome.ids },
      text:
        count === 0
          ? "Nessuna email da rimettere in coda."
          : `${count} ${count === 1 ? "email rimessa" : "email rimesse"} in coda: ` +
            "il server le invia entro pochi secondi (oppure npm run outbox-worker -- --once).",
    };
  },
};
