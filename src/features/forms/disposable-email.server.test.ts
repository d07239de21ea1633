import { describe, expect, it } from "vitest";
import { isDisposableEmail } from "./disposable-email.server.ts";

describe("disposable e-mail domains", () => {
  it.each(["a@mailinator.com", "a@YOPMAIL.com", "a@10minutemail.com", "a@sub.mailinator.com"])(
    "refuses %s",
    (email) => {
      expect(isDisposableEmail(email)).toBe(true);
    },
  );

  it.each(["a@gmail.com", "a@libero.it", "a@azienda.it", "a@pec.it", "a@comune.roma.it", "senza-chiocciola"])(
    "accepts %s",
    (email) => {
      expect(isDisposableEmail(email)).toBe(false);
    },
  );
});
