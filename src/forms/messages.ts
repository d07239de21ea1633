/** The Italian messages of the two forms (spec §5 and §8), in one place for browser and server. */
export const messages = {
  nameRequired: "Il nome è obbligatorio",
  firstNameRequired: "Il nome è obbligatorio",
  lastNameRequired: "Il cognome è obbligatorio",
  companyRequired: "Il nome dell'azienda è obbligatorio",
  emailRequired: "L'email è obbligatoria",
  emailInvalidWhitepaper: "Formato email non valido",
  emailInvalidContact: "Indirizzo email non valido",
  emailDisposable: "Per favore usa un indirizzo email valido",
  emailDomain: "Dominio email non valido",
  messageRequired: "Il messaggio è obbligatorio",
  privacy: "Per favore, accetta la Privacy Policy per continuare",
  captchaWrong: "La risposta matematica non è corretta. Riprova.",
  powInvalid: "La verifica automatica del modulo non è riuscita o è scaduta. Riprova.",
  captchaExpired: "La domanda di verifica è scaduta. Rispondi alla nuova domanda.",
  badRequest: "Richiesta non valida",
  tooLarge: "La richiesta è troppo grande.",
  unsupportedType: "Il formato della richiesta non è supportato. Ricarica la pagina e riprova.",
  forbiddenOrigin: "Richiesta non consentita da questa origine.",
  rateLimited: "Troppe richieste. Riprova tra qualche minuto.",
  whitepaperCap: "Abbiamo già inviato il whitepaper a questo indirizzo più volte oggi. Riprova domani.",
  whitepaperSendFailure: "Si è verificato un errore nell'invio del whitepaper. Riprova più tardi.",
  contactSendFailure: "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.",
  errorTitle: "Errore",
  whitepaperSuccessTitle: "Grazie!",
  whitepaperSuccessText: "Il whitepaper è stato inviato alla tua email.",
  contactSuccessTitle: "Messaggio inviato",
  contactSuccessText: "Grazie per averci contattato. Ti risponderemo al più presto.",
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

/** 'Il nome non può contenere link…': names go to an address nobody has verified. */
export function noLinks(label: string): string {
  return `${label} non può contenere link, indirizzi email o i simboli < e >`;
}
