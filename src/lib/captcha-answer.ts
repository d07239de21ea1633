import { z } from "zod";

/** The captcha answer: an integer, or a string of digits as typed in the number input. */
export const captchaAnswer = z.union([
  z.number().int().min(0).max(99),
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/),
]);
