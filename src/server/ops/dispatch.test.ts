import { describe, expect, it } from "vitest";
import { type Command, type OpsContext, OpsFailure, type Output, UsageError } from "./command.ts";
import { dispatch } from "./dispatch.ts";

/** A command that records what it got and returns `output`, or throws `error`. */
function fake(overrides: Partial<Command> & { output?: Output; error?: Error } = {}) {
  const calls: { flags: Record<string, unknown>; args: readonly string[] }[] = [];
  const command: Command = {
    usage: "fake <id> [--form {forms}]",
    summary: "Un comando finto",
    options: { form: { type: "string" } },
    positionals: { required: [] },
    run(_context, flags, args) {
      calls.push({ flags, args });
      if (overrides.error) return Promise.reject(overrides.error);
      return Promise.resolve(overrides.output ?? { data: { ok: true }, text: "fatto" });
    },
    ...overrides,
  };
  return { command, calls };
}

async function run(commands: Record<string, Command>, argv: string[]) {
  let stdout = "";
  let stderr = "";
  const events: string[] = [];
  const code = await dispatch(
    argv,
    {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      confirm: () => Promise.resolve(false),
      env: {},
    },
    {
      commands,
      formNames: ["contact", "order"],
      open: () => {
        events.push("open");
        return Promise.resolve({
          context: {} as OpsContext,
          close: () => {
            events.push("close");
            return Promise.resolve();
          },
        });
      },
    },
  );
  return { code, stdout, stderr, events };
}

const HINT = "\nUsa «npm run ops -- help» per l'elenco dei comandi.\n";

describe("dispatch: output", () => {
  const { command } = fake({ output: { data: { n: 1 }, text: "Una riga", warning: "Attenzione" } });

  it("prints the text, then the warning on stderr", async () => {
    expect(await run({ fake: command }, ["fake"])).toEqual({
      code: 0,
      stdout: "Una riga\n",
      stderr: "Attenzione\n",
      events: ["open", "close"],
    });
  });

  it("prints only the data under --json", async () => {
    expect(await run({ fake: command }, ["fake", "--json"])).toMatchObject({
      code: 0,
      stdout: '{\n  "n": 1\n}\n',
      stderr: "",
    });
  });

  it("prints a document as it is, and the data as JSON when there is no text", async () => {
    const csv = fake({ output: { data: [], document: "a;b\r\n" } }).command;
    expect((await run({ csv }, ["csv"])).stdout).toBe("a;b\r\n");
    const json = fake({ output: { data: { a: 1 } } }).command;
    expect((await run({ json }, ["json"])).stdout).toBe('{\n  "a": 1\n}\n');
  });

  it("escapes terminal controls in everything it prints", async () => {
    const hostile = fake({ output: { data: "\u001b]52", text: "\u001b]52;c;eA==\u0007" } }).command;
    expect((await run({ hostile }, ["hostile"])).stdout).toBe("\\u001b]52;c;eA==\\u0007\n");
    expect((await run({ hostile }, ["hostile", "--json"])).stdout).toBe('"\\u001b]52"\n');
  });
});

describe("dispatch: arguments", () => {
  it("passes the options and the arguments a command takes", async () => {
    const { command, calls } = fake({ positionals: { required: ["id"], optional: ["altro"] } });
    expect((await run({ fake: command }, ["fake", "1", "--form", "order"])).code).toBe(0);
    expect((await run({ fake: command }, ["fake", "1", "2"])).code).toBe(0);
    expect(calls).toEqual([
      { flags: { form: "order" }, args: ["1"] },
      { flags: {}, args: ["1", "2"] },
    ]);
  });

  it.each([
    [{ required: ["id"] }, [], "Uso: npm run ops -- fake <id> [--form contact|order]"],
    [{ required: ["id"] }, ["1", "2"], "Uso: npm run ops -- fake <id> [--form contact|order]"],
    [{ required: [] }, ["1"], "Argomento inatteso: «1». Uso: npm run ops -- fake <id> [--form contact|order]"],
    [
      { required: [], optional: ["id"] },
      ["1", "2"],
      "Argomento inatteso: «1 2». Uso: npm run ops -- fake <id> [--form contact|order]",
    ],
  ])("%j with %j exits 2 before opening the database", async (positionals, args, message) => {
    const { command, calls } = fake({ positionals });
    const result = await run({ fake: command }, ["fake", ...args]);
    expect(result).toEqual({ code: 2, stdout: "", stderr: `${message}${HINT}`, events: [] });
    expect(calls).toEqual([]);
  });

  it("says a command's own words instead of echoing an unexpected argument", async () => {
    const { command } = fake({ unexpectedArguments: "Niente URL qui." });
    expect((await run({ fake: command }, ["fake", "postgres://u:segreta@h/db"])).stderr).toBe(`Niente URL qui.${HINT}`);
  });

  it("refuses unknown options and commands, even an Object method's name", async () => {
    const { command } = fake();
    expect((await run({ fake: command }, ["fake", "--colour"])).stderr).toBe(`Opzione sconosciuta: --colour.${HINT}`);
    for (const name of ["nessuno", "toString"]) {
      expect(await run({ fake: command }, [name])).toMatchObject({
        code: 2,
        stderr: `Comando sconosciuto: «${name}».${HINT}`,
      });
    }
  });
});

describe("dispatch: exit codes and help", () => {
  it("exits 1 when the command cannot do its job, 2 when it finds the command line wrong; closes either way", async () => {
    const failing = fake({ error: new OpsFailure("Nessuna richiesta.") }).command;
    expect(await run({ failing }, ["failing", "--json"])).toEqual({
      code: 1,
      stdout: "",
      stderr: "Nessuna richiesta.\n",
      events: ["open", "close"],
    });
    const wrong = fake({ error: new UsageError("Durata non valida.") }).command;
    expect(await run({ wrong }, ["wrong"])).toMatchObject({ code: 2, stderr: `Durata non valida.${HINT}` });
    const broken = fake({ error: new Error("disco pieno") }).command;
    expect(await run({ broken }, ["broken"])).toMatchObject({ code: 1, stderr: "disco pieno\n" });
  });

  it("prints the help: exit 0 when asked for, 2 without a command", async () => {
    const { command } = fake();
    const asked = await run({ fake: command }, ["help"]);
    expect(asked).toMatchObject({ code: 0, stderr: "", events: [] });
    expect(asked.stdout).toContain("  fake <id> [--form contact|order]\n      Un comando finto\n");
    expect(asked.stdout).toContain("Moduli: contact, order. --json stampa dati per gli script.\n");
    for (const argv of [["--help"], ["-h"]]) expect(await run({ fake: command }, argv)).toEqual(asked);
    expect(await run({ fake: command }, [])).toEqual({ ...asked, code: 2 });
  });
});
