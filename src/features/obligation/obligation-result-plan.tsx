import type { ReactNode } from "react";
import type { VatRegime } from "../../config/load-site-config.ts";
import { kitHref } from "../../config/activation-kit-links.ts";
import { findPlan, formatEuro, priceVatNote } from "../../config/plans.ts";
import { service } from "../../config/service.ts";
import { Part, type Level } from "./result-parts.tsx";
import { formatWorkers } from "./answers.ts";
import { SIZE_THRESHOLD, type Answers, type Fit, type Obliged } from "./rules.ts";

/** The end of an obliged result: the activation kit with these answers, then the plan that fits. */

type PrivateAnswers = Extract<Answers, { ente: "privato" }>;

export interface ObligedProps {
  result: Obliged;
  answers: Answers;
  level: Level;
  /** The operator's VAT regime (VAT_REGIME): the price line says "IVA esclusa" or "senza IVA". */
  vatRegime: VatRegime;
}

/** Where each recommendation leads: the order page for Small and Medium, /contatti otherwise. */
export const planLinks: Record<Fit, { primary: { href: string; label: string }; card: boolean }> = {
  "small-business": { primary: { href: "/ordine?piano=small", label: "Ordina Small Business" }, card: true },
  "medium-business": { primary: { href: "/ordine?piano=medium", label: "Ordina Medium Business" }, card: true },
  enterprise: { primary: { href: "/contatti?piano=enterprise", label: "Chiedi un'offerta Enterprise" }, card: true },
  "ente-pubblico": { primary: { href: "/contatti", label: "Scrivici per un'offerta" }, card: false },
};

export const planAudience: Record<Exclude<Fit, "ente-pubblico">, string> = {
  "small-business": "per le organizzazioni da 50 a 99 lavoratori",
  "medium-business": "per le organizzazioni da 100 a 249 lavoratori",
  enterprise: "per le organizzazioni da 250 lavoratori in su",
};

export function PlanFit({ result, answers, level, vatRegime }: ObligedProps) {
  const links = planLinks[result.fit];
  const plan = findPlan(result.fit);
  const privateAnswers: PrivateAnswers | null = answers.ente === "privato" ? answers : null;
  let text: ReactNode;
  let remaining: string;
  if (result.fit === "ente-pubblico" || !plan || !privateAnswers) {
    text =
      "Per le organizzazioni del settore pubblico prepariamo un'offerta su misura, utilizzabile anche nelle procedure dei contratti pubblici se la tua organizzazione vi è tenuta: scrivici per riceverla.";
    remaining = "Gli altri obblighi elencati sopra restano alla tua organizzazione: la piattaforma non li sostituisce.";
  } else {
    const workers = privateAnswers.lavoratori;
    const audience =
      result.fit === "small-business" && workers < SIZE_THRESHOLD
        ? "pensato per le organizzazioni da 50 a 99 lavoratori e disponibile anche per quelle obbligate con meno di 50 lavoratori, per il Modello 231 o per gli atti UE dell'allegato"
        : planAudience[result.fit];
    const price =
      plan.yearlyPrice === null
        ? "Il prezzo è definito con un'offerta su misura."
        : `Costa ${formatEuro(plan.yearlyPrice)} l'anno più l'attivazione una tantum indicata nel piano, ${priceVatNote(vatRegime)}.`;
    text = (
      <>
        {workers < SIZE_THRESHOLD
          ? "Con meno di 50 lavoratori"
          : `Con una media di ${formatWorkers(workers)} lavoratori`}{" "}
        il piano adatto è <strong>{plan.name}</strong>, {audience}. {price}
      </>
    );
    remaining = `Restano alla tua organizzazione ${service.entityDuties.join(", ")}.`;
  }
  return (
    <Part level={level} title="Il piano adatto">
      <p>{text}</p>
      <p>
        {service.activation.sentence} {service.designedFor} {remaining}
      </p>
      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
        <a href={links.primary.href} className="btn btn-primary">
          {links.primary.label}
        </a>
        {links.card && plan && (
          <a href="/#pricing" className="btn btn-secondary">
            Vedi il piano {plan.name}
          </a>
        )}
      </div>
    </Part>
  );
}

/** The activation kit's address with these answers, so that its form opens filled in (issue 21). */
export function kitHrefFor(answers: Answers): string {
  if (answers.ente === "pubblico") {
    return kitHref(answers.declaredPrivate ? { ente: "privato", controllo: "si" } : { ente: "pubblico" });
  }
  const { lavoratori, modello231, settore } = answers;
  return kitHref({ ente: "privato", controllo: "no", lavoratori, modello231: modello231 ? "si" : "no", settore });
}

export function KitLink({ answers, level, annexUnknown }: { answers: Answers; level: Level; annexUnknown: boolean }) {
  return (
    <Part level={level} title="I documenti per attivare il canale">
      <p>
        Con il kit di attivazione prepari subito le bozze dei documenti in formato Word, con il testo per il sito: le
        risposte che hai dato qui sono già inserite.
      </p>
      {/* CK-3: the kit asks «Sì» or «No» for the annex acts, because the answer changes the documents. */}
      {annexUnknown && (
        <p>
          Prima di preparare i documenti, verifica se la tua organizzazione rientra negli atti UE dell'allegato: il kit
          ti chiederà «Sì» o «No», perché la risposta cambia il contenuto dei documenti.
        </p>
      )}
      <div className="pt-2">
        <a href={kitHrefFor(answers)} className="btn btn-secondary">
          Prepara i documenti
        </a>
      </div>
    </Part>
  );
}
