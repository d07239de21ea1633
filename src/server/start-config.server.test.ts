import { describe, expect, it } from "vitest";
import { SAMPLE_FACTS_FILE, SAMPLE_PUBLIC_ENV } from "../config/fixtures/sample-facts.ts";
import { loadServerConfig } from "./start-config.server.ts";

/*
 * Security review 3 (2026-11-27), L1, L6, I1, I2, I4: what a public site refuses at start-up. A
 * loopback SITE_URL (a developer's `npm start`, the test servers) keeps every default.
 */

const SECRET = "una-chiave-di-prova-lunga-almeno-32-caratteri";
const RELAY = "smtps://mittente:segreta@smtp.esempio-whistleblowing.it:465";
/** A public site with everything the refusals below ask for. */
const PUBLIC = {
  ...SAMPLE_PUBLIC_ENV,
  OPERATOR_FACTS_FILE: SAMPLE_FACTS_FILE,
  SERVER_SECRET: SECRET,
  SMTP_URL: RELAY,
  MAIL_FROM: "Whistleblowing Facile <noreply@esempio-whistleblowing.it>",
};
const without = (key: keyof typeof PUBLIC) => ({ ...PUBLIC, [key]: undefined });

describe("a public SITE_URL", () => {
  it("starts with a secret of its own and an SMTP relay over TLS", () => {
    expect(loadServerConfig(PUBLIC).SMTP_URL).toBe(RELAY);
  });

  it("refuses to keep the key in the database it protects: no SERVER_SECRET (L1)", () => {
    expect(() => loadServerConfig(without("SERVER_SECRET"))).toThrow(/SERVER_SECRET: .*openssl rand -base64 48/);
    expect(() => loadServerConfig({ ...PUBLIC, SERVER_SECRET: "" })).toThrow(/SERVER_SECRET/);
  });

  it("refuses to write every e-mail to disk unless told: no SMTP_URL without MAIL_TO_FILES=true (I2)", () => {
    expect(() => loadServerConfig({ ...without("SMTP_URL"), MAIL_FROM: undefined })).toThrow(
      /SMTP_URL: .*MAIL_TO_FILES=true/,
    );
    expect(loadServerConfig({ ...without("SMTP_URL"), MAIL_FROM: undefined, MAIL_TO_FILES: "true" }).mailToFiles).toBe(
      true,
    );
    expect(() => loadServerConfig({ ...PUBLIC, MAIL_TO_FILES: "forse" })).toThrow(/MAIL_TO_FILES/);
  });

  it.each([
    "smtp://mittente:segreta@smtp.esempio-whistleblowing.it:587/?ignoreTLS=true",
    "smtp://mittente:segreta@smtp.esempio-whistleblowing.it:587/?requireTLS=false",
    "smtp://mittente:segreta@smtp.esempio-whistleblowing.it:587/?opportunisticTLS=true",
    "smtps://mittente:segreta@smtp.esempio-whistleblowing.it:465/?tls.rejectUnauthorized=false",
    "smtp://mittente:segreta@10.0.0.25:25/?ignoreTLS=1",
  ])("refuses a relay elsewhere without verified TLS: %s (L6)", (url) => {
    expect(() => loadServerConfig({ ...PUBLIC, SMTP_URL: url })).toThrow(/SMTP_URL: .*in chiaro/);
  });

  it("lets a relay on this machine go without TLS when the URL says so (nothing on the path to strip it)", () => {
    for (const host of ["127.0.0.1", "localhost", "[::1]"]) {
      const url = `smtp://${host}:25/?ignoreTLS=true`;
      expect(loadServerConfig({ ...PUBLIC, SMTP_URL: url }).SMTP_URL, url).toBe(url);
    }
  });

  it("lists every problem at once", () => {
    let message = "";
    try {
      loadServerConfig({ ...PUBLIC, SERVER_SECRET: undefined, SMTP_URL: undefined, MAIL_FROM: undefined });
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain(`un sito pubblico (SITE_URL=${SAMPLE_PUBLIC_ENV.SITE_URL})`);
    expect(message).toMatch(/- SERVER_SECRET: /);
    expect(message).toMatch(/- SMTP_URL: /);
  });
});

describe("a loopback SITE_URL (npm start with no setup, the test servers)", () => {
  it("keeps the generated secret, the .eml files and a relay without TLS when asked", () => {
    const config = loadServerConfig({ SMTP_URL: "smtp://smtp.esempio.it:25/?ignoreTLS=true", MAIL_FROM: "a@b.it" });
    expect(config.SERVER_SECRET).toBeUndefined();
    expect(loadServerConfig({}).mailToFiles).toBe(true);
  });
});

describe("SMTP_URL", () => {
  it("refuses a URL that cannot be read, in Italian", () => {
    expect(() => loadServerConfig({ SMTP_URL: "smtp://[relay", MAIL_FROM: "a@b.it" })).toThrow(
      /SMTP_URL non è un URL valido/,
    );
  });
});

describe("HOST (I4)", () => {
  it("listens on loopback unless told otherwise", () => {
    expect(loadServerConfig({}).HOST).toBe("127.0.0.1");
    expect(loadServerConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });
});

describe("TRUST_PROXY networks (I1)", () => {
  it.each(["0.0.0.0/0", "10.0.0.0/7", "::/0", "2001:db8::/31", "::ffff:0.0.0.0/96", "10.0.0.5, 0.0.0.0/1"])(
    "refuses %s, a network wider than any proxy, unless PROXY_ALLOW_WIDE_NETWORK=true",
    (value) => {
      expect(() => loadServerConfig({ TRUST_PROXY: value, HOST: "10.0.0.1" })).toThrow(
        /TRUST_PROXY: .*PROXY_ALLOW_WIDE_NETWORK=true/,
      );
      expect(
        loadServerConfig({ TRUST_PROXY: value, HOST: "10.0.0.1", PROXY_ALLOW_WIDE_NETWORK: "true" }).trustedProxies,
      ).toHaveLength(value.split(",").length);
    },
  );

  it.each(["10.0.0.0/8", "10.0.0.5", "2001:db8::/32", "2001:db8::5", "::ffff:10.0.0.0/104"])("accepts %s", (value) => {
    expect(loadServerConfig({ TRUST_PROXY: value, HOST: "10.0.0.1" }).trustedProxies).toEqual([value]);
  });
});

describe("SHUTDOWN_TIMEOUT_S", () => {
  it("gives a stopping process 8 s by default, before Docker's kill at 10 s, and takes another", () => {
    expect(loadServerConfig(PUBLIC).SHUTDOWN_TIMEOUT_S).toBe(8);
    expect(loadServerConfig({ ...PUBLIC, SHUTDOWN_TIMEOUT_S: "60" }).SHUTDOWN_TIMEOUT_S).toBe(60);
  });

  it("refuses what is not a positive number of seconds", () => {
    expect(() => loadServerConfig({ ...PUBLIC, SHUTDOWN_TIMEOUT_S: "0" })).toThrow(/SHUTDOWN_TIMEOUT_S/);
    expect(() => loadServerConfig({ ...PUBLIC, SHUTDOWN_TIMEOUT_S: "otto" })).toThrow(/SHUTDOWN_TIMEOUT_S/);
  });
});
