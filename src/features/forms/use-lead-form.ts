import { useCallback, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import type { ToastMessage } from "../../components/ui/toast.tsx";
import { fieldErrors } from "./field-errors.ts";
import { messages } from "./messages.ts";
import { useCaptcha } from "./use-captcha.ts";

type Values<Field extends string> = Record<Field, string>;

interface Options<Field extends string> {
  endpoint: string;
  fields: readonly Field[];
  initial: Values<Field>;
  schema: z.ZodType;
  sendFailure: string;
  /** Extra body keys, such as the optional marketing consent. */
  extra?: () => Record<string, unknown>;
  onSuccess: () => void;
}

let nextToast = 1;

/**
 * The flow of spec §4 for both forms: fields, then privacy, then captcha, then send; submit disabled
 * until privacy is ticked and while sending; a field's error cleared when edited; a new question
 * after a wrong answer; every error the server returns shown.
 */
export function useLeadForm<Field extends string>(options: Options<Field>) {
  const [values, setValues] = useState<Values<Field>>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [privacy, setPrivacy] = useState(false);
  const [answer, setAnswer] = useState("");
  const [website, setWebsite] = useState("");
  const [sending, setSending] = useState(false);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const captcha = useCaptcha();
  const inputs = useRef(new Map<string, HTMLElement>());

  const toast = useCallback((variant: ToastMessage["variant"], title: string, text: string) => {
    setToasts((current) => [...current, { id: nextToast++, variant, title, text }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((item) => item.id !== id)), []);
  const errorToast = useCallback((text: string) => toast("error", messages.errorTitle, text), [toast]);

  const register = (field: Field) => ({
    id: field,
    value: values[field],
    error: errors[field],
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
  });

  const showFieldErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = options.fields.find((field) => found[field]);
    if (first) inputs.current.get(first)?.focus();
  };

  const newQuestion = () => {
    setAnswer("");
    void captcha.refresh();
  };

  const reset = () => {
    setValues(options.initial);
    setErrors({});
    setPrivacy(false);
    newQuestion();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      showFieldErrors(fieldErrors(parsed.error) as Partial<Record<Field, string>>);
      return;
    }
    if (!privacy) {
      errorToast(messages.privacy);
      return;
    }
    const challenge = captcha.challenge;
    if (!challenge || answer.trim() === "" || Number(answer) !== challenge.a + challenge.b) {
      errorToast(messages.captchaWrong);
      newQuestion();
      return;
    }
    setSending(true);
    try {
      const response = await fetch(options.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          ...(parsed.data as Record<string, unknown>),
          ...options.extra?.(),
          privacyAccepted: privacy,
          captchaToken: challenge.token,
          captchaAnswer: answer.trim(),
          website,
        }),
      });
      const data = (await response.json().catch(() => ({}))) as { errors?: Record<string, string>; error?: string };
      if (response.status === 201) {
        reset();
        options.onSuccess();
        return;
      }
      if (data.errors) {
        showFieldErrors(data.errors as Partial<Record<Field, string>>);
        return;
      }
      errorToast(data.error ?? options.sendFailure);
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
    values,
    setValues,
    register,
    privacy,
    setPrivacy,
    answer,
    setAnswer,
    website,
    setWebsite,
    sending,
    captcha,
    submit,
    toasts,
    toast,
    dismiss,
  };
}
