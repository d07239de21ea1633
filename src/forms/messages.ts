import { apiMessages } from "../lib/api-messages.ts";

/** The Italian messages the forms share (spec §5 and §8), in one place for browser and server; a form's own beside its schema. */
export const messages = {
  ...apiMessages,
  nameRequired: "Il nome è obbligatorio",
  firstNameRequired: "Il nome è obbligatorio",
  lastNameRequired: "Il cognome è obbligatorio",
  companyRequired: "Il nome dell'azienda è obbligatorio",
  emailRequired: "L'email è obbligatoria",
  emailInvalidWhitepaper: "Formato email non valido",
  emailInvalidContact: "Indirizzo email non valido",
  emailDomain: "Dominio email non valido",
  emailTag:
    "Dopo il + l'indirizzo email può avere al massimo 20 caratteri, senza link, indirizzi IP o numeri di telefono",
  messageRequired: "Il messaggio è obbligatorio",
  errorTitle: "Errore",
  sending: "Invio in corso...",
  requiredNote: "* Campi obbligatori",
} as const;

export function tooLong(label: string, max: number): string {
  const grouped = String(max).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${label} può contenere al massimo ${grouped} caratteri`;
}

/** 'Il nome contiene caratteri non ammessi…': a control or bidi character (finding 13 of issue 17). */
export function forbiddenCharacters(label: string): string {
  return `${label} contiene caratteri invisibili o di controllo non ammessi`;
}

/**
 * 'Il nome non può contenere…': names reach addresses nobody has verified, so they carry nothing a
 * mail client or a phone makes clickable or callable (docs/decisions/0024). The message says what
 * was found, and for a web address how an abbreviation with a dot passes.
 */
export type LinkKind = "link" | "ip" | "iban" | "phone";

export function noLinks(label: string, kind: LinkKind = "link"): string {
  switch (kind) {
    case "ip":
      return `${label} non può contenere indirizzi IP`;
    case "iban":
      return `${label} non può contenere codici IBAN`;
    case "phone":
      return `${label} non può contenere numeri di telefono o sequenze di 6 o più cifre`;
    case "link":
      return `${label} non può contenere link (anche senza «http», come «esempio.it»), indirizzi e-mail o i simboli < e >: se è un'abbreviazione con il punto, aggiungi uno spazio dopo il punto`;
  }
}
