import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { ReceivedMail } from "./test-smtp.ts";
import { must, SITE_URL } from "./test-server.ts";

/** The confirmation link of an e-mail (docs/decisions/0023), from its plain-text body. */
export function confirmationLink(mail: ReceivedMail): string {
  const link = new RegExp(`${SITE_URL.replace(/[.]/g, "\\.")}/conferma-indirizzo\\?t=[A-Za-z0-9._-]+`).exec(
    mail.parsed.text ?? "",
  )?.[0];
  return must(link, "link di conferma");
}

/** The token of a confirmation link. */
export function tokenOf(link: string): string {
  return must(new URL(link).searchParams.get("t"), "token");
}

/** Opens the link as a mail scanner or a browser does: a GET, which never confirms. */
export function openLink(app: FastifyInstance, link: string) {
  const url = new URL(link);
  return app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
}

/** Presses the page's button: the POST of the token, from our own origin unless told otherwise. */
export function pressConfirm(
  app: FastifyInstance,
  token: string,
  origin = SITE_URL,
  fields: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url: "/conferma-indirizzo",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    payload: new URLSearchParams({ t: token, ...fields }).toString(),
  });
}

/** Opens and confirms, as the visitor does; the page says so. */
export async function confirmByLink(app: FastifyInstance, mail: ReceivedMail): Promise<void> {
  const link = confirmationLink(mail);
  expect((await openLink(app, link)).statusCode).toBe(200);
  const confirmed = await pressConfirm(app, tokenOf(link));
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.body).toContain("Indirizzo confermato");
}

/**
 * Everything a recipient can read of a message: the raw source as sent over SMTP, the decoded
 * Subject, To (display name included), both bodies and each attachment's name and bytes.
 */
export function readableParts(mail: ReceivedMail): string[] {
  const { parsed } = mail;
  const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
  return [
    mail.raw.toString("utf8"),
    parsed.subject ?? "",
    ...to.map((address) => address.text),
    parsed.text ?? "",
    typeof parsed.html === "string" ? parsed.html : "",
    ...parsed.attachments.flatMap((attachment) => [attachment.filename ?? "", attachment.content.toString("latin1")]),
  ];
}

/** Fails naming the first typed value found anywhere a recipient can read it. */
export function expectNoneOf(mail: ReceivedMail, typed: readonly string[]): void {
  const parts = readableParts(mail).map((part) => part.toLowerCase());
  for (const value of typed) {
    const found = parts.findIndex((part) => part.includes(value.toLowerCase()));
    expect(found, `«${value}» nel messaggio (parte ${found})`).toBe(-1);
  }
}

/** Our own privacy policy: the one fixed URL a first e-mail carries besides its link (art. 14(3)(b) GDPR). */
export const POLICY_URL = `${SITE_URL}/privacy-policy`;

/**
 * The confirmation link is the only link in the message, and the only other URL is the fixed one
 * of our own privacy policy, in the footer's text: nothing else, in either body.
 */
export function expectOnlyLink(mail: ReceivedMail, link: string): void {
  const html = typeof mail.parsed.html === "string" ? mail.parsed.html : "";
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]?.replace(/&amp;/g, "&"));
  expect(hrefs).toEqual([link]);
  const urls = (mail.parsed.text ?? "").match(/https?:\/\/[^\s[\]()<>]+/g) ?? [];
  expect(new Set(urls)).toEqual(new Set([link, POLICY_URL]));
  expect(mail.parsed.text).toContain(`Come trattiamo questo indirizzo: ${POLICY_URL}`);
}
