// Plain .ts with createElement, like demo-booking-page.ts (the server renders it per request; 0018): the booking form, one radio group of
// slots per day, the fields, the captcha, the notice and the optional box.
import { createElement as h, type ReactNode } from "react";
import { MARKETING_BOX_LABEL } from "../../config/address-confirmation.ts";
import { messages } from "../../forms/messages.ts";
import { NOT_A_REPORTING_CHANNEL } from "../../forms/not-a-reporting-channel.ts";
import { DEMO_PRIVACY_HREF, type DemoPageState } from "./demo-page-state.ts";
import { DEMO_LIMITS } from "./schema.ts";

const input =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600";

export function Section({ title, children }: { title: string; children?: ReactNode }) {
  return h(
    "section",
    { className: "mx-auto max-w-3xl px-4 py-12 sm:px-6", "aria-labelledby": "demo-titolo", "data-demo-state": "" },
    h(
      "h2",
      { id: "demo-titolo", tabIndex: -1, className: "text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl" },
      title,
    ),
    h("div", { className: "mt-6 space-y-5 text-lg text-slate-700" }, children),
  );
}

function errorOf(state: Extract<DemoPageState, { kind: "form" }>, name: string): string | undefined {
  return state.errors?.[name];
}

function Field({
  state,
  name,
  label,
  type = "text",
  autoComplete,
  required = true,
  maxLength,
  inputMode,
  hint,
}: {
  state: Extract<DemoPageState, { kind: "form" }>;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  inputMode?: "numeric" | "tel" | "email";
  hint?: string;
}) {
  const error = errorOf(state, name);
  const id = `demo-${name}`;
  return h(
    "div",
    null,
    h(
      "label",
      { htmlFor: id, className: "block text-sm font-medium text-slate-800" },
      label,
      required ? h("span", { "aria-hidden": "true", className: "text-red-700" }, " *") : " (facoltativo)",
    ),
    hint ? h("p", { id: `${id}-suggerimento`, className: "mt-1 text-sm text-slate-600" }, hint) : null,
    h("input", {
      id,
      name,
      type,
      required,
      autoComplete,
      maxLength,
      inputMode,
      defaultValue: state.values?.[name] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": hint ? `${id}-suggerimento ${id}-errore` : `${id}-errore`,
      className: `${input} ${error ? "border-red-700" : "border-slate-300"}`,
    }),
    h("p", { id: `${id}-errore`, className: "mt-1 min-h-5 text-sm text-red-700" }, error ?? ""),
  );
}

/**
 * Slots shown open, in whole days: the rest wait behind «Altri giorni», so the name and e-mail are
 * not 3,000 px down on a phone (UX review 11).
 */
const OPEN_SLOTS = 12;

/** How many days, from the first, hold at least OPEN_SLOTS slots (all of them if fewer). */
function openDays(days: readonly { slots: readonly unknown[] }[]): number {
  let slots = 0;
  const index = days.findIndex((day) => (slots += day.slots.length) >= OPEN_SLOTS);
  return index === -1 ? days.length : index + 1;
}

/** The slots: one group of radio buttons per day, inside one group for the choice. */
function SlotChoice({ state }: { state: Extract<DemoPageState, { kind: "form" }> }) {
  const error = errorOf(state, "slot");
  const chosen = state.values?.["slot"];
  const dayGroup = (day: (typeof state.days)[number], dayIndex: number) =>
    h(
      "fieldset",
      { key: day.day, className: "rounded-xl border border-slate-200 p-4" },
      h("legend", { className: "px-1 text-sm font-semibold text-slate-800 first-letter:uppercase" }, day.label),
      h(
        "div",
        { className: "mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4" },
        ...day.slots.map((slot, index) =>
          h(
            "label",
            {
              key: slot.value,
              className:
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
            },
            h("input", {
              type: "radio",
              name: "slot",
              value: slot.value,
              required: true,
              defaultChecked: slot.value === chosen,
              ...(dayIndex === 0 && index === 0 ? { id: "demo-slot" } : {}),
              className: "h-4 w-4 shrink-0 accent-brand-700",
            }),
            slot.label,
          ),
        ),
      ),
    );
  const open = openDays(state.days);
  const later = state.days.slice(open);
  const laterChosen = later.some((day) => day.slots.some((slot) => slot.value === chosen));
  return h(
    "fieldset",
    { "aria-describedby": "demo-slot-errore", "aria-invalid": error ? true : undefined },
    h(
      "legend",
      { className: "text-base font-semibold text-slate-900" },
      "Scegli giorno e ora (ora italiana)",
      h("span", { "aria-hidden": "true", className: "text-red-700" }, " *"),
    ),
    h("p", { id: "demo-slot-errore", className: "mt-1 min-h-5 text-sm text-red-700" }, error ?? ""),
    h(
      "div",
      { className: "mt-2 space-y-5" },
      ...state.days.slice(0, open).map(dayGroup),
      later.length > 0 &&
        h(
          "details",
          { key: "later", open: laterChosen || undefined },
          h("summary", { className: "link cursor-pointer py-2 font-semibold" }, `Altri giorni (${later.length})`),
          h("div", { className: "mt-3 space-y-5" }, ...later.map((day, index) => dayGroup(day, index + open))),
        ),
    ),
  );
}

function Checkbox({
  id,
  name,
  checked,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  children?: ReactNode;
}) {
  return h(
    "div",
    { className: "flex items-start gap-3" },
    h("input", {
      id,
      name,
      type: "checkbox",
      value: "1",
      defaultChecked: checked,
      className: "mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700",
    }),
    h("label", { htmlFor: id, className: "text-sm text-slate-800" }, children),
  );
}

export function BookingForm({ state }: { state: Extract<DemoPageState, { kind: "form" }> }) {
  const values = state.values ?? {};
  return h(
    Section,
    // The page's title and intro say what a demo is (demo-page.tsx); on a phone the slots follow
    // them at once (buyer's read 2026-11-28: the same title and intro twice filled the first screen).
    { title: "Scegli giorno e ora" },
    h(
      "p",
      {
        className: "rounded-xl border border-amber-300 bg-amber-50 p-4 text-base text-slate-800",
        "data-not-a-channel": "",
      },
      NOT_A_REPORTING_CHANNEL,
    ),
    state.error
      ? h(
          "div",
          { role: "alert", className: "rounded-xl border border-red-300 bg-red-50 p-4 text-base text-red-900" },
          h("p", null, state.error),
          state.nearest && state.nearest.length > 0
            ? h(
                "ul",
                { className: "mt-2 list-disc pl-6" },
                ...state.nearest.map((slot) => h("li", { key: slot.value }, slot.label)),
              )
            : null,
        )
      : null,
    state.days.length === 0
      ? h(
          "p",
          null,
          "Nelle prossime settimane non restano orari liberi. ",
          h("a", { href: "/contatti", className: "link" }, "Scrivici dalla pagina Contatti"),
          ": troviamo un momento insieme.",
        )
      : h(
          "form",
          {
            method: "post",
            action: "/demo",
            className: "space-y-6",
            "data-demo-form": "",
            "aria-labelledby": "demo-titolo",
          },
          h("p", { className: "text-sm text-slate-600" }, messages.requiredNote),
          h(SlotChoice, { state }),
          h(Field, { state, name: "name", label: "Nome e cognome", autoComplete: "name", maxLength: 100 }),
          h(Field, {
            state,
            name: "organisation",
            label: "Organizzazione",
            autoComplete: "organization",
            maxLength: 200,
          }),
          h(Field, {
            state,
            name: "email",
            label: "Email",
            type: "email",
            autoComplete: "email",
            maxLength: 254,
            hint: "Ti mandiamo qui l'invito con il link della videochiamata e il link per annullare.",
          }),
          h(Field, {
            state,
            name: "phone",
            label: "Telefono",
            type: "tel",
            autoComplete: "tel",
            required: false,
            maxLength: DEMO_LIMITS.phone,
            hint: "Solo se la videochiamata non funziona, per richiamarti.",
          }),
          h(Field, {
            state,
            name: "workers",
            label: "Numero di lavoratori",
            required: false,
            maxLength: 7,
            inputMode: "numeric",
            hint: "In media nell'ultimo anno: ci aiuta a mostrarti ciò che vale per voi.",
          }),
          h(
            "div",
            null,
            h(
              "label",
              { htmlFor: "demo-captcha", className: "block text-sm font-medium text-slate-800" },
              `Verifica: Quanto fa ${state.captcha.a} + ${state.captcha.b}?`,
              h("span", { "aria-hidden": "true", className: "text-red-700" }, " *"),
            ),
            h("input", {
              id: "demo-captcha",
              name: "captchaAnswer",
              type: "number",
              inputMode: "numeric",
              min: 0,
              max: 18,
              required: true,
              autoComplete: "off",
              placeholder: "Risultato in cifre",
              "aria-describedby": "demo-captcha-errore",
              className: `${input} max-w-48 ${errorOf(state, "captchaAnswer") ? "border-red-700" : "border-slate-300"}`,
            }),
            h(
              "p",
              { id: "demo-captcha-errore", className: "mt-1 min-h-5 text-sm text-red-700" },
              errorOf(state, "captchaAnswer") ?? "",
            ),
            h("input", { type: "hidden", name: "captchaToken", value: state.captcha.token }),
          ),
          h(
            "div",
            { className: "honeypot", "aria-hidden": "true" },
            h(
              "label",
              null,
              "Lascia vuoto questo campo",
              h("input", { type: "text", name: "website", tabIndex: -1, autoComplete: "off" }),
            ),
          ),
          h(
            Checkbox,
            { id: "demo-privacy", name: "privacyAccepted", checked: values["privacyAccepted"] === "1" },
            "Ho letto e accetto la ",
            h(
              "a",
              { href: DEMO_PRIVACY_HREF, target: "_blank", rel: "noopener", className: "link" },
              "Privacy Policy",
              h("span", { className: "sr-only" }, " (si apre in una nuova scheda)"),
            ),
            h("span", { "aria-hidden": "true", className: "text-red-700" }, " *"),
          ),
          errorOf(state, "privacyAccepted")
            ? h("p", { className: "text-sm text-red-700" }, errorOf(state, "privacyAccepted"))
            : null,
          h(
            Checkbox,
            { id: "demo-marketing", name: "marketingConsent", checked: values["marketingConsent"] === "1" },
            MARKETING_BOX_LABEL,
          ),
          h("button", { type: "submit", className: "btn btn-primary w-full" }, "Prenota la demo"),
        ),
  );
}
