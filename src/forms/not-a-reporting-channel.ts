/**
 * The site's forms are not a whistleblowing channel (legal-facts.md, 'Not a reporting channel'):
 * a report sent here would put art. 10 GDPR data in a database and a mailbox with none of the
 * channel's safeguards. The contact page says it above its form; the order notes and the whitepaper
 * form say it briefly.
 */
export const NOT_A_REPORTING_CHANNEL =
  "Non usare questo modulo per inviare segnalazioni di illeciti: non siamo il canale di segnalazione della tua organizzazione. Per segnalare usa il canale indicato dal tuo ente o, alle condizioni dell'art. 6 del D.Lgs. 24/2023, il canale esterno dell'ANAC.";

/** For a form with no free text (the whitepaper): one line, where the page's bytes are counted. */
export const NOT_A_REPORTING_CHANNEL_BRIEF =
  "Non è un canale per segnalare illeciti: per quello usa il canale della tua organizzazione.";

export const NOT_A_REPORTING_CHANNEL_SHORT =
  "Questo modulo non è un canale di segnalazione: per segnalare illeciti usa il canale della tua organizzazione o, alle condizioni dell'art. 6 del D.Lgs. 24/2023, quello esterno dell'ANAC.";
