import { flushDeletedData } from "../../db.server.ts";
import { addressArgument } from "../arguments.ts";
import { type Command, type Flags, type OpsContext, OpsFailure } from "../command.ts";
import { erase as eraseData, type Erased, type Mention, vacuumFull, vacuumFullStatement } from "../gdpr.server.ts";

/** Why a copy of the erased data may still be on disk, if it may. */
function leftOnDisk(erased: Erased): string | undefined {
  if (erased.flushError !== undefined) {
    return (
      `Attenzione: la pulizia del file del database non è riuscita (${erased.flushError}): il file o il suo ` +
      "WAL (site.sqlite-wal) possono conservare ancora una copia dei dati cancellati. Ripeti il comando."
    );
  }
  if (!erased.walCleared) {
    return (
      "Attenzione: un altro processo stava leggendo il database e il suo WAL (site.sqlite-wal) conserva " +
      "ancora una copia dei dati cancellati fino al prossimo checkpoint. Ripeti il comando tra qualche minuto."
    );
  }
  return undefined;
}

function mentionText(mention: Mention): string {
  return `${mention.form.form} ${mention.row.id}: ${mention.columns.map((column) => column.name).join(", ")}`;
}

/** The e-mails of other people's requests were sent with the address in them: say so. */
function alreadySent(erased: Erased): string | undefined {
  if (erased.blanked.length === 0) return undefined;
  return (
    "Nota: le email già inviate per le richieste di altri da cui l'indirizzo è stato tolto possono ancora " +
    "contenerlo (nel testo o nei PDF allegati); si cancellano con quelle richieste, alla scadenza della conservazione."
  );
}

/**
 * PostgreSQL keeps erased rows in the tables' files until autovacuum: with --vacuum the tables are
 * rewritten now, otherwise the command says what to run (security review 3, L7). Nothing on SQLite,
 * where erase has already rebuilt the file.
 */
async function rewriteTables(
  context: OpsContext,
  flags: Flags,
): Promise<{ vacuum?: { statement: string; ran: boolean }; warning?: string }> {
  if (context.database.dialect !== "postgres") return {};
  const forms = await context.forms.present();
  const statement = vacuumFullStatement(forms);
  if (flags["vacuum"] === true) {
    await vacuumFull(context.database, forms);
    return { vacuum: { statement, ran: true } };
  }
  return {
    vacuum: { statement, ran: false },
    warning:
      "Attenzione: su PostgreSQL le righe cancellate restano nei file delle tabelle finché autovacuum non ne " +
      `riusa lo spazio. Per riscriverle subito esegui, come proprietario del database:\n  ${statement}\n` +
      "oppure ripeti questo comando con --vacuum (le tabelle restano bloccate finché la riscrittura non termina).",
  };
}

export const erase: Command = {
  usage: "erase <email> [--yes] [--vacuum]",
  summary: "Cancella richieste, email in coda e file .eml di un indirizzo (GDPR art. 17)",
  options: { yes: { type: "boolean" }, vacuum: { type: "boolean" } },
  positionals: { required: ["email"] },
  async run(context, flags, [text = ""]) {
    const data = await context.forms.about(addressArgument(text));
    const found = data.requests.length + data.mentions.length + data.emails.length + data.mailFiles.length;
    if (found === 0) {
      // A repeat after a WAL that could not be emptied (see leftOnDisk) empties it now, and a
      // repeat with --vacuum rewrites the PostgreSQL tables.
      await flushDeletedData(context.database);
      const rewritten = flags["vacuum"] === true ? await rewriteTables(context, flags) : {};
      return {
        data: {
          address: data.address,
          variants: [],
          erased: { requests: [], blanked: [], emails: 0, mailFiles: [] },
          ...(rewritten.vacuum ? { vacuum: rewritten.vacuum } : {}),
        },
        text: `Nessun dato conservato per ${data.address}.`,
      };
    }
    // An e-mail being sent right now would write its .eml after the erasure: wait for it.
    if (data.emails.some((email) => email.status === "pending" && (email.claimed_until ?? 0) > context.now)) {
      throw new OpsFailure("Un'email di questo indirizzo è in invio proprio ora: riprova tra qualche minuto.");
    }
    if (flags["yes"] !== true) {
      // The spellings are shown before the question: the operator confirms they are one person's.
      if (data.variants.length > 0) {
        context.io.stderr.write(
          `Per ${data.address} sono state trovate queste varianti dello stesso indirizzo: ${data.variants.join(", ")}.\n`,
        );
      }
      context.io.stderr.write(
        `Per ${data.address}: ${data.requests.length} richieste, ${data.emails.length} email in archivio, ` +
          `${data.mailFiles.length} file .eml.\n`,
      );
      if (data.mentions.length > 0) {
        context.io.stderr.write(
          `Compare anche in ${data.mentions.length === 1 ? "una richiesta" : `${data.mentions.length} richieste`} ` +
            `di altri (${data.mentions.map(mentionText).join("; ")}): ` +
            "lì l'indirizzo viene tolto e le richieste restano.\n",
        );
      }
      if (!(await context.io.confirm("Cancellarli definitivamente? Scrivi «si» per confermare: "))) {
        throw new OpsFailure("Nessun dato cancellato.");
      }
    }
    const erased = await eraseData(context.database, data);
    const rewritten = await rewriteTables(context, flags);
    const warnings = [leftOnDisk(erased) ?? rewritten.warning, alreadySent(erased)].filter(
      (text) => text !== undefined,
    );
    const warning = warnings.length > 0 ? warnings.join("\n") : undefined;
    return {
      data: {
        address: data.address,
        variants: data.variants,
        erased,
        ...(rewritten.vacuum ? { vacuum: rewritten.vacuum } : {}),
      },
      text: [
        `Cancellati per ${data.address}${data.variants.length > 0 ? ` (${data.variants.join(", ")})` : ""}:`,
        ...erased.requests.map((request) => `  richiesta ${request.form} ${request.id}`),
        ...erased.blanked.map(
          (request) => `  tolto dalla richiesta ${request.form} ${request.id} (${request.columns.join(", ")})`,
        ),
        `  ${erased.emails} email dall'archivio dell'outbox`,
        ...erased.mailFiles.map((file) => `  file ${file}`),
        ...(rewritten.vacuum?.ran === true ? [`  tabelle riscritte: ${rewritten.vacuum.statement}`] : []),
      ].join("\n"),
      ...(warning === undefined ? {} : { warning }),
    };
  },
};
