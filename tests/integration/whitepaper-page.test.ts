import { describe, expect, it } from "vitest";
import { whitepaperPageProblems } from "../../src/features/whitepaper/whitepaper-route.server.ts";
import { whitepaperMessages } from "../../src/features/whitepaper/schema.ts";
import { messages } from "../../src/forms/messages.ts";
import { WORKLESS_PER_HOUR } from "../../src/server/api.server.ts";
import { formPoster, plainPostSuite, serverQuestion, tagWithId } from "./support/plain-post.ts";
import { countRows, testDialects } from "./support/test-databases.ts";
import { must, OPERATOR_EMAIL } from "./support/test-server.ts";

/*
 * The whitepaper request without JavaScript (docs/decisions/0046): /whitepaper's form posts
 * urlencoded to /whitepaper/richiesta, which hands it to POST /api/whitepaper. As the contact
 * form's (0045): the first POST comes back with the server's question, the second stores the
 * request, queues the PDF and the operator's lead and sends the browser (303) to the success card,
 * which reminds of the consent's link when the marketing box was ticked.
 */

const POST_PATH = "/whitepaper/richiesta";
const SUCCESS = /^\/whitepaper\/richiesta\?t=(whitepaper(?:-consent)?)\.[0-9a-f-]{36}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/;

/** What a browser without JavaScript posts from /whitepaper, the question not asked yet. */
const TYPED: Readonly<Record<string, string>> = {
  firstName: "Anna",
  lastName: "Ferri & C.",
  companyName: "Ferri Impianti S.r.l.",
  email: "anna.ferri@ferri-impianti.it",
  privacyAccepted: "on",
  website: "",
};
const request = (overrides: Record<string, string> = {}) => ({ ...TYPED, ...overrides });

describe.each(testDialects())("whitepaper request without JavaScript on %s", (dialect) => {
  const s = plainPostSuite(dialect, ["outbox", "whitepaper_requests"]);
  const post = formPoster(() => s.app, POST_PATH);

  /** Both POSTs from one client: the question, then the answer; the 303 and the page it leads to. */
  async function send(form: Record<string, string>, address = "198.51.100.240") {
    const asked = await post(form, { address });
    expect(asked.statusCode).toBe(400);
    expect(asked.body).toContain(whitepaperPageProblems.question);
    const sent = await post({ ...form, ...serverQuestion(asked.body) }, { address });
    expect(sent.statusCode, /role="alert"[^]*?<\/p>/.exec(sent.body)?.[0]).toBe(303);
    const location = String(sent.headers.location);
    const kind = must(SUCCESS.exec(location)?.[1], location);
    return { asked, location, kind, page: await s.app.inject({ method: "GET", url: location }) };
  }

  it("asks the question with the values kept, then stores the request, sends the PDF and the lead, and shows the card", async () => {
    const page = await s.app.inject({ method: "GET", url: "/whitepaper" });
    expect(page.statusCode).toBe(200);
    const form = must(/<form[^>]*>/.exec(page.body)?.[0], "<form>");
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${POST_PATH}"`);

    const address = "198.51.100.211";
    const { asked, location, kind, page: success } = await send(request({ marketingConsent: "on" }), address);
    expect(asked.headers["content-type"]).toContain("text/html");
    expect(asked.headers["cache-control"]).toBe("no-store");
    expect(asked.body).toMatch(/<p role="alert" tabindex="-1" autofocus=""/);
    expect(tagWithId(asked.body, "firstName")).toContain('value="Anna"');
    expect(tagWithId(asked.body, "lastName")).toContain('value="Ferri &amp; C."');
    expect(tagWithId(asked.body, "companyName")).toContain('value="Ferri Impianti S.r.l."');
    expect(tagWithId(asked.body, "whitepaper-privacy")).toContain("checked");
    expect(tagWithId(asked.body, "whitepaper-marketing")).toContain("checked");
    expect(asked.body.startsWith(page.body.slice(0, page.body.indexOf("<!--whitepaper-->")))).toBe(true);

    // Stored before the card is shown; the address names no one.
    expect(kind).toBe("whitepaper-consent");
    expect(location).not.toMatch(/anna|ferri|%40/i);
    const rows = await s.database.db.selectFrom("whitepaper_requests").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Anna",
      last_name: "Ferri & C.",
      company_name: "Ferri Impianti S.r.l.",
      email: "anna.ferri@ferri-impianti.it",
      marketing_consent: 1,
    });
    expect(success.statusCode).toBe(200);
    expect(success.headers["x-robots-tag"]).toBe("noindex");
    expect(success.headers["cache-control"]).toBe("no-store");
    for (const text of [whitepaperMessages.successTitle, whitepaperMessages.successText]) {
      expect(success.body).toContain(text);
    }
    expect(success.body).toContain(whitepaperMessages.consentText.replaceAll("'", "&#x27;"));
    expect(success.body).toMatch(/data-next-step="verifica"/);
    expect(success.body).not.toMatch(/anna|ferri/i);

    // The PDF to the visitor and the lead to the operator, as with JavaScript.
    expect(await s.server.worker.processDue()).toMatchObject({ sent: 2, retried: 0 });
    const mails = await s.smtp.waitFor(2);
    const delivery = must(mails.find((mail) => mail.envelopeTo.includes("anna.ferri@ferri-impianti.it")));
    expect(delivery.parsed.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
    const lead = must(mails.find((mail) => mail.envelopeTo.includes(OPERATOR_EMAIL)));
    expect(lead.parsed.text).toContain("Ferri Impianti S.r.l.");

    // A reload shows the same card and stores nothing twice.
    const again = await s.app.inject({ method: "GET", url: location });
    expect(again.body).toBe(success.body);
    expect(await countRows(s.database, "whitepaper_requests")).toBe(1);
  });

  it("shows the card without the consent's reminder when the marketing box was left unticked", async () => {
    const { kind, page } = await send(request());
    expect(kind).toBe("whitepaper");
    expect(page.body).toContain(whitepaperMessages.successText);
    expect(page.body).not.toContain("Se vuoi ricevere per e-mail proposte commerciali");
    const rows = await s.database.db.selectFrom("whitepaper_requests").select("marketing_consent").execute();
    expect(rows).toEqual([{ marketing_consent: 0 }]);
  });

  it("tells a bot that fills the honeypot that all went well, with a card like a person's, and stores nothing", async () => {
    const person = await send(request({ email: "persona@ferri-impianti.it", marketingConsent: "on" }));
    await s.database.db.deleteFrom("whitepaper_requests").execute();
    await s.database.db.deleteFrom("outbox").execute();
    const bot = await send(request({ website: "https://spam.example", marketingConsent: "on" }));
    expect(bot.asked.body).not.toContain("spam.example");
    expect(bot.kind).toBe(person.kind);
    expect(bot.page.body).toBe(person.page.body);
    expect(await countRows(s.database, "whitepaper_requests")).toBe(0);
    expect(await countRows(s.database, "outbox")).toBe(0);
  });

  it("refuses a wrong answer and missing fields with the messages, the values kept and a new question", async () => {
    const address = "198.51.100.212";
    const first = await post(request({ firstName: "", email: "anna@ferri", privacyAccepted: "" }), { address });
    expect(first.statusCode).toBe(400);
    for (const message of [messages.firstNameRequired, messages.emailInvalidWhitepaper]) {
      expect(first.body).toContain(message);
    }
    expect(first.body).toMatch(/<div tabindex="-1" autofocus="" data-whitepaper-errors="">/);
    expect(tagWithId(first.body, "email")).toContain('value="anna@ferri"');
    expect(tagWithId(first.body, "firstName")).toContain('aria-invalid="true"');

    const question = serverQuestion(first.body);
    const wrong = await post(
      { ...request(), ...question, captchaAnswer: String(Number(question.captchaAnswer) + 1) },
      { address },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(messages.captchaWrong);
    expect(wrong.body).toContain('href="#whitepaper-captcha"');
    expect(tagWithId(wrong.body, "whitepaper-captcha")).not.toContain("value=");
    expect(tagWithId(wrong.body, "companyName")).toContain('value="Ferri Impianti S.r.l."');
    expect(serverQuestion(wrong.body).captchaToken).not.toBe(question.captchaToken);

    const privacy = await post({ ...request({ privacyAccepted: "" }), ...serverQuestion(wrong.body) }, { address });
    expect(privacy.statusCode).toBe(400);
    expect(privacy.body).toContain('href="#whitepaper-privacy"');
    expect(await countRows(s.database, "whitepaper_requests")).toBe(0);
  });

  it("refuses a foreign origin, a body too large and junk with an Italian page, never a 500, storing nothing", async () => {
    const foreign = await post(request(), { headers: { origin: "https://evil.example" } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain(whitepaperPageProblems.forbiddenOrigin);

    const large = await post(request({ companyName: "è".repeat(6000) }));
    expect(large.statusCode).toBe(413);
    expect(large.body).toContain(whitepaperPageProblems.tooLarge);

    for (const [label, body, type] of [
      ["key twice", `${new URLSearchParams(request()).toString()}&email=a%40b.it`, undefined],
      ["unknown key", `${new URLSearchParams(request()).toString()}&message=ciao`, undefined],
      ["JSON", JSON.stringify(request()), "application/json"],
    ] as const) {
      const response = await post(body, type ? { headers: { "content-type": type } } : {});
      expect(response.statusCode, label).toBe(400);
      expect(response.body, label).toContain(whitepaperPageProblems.badRequest);
    }
    expect(await countRows(s.database, "whitepaper_requests")).toBe(0);
  });

  it("takes work-less requests within the hour's budget, then says what to do with the values kept", async () => {
    for (let index = 0; index < WORKLESS_PER_HOUR; index += 1) {
      await send(request({ email: `richiesta.${index}@ferri-impianti.it` }), `198.51.100.${220 + index}`);
    }
    const address = "198.51.100.230";
    const asked = await post(request({ email: "ultima@ferri-impianti.it" }), { address });
    const refused = await post(
      { ...request({ email: "ultima@ferri-impianti.it" }), ...serverQuestion(asked.body) },
      {
        address,
      },
    );
    expect(refused.statusCode).toBe(429);
    const alert = must(/role="alert"[^]*?<\/p>/.exec(refused.body)?.[0]);
    expect(alert).toContain("Attiva JavaScript");
    expect(alert).toContain(OPERATOR_EMAIL);
    expect(tagWithId(refused.body, "email")).toContain('value="ultima@ferri-impianti.it"');
    expect(await countRows(s.database, "whitepaper_requests")).toBe(WORKLESS_PER_HOUR);
  });

  it("opens the card only with a signed link of this form and the last day", async () => {
    const { location } = await send(request());
    const token = location.slice(location.indexOf("=") + 1);
    const forged = await s.app.inject({ method: "GET", url: `${POST_PATH}?t=${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain(whitepaperPageProblems.sentInvalid);
    // The contact form's card is not this page's.
    const contact = await s.app.inject({ method: "GET", url: `/contatti/messaggio?t=${token}` });
    expect(contact.statusCode).toBe(403);
    const bare = await s.app.inject({ method: "GET", url: POST_PATH });
    expect([bare.statusCode, bare.headers.location]).toEqual([303, "/whitepaper"]);
    s.clock.advance(25 * 3_600_000);
    const expired = await s.app.inject({ method: "GET", url: location });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(whitepaperPageProblems.sentExpired);
  });
});
