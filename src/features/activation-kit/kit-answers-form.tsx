import { type ReactNode, useId } from "react";
import { ErrorLinks } from "../../forms/error-summary.tsx";
import { ChoiceGroup } from "../../components/ui/choice-group.tsx";
import { TextField } from "../../components/ui/field.tsx";
import {
  ANNEX_HINT,
  ENTE_OPTIONS,
  obligationQuestions as questions,
  PUBLIC_SECTOR_HINT,
  YES_NO,
} from "../../config/obligation-questions.ts";
import { PUBLIC_KIND_OPTIONS, publicKindQuestion } from "../../config/public-kinds.ts";
import { messages } from "../../forms/messages.ts";
import { KIT_DOCUMENTS_PATH } from "../../config/activation-kit-links.ts";
import { KIT_LIMITS, type KitErrors, type KitField, type KitValues } from "./kit-input.ts";

/** Where a field's message in the summary leads: the input itself, or the error under a radio group. */
const RADIO_FIELDS: ReadonlySet<KitField> = new Set([
  "ente",
  "controllo",
  "tipo",
  "modello231",
  "settore",
  "sindacati",
  "condiviso",
]);
const anchor = (field: KitField) => (RADIO_FIELDS.has(field) ? `${field}-errore` : field);

/** A group of questions; its hint is the group's description, read when a field in it gets focus. */
function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset
      className="space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-6"
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className="px-1 text-lg font-bold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** What the drafts are not, and when the channel may go live: before «Prepara i documenti» and after it. */
export function KitDraftsCaveat() {
  return (
    <p className="text-slate-700">
      Le bozze seguono il decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023) e le Linee guida dell'ANAC (Autorità
      Nazionale Anticorruzione), ma non sono una consulenza legale e da sole non rendono conforme la tua organizzazione:
      completale e falle rivedere da chi ne segue la compliance. Il canale entra in funzione solo dopo che hai sentito
      le rappresentanze o le organizzazioni sindacali (art. 4, comma 1), completato la valutazione d'impatto (art. 13,
      comma 6) e adottato la procedura.
    </p>
  );
}

/**
 * The kit's questions: a plain POST form that works without JavaScript (issue 21). Inputs are
 * uncontrolled; the page's small script only fills them from the address and sends them with fetch.
 */
export function KitAnswersForm({ values, errors }: { values: KitValues; errors: KitErrors }) {
  const text = (id: KitField) => ({ id, defaultValue: values[id] ?? "", error: errors[id] });
  return (
    <form
      action={KIT_DOCUMENTS_PATH}
      method="post"
      noValidate
      aria-label="Kit di attivazione"
      data-kit-form=""
      className="space-y-6"
    >
      <p className="text-sm text-slate-600">{messages.requiredNote}</p>
      {/* No hint of its own: each question says when it is enough (issue 26, first field in a phone's first screen). */}
      <Group legend="La verifica dell'obbligo">
        <ChoiceGroup
          name="ente"
          legend={questions.ente}
          hint={PUBLIC_SECTOR_HINT}
          options={ENTE_OPTIONS}
          value={values.ente}
          error={errors.ente}
        />
        {/*
          Shown and hidden by CSS from the ticked answers (global.css, .kit-private), with or without
          JavaScript, as the checker does (F9, UX walk).
        */}
        <div className="kit-private">
          <ChoiceGroup
            name="controllo"
            legend={questions.controllo}
            hint={questions.controlloHint}
            options={YES_NO}
            value={values.controllo}
            error={errors.controllo}
            required={false}
          />
        </div>
        <div className="kit-public">
          <ChoiceGroup
            name="tipo"
            legend={publicKindQuestion.legend}
            hint={publicKindQuestion.hint}
            options={PUBLIC_KIND_OPTIONS}
            value={values.tipo}
            error={errors.tipo}
            required={false}
          />
        </div>
        <div className="kit-private kit-size">
          <TextField
            {...text("lavoratori")}
            label={questions.lavoratori}
            hint={questions.lavoratoriHint}
            inputMode="decimal"
            autoComplete="off"
            maxLength={30}
          />
        </div>
        <ChoiceGroup
          name="modello231"
          legend={questions.modello231}
          options={YES_NO}
          value={values.modello231}
          error={errors.modello231}
          required={false}
        />
        <div className="kit-private kit-size">
          <ChoiceGroup
            name="settore"
            legend={questions.settore}
            hint={`${ANNEX_HINT} Nel dubbio, verificalo con il tuo consulente.`}
            options={YES_NO}
            value={values.settore}
            error={errors.settore}
            required={false}
          />
        </div>
      </Group>
      <Group legend="L'ente">
        <TextField
          {...text("denominazione")}
          label="Denominazione dell'ente"
          hint="Come deve comparire nei documenti, per esempio «Rossi Costruzioni S.r.l.»."
          required
          autoComplete="organization"
          maxLength={KIT_LIMITS.name}
        />
        <TextField
          {...text("sito")}
          label="Indirizzo del sito dell'ente"
          hint="Dove pubblicherai le informazioni sul canale, per esempio www.esempio.it"
          required
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={KIT_LIMITS.url}
        />
        <TextField
          {...text("piattaforma")}
          label="Indirizzo della piattaforma di segnalazione"
          hint="L'indirizzo web del canale, per esempio segnalazioni.esempio.it. Se non lo conosci ancora, lascia vuoto."
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={KIT_LIMITS.url}
        />
      </Group>
      <Group legend="Chi gestisce le segnalazioni" hint="Bastano un ufficio o un ruolo, non servono nomi di persone.">
        <TextField
          {...text("gestore")}
          label="Gestore delle segnalazioni"
          hint="L'ufficio, la persona o il soggetto esterno, autonomi e formati, a cui affidi il canale (art. 4, comma 2), per esempio «Ufficio Compliance». Negli enti tenuti a nominare il Responsabile della prevenzione della corruzione e della trasparenza (RPCT) il gestore è l'RPCT (art. 4, comma 5) e i documenti lo indicano da sé: puoi lasciare vuoto il campo."
          autoComplete="off"
          maxLength={KIT_LIMITS.role}
        />
        <TextField
          {...text("sostituto")}
          label="Sostituto del gestore"
          hint="Chi gestisce la segnalazione se il gestore è in conflitto di interessi o assente (Linee guida ANAC n. 1/2025), per esempio «Responsabile dell'Ufficio Legale»."
          required
          autoComplete="off"
          maxLength={KIT_LIMITS.role}
        />
      </Group>
      <Group
        legend="Canale condiviso"
        hint="I comuni diversi dai capoluoghi di provincia e i soggetti del settore privato con una media fino a 249 lavoratori subordinati possono condividere il canale e la sua gestione con altri enti (art. 4, comma 4, D.Lgs. 24/2023). Ciascun ente resta responsabile dei propri obblighi."
      >
        <ChoiceGroup
          name="condiviso"
          legend="L'ente condivide il canale e la sua gestione con altri enti?"
          hint="Se rispondi «Sì», il kit aggiunge l'accordo interno tra i contitolari del trattamento (art. 26 GDPR); se l'ente ha un canale proprio, rispondi «No» o lascia vuoto."
          options={YES_NO}
          value={values.condiviso}
          error={errors.condiviso}
          required={false}
        />
        <TextField
          {...text("altrienti")}
          label="Gli altri enti che condividono il canale"
          hint="Solo se hai risposto «Sì», separati da punto e virgola: per esempio «Beta S.r.l.; Gamma S.p.A.»."
          autoComplete="off"
          maxLength={KIT_LIMITS.others}
        />
        <TextField
          {...text("gestorecondiviso")}
          label="Gestore del canale condiviso, con il suo ente (facoltativo)"
          autoComplete="off"
          maxLength={KIT_LIMITS.role}
        />
      </Group>
      <Group
        legend="Privacy"
        hint="Meglio indirizzi di ruolo che nominativi: il testo per il sito e l'informativa li pubblicano."
      >
        <TextField
          {...text("privacy")}
          label="E-mail per le questioni sulla privacy"
          hint="L'indirizzo a cui chi segnala può scrivere sul trattamento dei suoi dati, per esempio privacy@esempio.it"
          required
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={KIT_LIMITS.email}
        />
        <TextField
          {...text("rpd")}
          label="E-mail del DPO (Responsabile della protezione dei dati)"
          hint="Solo se la tua organizzazione lo ha designato, per esempio dpo@esempio.it; altrimenti lascia vuoto."
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={KIT_LIMITS.email}
        />
      </Group>
      <Group legend="Sindacati e Organismo di Vigilanza">
        <ChoiceGroup
          name="sindacati"
          legend="Nella tua organizzazione ci sono rappresentanze sindacali (RSA o RSU)?"
          hint="Prima di attivare il canale vanno sentite le rappresentanze o le organizzazioni sindacali (art. 4, comma 1): i documenti ne tengono conto."
          options={YES_NO}
          value={values.sindacati}
          error={errors.sindacati}
        />
        <TextField
          {...text("odv")}
          label="Organismo di Vigilanza"
          hint="Solo con un Modello 231: basta la composizione, per esempio «Organismo di Vigilanza monocratico»."
          autoComplete="off"
          maxLength={KIT_LIMITS.role}
        />
      </Group>
      {/* Issue 26: said where the visitor decides, so the first question is in a phone's first screen. */}
      <KitDraftsCaveat />
      <p className="text-sm text-slate-600">
        Se scarichi i documenti, quello che indichi serve solo a prepararli: non lo conserviamo e non lo registriamo. Se
        invece li chiedi per e-mail, qui sotto, conserviamo le risposte con il tuo indirizzo, come indicato nella{" "}
        <a className="underline" href="/privacy-policy#kit-attivazione">
          Privacy Policy
        </a>
        .
      </p>
      <button type="submit" className="btn btn-primary w-full sm:w-auto">
        Prepara i documenti
      </button>
    </form>
  );
}

export const KIT_SUMMARY_ID = "kit-riepilogo-errori";

/** Above the form when something is missing or wrong: one link to each field. */
export function KitErrorSummary({ errors, problem }: { errors: KitErrors; problem?: string | undefined }) {
  const fields = Object.keys(errors) as KitField[];
  if (fields.length === 0 && !problem) return null;
  return (
    <div
      id={KIT_SUMMARY_ID}
      tabIndex={-1}
      // Without JavaScript nothing moves focus: the answer's summary takes it itself (UX review 10).
      autoFocus
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
      data-kit-errors=""
    >
      <h2 className="font-semibold">{problem ?? "Controlla i dati indicati qui sotto."}</h2>
      {fields.length > 0 && <ErrorLinks errors={errors} anchor={(field) => anchor(field as KitField)} />}
    </div>
  );
}
