import { describe, expect, it } from "vitest";
import { contactPageProblems } from "../../src/features/contact/contact-route.server.ts";
import { contactMessages } from "../../src/features/contact/schema.ts";
import { messages } from "../../src/forms/messages.ts";
import { formPoster, plainPostSuite, serverQuestion, tagWithId } from "./support/plain-post.ts";
import { countRows, testDialects } from "./support/test-databases.ts";
import { must, OPERATOR_EMAIL } from "./support/test-server.ts";

/*
 * The contact form without JavaScript (docs/decisions/0045): /contatti's form posts urlencoded to
 * /contatti/messaggio, which hands it to POST /api/contact. The prerendered page has no question:
 * the first POST comes back with the values and the server's question, the second stores the
 * message and sends the browser (303) to the success card. Never a 500 for what a visitor sends.
 */

const HOUR_MS = 3_600_000;
const POST_PATH = "/contatti/messaggio";

/** What a browser without JavaScript posts from /contatti, the question not asked yet. */
const TYPED: Readonly<Record<string, string>> = {
  name: "Giulia Bianchi",
  email: "giulia.bianchi@azienda-esempio.it",
  message: "Buongiorno, vorrei un preventivo per 120 dipendenti.\nGrazie & a presto",
  privacyAccepted: "on",
  website: "",
};
const contactForm = (overrides: Record<string, string> = {}) => ({ ...TYPED, ...overrides });

describe.each(testDialects())("contact form without JavaScript on %s", (dialect) => {
  const s = plainPostSuite(dialect, ["outbox", "contact_requests"]);
  const { clock } = s;
  const post = formPoster(() => s.app, POST_PATH);

  /** The 303 a stored message answers, and the success page it leads to. */
  async function successOf(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode, /role="alert"[^]*?<\/p>/.exec(response.body)?.[0]).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/contatti\/messaggio\?t=contact\.[0-9a-f-]{36}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    return { location, page: await s.app.inject({ method: "GET", url: location }) };
  }

  it("asks the server's question with the values kept, then stores the message, e-mails it and shows the success card", async () => {
    const page = await s.app.inject({ method: "GET", url: "/contatti" });
    const form = must(/<form[^>]*>/.exec(page.body)?.[0], "<form>");
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contatti/messaggio"');
    expect(page.body).not.toContain("richiede JavaScript");

    const address = "198.51.100.201";
    const first = await post(contactForm(), { address });
    expect(first.statusCode).toBe(400);
    expect(first.headers["content-type"]).toContain("text/html");
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.body).toContain(contactPageProblems.question);
    expect(first.body).toMatch(/<p role="alert" tabindex="-1" autofocus=""/);
    expect(tagWithId(first.body, "name")).toContain('value="Giulia Bianchi"');
    expect(tagWithId(first.body, "email")).toContain('value="giulia.bianchi@azienda-esempio.it"');
    expect(first.body).toContain(
      "Buongiorno, vorrei un preventivo per 120 dipendenti.\nGrazie &amp; a presto</textarea>",
    );
    expect(tagWithId(first.body, "contact-privacy")).toContain("checked");
    // The spec's box keeps its label; the shell's head is the prerendered page's.
    expect(first.body).toContain("Ho letto e accetto la");
    expect(first.body.startsWith(page.body.slice(0, page.body.indexOf("<!--contatto-->")))).toBe(true);
    expect(await countRows(s.database, "contact_requests")).toBe(0);

    const { location, page: success } = await successOf(
      await post({ ...contactForm(), ...serverQuestion(first.body) }, { address }),
    );
    // Stored before the success is shown; the address names no one.
    expect(location).not.toMatch(/giulia|bianchi|%40/i);
    const rows = await s.database.db.selectFrom("contact_requests").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Giulia Bianchi",
      email: "giulia.bianchi@azienda-esempio.it",
      message: "Buongiorno, vorrei un preventivo per 120 dipendenti.\nGrazie & a presto",
    });
    expect(success.statusCode).toBe(200);
    expect(success.headers["x-robots-tag"]).toBe("noindex");
    expect(success.headers["cache-control"]).toBe("no-store");
    expect(success.body).toContain("Messaggio Inviato con Successo!");
    expect(success.body).toContain(contactMessages.successText);
    expect(success.body).toMatch(/data-next-step="verifica"/);
    expect(success.body).not.toMatch(/giulia/i);

    // The operator's notification, as with JavaScript.
    expect(await s.server.worker.processDue()).toMatchObject({ sent: 1, retried: 0 });
    const [mail] = await s.smtp.waitFor(1);
    expect(must(mail).envelopeTo).toEqual([OPERATOR_EMAIL]);
    expect(must(mail).parsed.text).toContain("vorrei un preventivo per 120 dipendenti");
  });

  it("shows the success card again on reload, and stores nothing twice", async () => {
    const address = "198.51.100.202";
    const first = await post(contactForm(), { address });
    const { location, page } = await successOf(
      await post({ ...contactForm(), ...serverQuestion(first.body) }, { address }),
    );
    const again = await s.app.inject({ method: "GET", url: location });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(page.body);
    expect(await countRows(s.database, "contact_requests")).toBe(1);
    // The question was spent: the same POST again is refused, with a new question.
    const replay = await post({ ...contactForm(), ...serverQuestion(first.body) }, { address });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain(messages.captchaExpired);
    expect(await countRows(s.database, "contact_requests")).toBe(1);
  });

  it("refuses a wrong answer at the question, with the values kept and a new question", async () => {
    const address = "198.51.100.203";
    const first = await post(contactForm(), { address });
    const question = serverQuestion(first.body);
    const wrong = await post(
      { ...contactForm(), ...question, captchaAnswer: String(Number(question.captchaAnswer) + 1) },
      { address },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(messages.captchaWrong);
    expect(tagWithId(wrong.body, "contact-captcha")).toContain('aria-invalid="true"');
    expect(tagWithId(wrong.body, "contact-captcha")).not.toContain("value=");
    expect(wrong.body).toMatch(/<div tabindex="-1" autofocus="" data-contact-errors="">/);
    expect(wrong.body).toContain('href="#contact-captcha"');
    expect(tagWithId(wrong.body, "name")).toContain('value="Giulia Bianchi"');
    expect(serverQuestion(wrong.body).captchaToken).not.toBe(question.captchaToken);
    expect(await countRows(s.database, "contact_requests")).toBe(0);
    await successOf(await post({ ...contactForm(), ...serverQuestion(wrong.body) }, { address }));
  });

  it("answers missing fields with each Italian message, the summary and the values kept, status 400", async () => {
    const response = await post(contactForm({ name: "", email: "giulia@azienda", message: "  ", privacyAccepted: "" }));
    expect(response.statusCode).toBe(400);
    const html = response.body;
    for (const message of [messages.nameRequired, messages.emailInvalidContact, messages.messageRequired]) {
      expect(html).toContain(message);
    }
    expect(html).toContain("i 3 dati indicati");
    expect(html).toMatch(/<div tabindex="-1" autofocus="" data-contact-errors="">/);
    expect(tagWithId(html, "email")).toContain('value="giulia@azienda"');
    expect(tagWithId(html, "email")).toContain('aria-invalid="true"');
    expect(tagWithId(html, "name")).toContain('aria-invalid="true"');
    // The question comes with the messages, so the next POST can send.
    serverQuestion(html);

    const privacy = await post(contactForm({ privacyAccepted: "" }));
    expect(privacy.statusCode).toBe(400);
    expect(privacy.body).toContain(messages.privacy);
    expect(privacy.body).toContain('href="#contact-privacy"');
    expect(tagWithId(privacy.body, "contact-privacy")).not.toContain("checked");
    expect(await countRows(s.database, "contact_requests")).toBe(0);
  });

  it("tells a bot that fills the honeypot that all went well, and stores nothing", async () => {
    // The question first, as a person is asked it (security read 13, L1), then the success card.
    const trap = { website: "https://spam.example" };
    const asked = await post(contactForm(trap));
    expect(asked.statusCode).toBe(400);
    expect(asked.body).toContain(contactPageProblems.question);
    expect(asked.body).not.toContain("spam.example");
    const { page } = await successOf(await post(contactForm({ ...trap, ...serverQuestion(asked.body) })));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Messaggio Inviato con Successo!");
    expect(await countRows(s.database, "contact_requests")).toBe(0);
    expect(await countRows(s.database, "outbox")).toBe(0);
  });

  it("refuses a foreign origin, a body too large and junk with an Italian page, never a 500, storing nothing", async () => {
    const foreign = await post(contactForm(), { headers: { origin: "https://evil.example" } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain(contactPageProblems.forbiddenOrigin);
    const crossSite = await post(contactForm(), { headers: { origin: "", "sec-fetch-site": "cross-site" } });
    expect(crossSite.statusCode).toBe(403);

    const large = await post(contactForm({ message: "è".repeat(6000) }));
    expect(large.statusCode).toBe(413);
    expect(large.headers["content-type"]).toContain("text/html");
    expect(large.body).toContain(contactPageProblems.tooLarge);

    for (const [label, body, type] of [
      ["key twice", `${new URLSearchParams(contactForm()).toString()}&email=a%40b.it`, undefined],
      ["unknown key", `${new URLSearchParams(contactForm()).toString()}&admin=1`, undefined],
      ["JSON", JSON.stringify(contactForm()), "application/json"],
    ] as const) {
      const response = await post(body, type ? { headers: { "content-type": type } } : {});
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
      expect(response.body, label).toContain(contactPageProblems.badRequest);
    }
    expect(await countRows(s.database, "contact_requests")).toBe(0);
  });

  it("opens the success card only with a signed link of the last day", async () => {
    const first = await post(contactForm(), { address: "198.51.100.204" });
    const { location } = await successOf(
      await post({ ...contactForm(), ...serverQuestion(first.body) }, { address: "198.51.100.204" }),
    );
    const token = location.slice(location.indexOf("=") + 1);
    const forged = await s.app.inject({ method: "GET", url: `${POST_PATH}?t=${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain(contactPageProblems.sentInvalid);
    const bare = await s.app.inject({ method: "GET", url: POST_PATH });
    expect([bare.statusCode, bare.headers.location]).toEqual([303, "/contatti"]);
    clock.advance(25 * HOUR_MS);
    const expired = await s.app.inject({ method: "GET", url: location });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(contactPageProblems.sentExpired);
  });
});
