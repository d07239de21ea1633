import { type RefObject, useCallback, useEffect, useRef, useState, type SubmitEvent } from "react";
import type { z } from "zod";
import type { ToastMessage } from "../components/ui/toast.tsx";
import { fieldErrors } from "../lib/field-errors.ts";
import { inputConstraints } from "./fields.ts";
import type { FieldBinding } from "./lead-fields.tsx";
import { messages } from "./messages.ts";
import { useCaptcha } from "./use-captcha.ts";

interface Options<Field extends string> {
  endpoint: string;
  /**
   * The fields' schema: it validates them, its rules give each input `required` and `maxLength`,
   * and its order is the order the first wrong field is looked for in.
   */
  schema: z.ZodObject<Record<Field, z.ZodType>>;
  sendFailure: string;
  /** Extra body keys, such as the optional marketing consent. */
  extra?: () => Record<string, unknown>;
  /** Gets the server's answer (an order's number) and the values that were sent. */
  onSuccess: (answer: Record<string, unknown>, sent: Record<string, unknown>) => void;
  /**
   * false for a form of our own (the order, docs/decisions/0033): no maths question and no
   * privacy box, so neither is checked nor sent; the proof of work and the honeypot stay.
   */
  specChecks?: false;
  /** Where focus goes when fields are wrong: an error summary above the form, else the first wrong field. */
  errorSummary?: RefObject<HTMLElement | null>;
  /** The privacy box as the server's page gives it back (a form sent without JavaScript). */
  privacyAccepted?: boolean;
}

let nextToast = 1;

function control(form: HTMLFormElement | null, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const named = form?.elements.namedItem(name);
  // A group of radios: its first one stands for the field (focus on error).
  const element = named instanceof RadioNodeList ? named[0] : named;
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
}

/**
 * The flow of spec §4 for every form: fields, then privacy, then captcha, then send; submit disabled
 * until privacy is ticked and while sending; a field's error cleared when edited; a new question
 * after a wrong answer; every error the server returns shown.
 *
 * The inputs are uncontrolled: the form is server-rendered and hydrated on first use, and the
 * values live in the DOM, so nothing typed before React takes over is lost.
 */
export function useLeadForm<Field extends string>(options: Options<Field>) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [privacy, setPrivacy] = useState(options.privacyAccepted === true);
  const [sending, setSending] = useState(false);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const captcha = useCaptcha(options.endpoint);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(options.schema.shape) as Field[];

  useEffect(() => {
    const box = control(formRef.current, "privacyAccepted");
    // A box ticked before hydration is in the DOM only.
    if (box instanceof HTMLInputElement && box.checked) setPrivacy(true);
  }, []);

  const toast = useCallback((variant: ToastMessage["variant"], title: string, text: string) => {
    setToasts((current) => [...current, { id: nextToast++, variant, title, text }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((item) => item.id !== id)), []);
  const errorToast = useCallback((text: string) => toast("error", messages.errorTitle, text), [toast]);

  const register = (field: Field): FieldBinding => ({
    id: field,
    name: field,
    ...inputConstraints(options.schema.shape[field]),
    error: errors[field],
    onChange: () =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const next: Partial<Record<Field, string>> = {};
        for (const [key, message] of Object.entries(current) as [Field, string][]) {
          if (key !== field) next[key] = message;
        }
        return next;
      }),
  });

  const showFieldErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const summary = options.errorSummary;
    // The summary is rendered with the errors: focused once React has put it in the page.
    if (summary) requestAnimationFrame(() => summary.current?.focus());
    else {
      const first = fields.find((field) => found[field]);
      if (first) control(formRef.current, first)?.focus();
    }
  };

  /** A wrong or expired answer, shown at the question (UX review 2026-11-27, 4.2), not in a distant toast. */
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const wrongAnswer = (message: string) => {
    setCaptchaError(message);
    newQuestion();
    control(formRef.current, "captchaAnswer")?.focus();
  };

  const newQuestion = () => {
    const answer = control(formRef.current, "captchaAnswer");
    if (answer) answer.value = "";
    void captcha.refresh();
  };

  const reset = () => {
    formRef.current?.reset();
    setErrors({});
    setCaptchaError(null);
    setPrivacy(false);
    newQuestion();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    const parsed = options.schema.safeParse(Object.fromEntries(fields.map((field) => [field, text(field)])));
    if (!parsed.success) {
      showFieldErrors(fieldErrors(parsed.error) as Partial<Record<Field, string>>);
      return;
    }
    const ours = options.specChecks === false;
    if (!ours && !privacy) {
      errorToast(messages.privacy);
      return;
    }
    let challenge = captcha.challenge;
    const answer = text("captchaAnswer").trim();
    if (ours && !challenge) {
      // Sent before the question arrived (a quick visitor, the browser's autofill): wait for it.
      setSending(true);
      challenge = await captcha.arrived();
      setSending(false);
      if (!challenge) {
        errorToast(messages.powInvalid);
        newQuestion();
        return;
      }
    }
    if (!challenge || (!ours && (answer === "" || Number(answer) !== challenge.a + challenge.b))) {
      wrongAnswer(messages.captchaWrong);
      return;
    }
    setCaptchaError(null);
    setSending(true);
    try {
      // Usually found long ago, while the visitor was typing; otherwise this waits for it.
      const pow = await captcha.proof(challenge.token);
      if (pow === null) {
        errorToast(messages.powInvalid);
        newQuestion();
        return;
      }
      const sent = { ...(parsed.data as Record<string, unknown>), ...options.extra?.() };
      const response = await fetch(options.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          ...sent,
          ...(ours ? {} : { privacyAccepted: privacy, captchaToken: challenge.token, captchaAnswer: answer }),
          pow,
          website: text("website"),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        errors?: Record<string, string>;
        error?: string;
      } & Record<string, unknown>;
      if (response.status === 201) {
        reset();
        options.onSuccess(body, sent);
        return;
      }
      if (body.errors) {
        showFieldErrors(body.errors as Partial<Record<Field, string>>);
        return;
      }
      if (body.error === messages.captchaWrong || body.error === messages.captchaExpired) {
        wrongAnswer(body.error);
        return;
      }
      errorToast(body.error ?? options.sendFailure);
      // The server has checked (and spent) the question or refused the request: ask a new one.
      newQuestion();
    } catch {
      errorToast(options.sendFailure);
      newQuestion();
    } finally {
      setSending(false);
    }
  };

  return {
    formRef,
    register,
    errors,
    privacy,
    setPrivacy,
    sending,
    captcha,
    captchaError,
    submit,
    toasts,
    toast,
    dismiss,
  };
}
