import { z } from "zod";
import { emailField, LIMITS, nameText } from "../../forms/fields.ts";
import { optionalPhone, optionalText } from "../../forms/more-fields.ts";
import { messages } from "../../forms/messages.ts";

/** This form's own messages; the shared ones are in src/forms/messages.ts. */
export const demoMessages = {
  sendFailure: "Non è stato possibile prenotare la demo. Riprova tra qualche minuto.",
  slotRequired: "Scegli uno degli orari liberi",
  slotUnavailable:
    "Questo orario non si può prenotare: è passato, è troppo vicino o non è tra quelli offerti. Scegli uno degli orari liberi.",
  slotTaken: "Questo orario è appena stato prenotato da qualcun altro.",
  slotTakenNearest: "Gli orari liberi più vicini sono:",
  slotTakenNone: "Non restano orari liberi nelle prossime settimane: scrivici dalla pagina Contatti.",
  organisationRequired: "Il nome dell'organizzazione è obbligatorio",
  workersInvalid: "Indica un numero intero di lavoratori, per esempio 75",
  addressCap:
    "Questo indirizzo e-mail ha già una demo prenotata: per cambiarla, annullala dal link nell'e-mail di conferma e prenotane un'altra.",
  clientCap:
    "Da questa rete sono già state prenotate troppe demo. Se ne serve un'altra, scrivici dalla pagina Contatti.",
  networkCap:
    "Dalla rete del tuo fornitore di connessione sono già state prenotate troppe demo. Se ne serve un'altra, scrivici dalla pagina Contatti.",
  closed: "Al momento non ci sono demo prenotabili.",
};

export const DEMO_LIMITS = { phone: LIMITS.phone, workers: 9_999_999 } as const;

/** A slot as the form sends it: its start, an ISO instant in UTC to the minute. */
export const SLOT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;

/** The fields a visitor fills in, validated in the browser and again on the server. */
export const demoFieldsSchema = z.object({
  slot: z
    .string(demoMessages.slotRequired)
    .trim()
    .min(1, demoMessages.slotRequired)
    .regex(SLOT_PATTERN, demoMessages.slotRequired),
  name: nameText(messages.nameRequired, "Il nome", LIMITS.name),
  organisation: nameText(demoMessages.organisationRequired, "Il nome dell'organizzazione", LIMITS.company),
  email: emailField(messages.emailInvalidContact),
  phone: optionalPhone(),
  workers: optionalText("Il numero di lavoratori", 7, (value) => value.trim(), [
    (value) => /^\d{1,7}$/.test(value) && Number(value) >= 1,
    demoMessages.workersInvalid,
  ]).transform((value) => (value === null ? null : Number(value))),
});

export type DemoFields = z.input<typeof demoFieldsSchema>;
