import type { SiteConfig } from "../../../config/load-site-config.ts";
import type { OperatorFacts } from "../../../config/operator-facts.ts";
import { CONFIRMATION_TTL_HOURS } from "../../../config/address-confirmation.ts";
import { operatorIdentity } from "../../../config/operator.ts";
import { BRAND } from "../../../config/brand.ts";
import { PRIVACY_POLICY_UPDATED } from "../../../config/privacy-policy-version.ts";
import { RECIPIENT_DAILY_CAP, RECIPIENT_WINDOW_S } from "../../../lib/email-address.ts";
import { CONSENT_VALID_MONTHS } from "../../../lib/consent.ts";
import { PURGE_INTERVAL_MINUTES, UNCONFIRMED_DELETED_WITHIN_HOURS } from "../../../config/retention.ts";
import { fingerprintLifetime, formatSeconds, plural, recipientHashLifetime } from "./policy-figures.ts";
import { PolicyLayout } from "./policy-layout.tsx";
import { OrderRetentionRow } from "../../../features/order/order-privacy-section.tsx";
import { DemoRetentionRow } from "../../../features/demo/demo-privacy-section.tsx";
import { formManifests } from "../../form-manifests.ts";
import { substituteText } from "../../../features/trust/facts-sections.ts";

/** The controller's section: the cookie policy links here. */
export const CONTROLLER_ANCHOR = "titolare";

/**
 * Where the platform's own art. 37 GDPR answer is written: /sicurezza and the DPA print it only from
 * the facts (processorDpo), so the notice points there only then (DPO review B3).
 */
function platformDpoPointer(facts: OperatorFacts): string | null {
  const dpo = facts.processorDpo;
  if (!dpo) return null;
  const what =
    "email" in dpo
      ? "il responsabile che abbiamo designato è indicato"
      : "la nostra valutazione dell'art. 37 GDPR è riportata";
  return `Per la piattaforma di segnalazione, che gestiamo per conto degli enti, ${what} nella pagina Sicurezza e nell'accordo sul trattamento dei dati.`;
}

/**
 * Our own processors of the confirmed orders' data, each named from the facts with its role, or
 * not at all: no placeholder name is printed (DPO review B4). Not the DPA's sub-processors: they
 * handle our customers' contract and billing data, never the reports.
 */
function orderProcessors({ taxAdviser, eSignature }: OperatorFacts): string {
  const named = [
    taxAdviser &&
      `a ${taxAdviser.name} (${taxAdviser.country}), il nostro commercialista, che riceve i dati di fatturazione`,
    eSignature &&
      `a ${eSignature.name} (${eSignature.country}), il servizio di firma elettronica con cui firmiamo il contratto e l'accordo sul trattamento dei dati`,
  ].filter((part) => typeof part === "string");
  if (named.length === 0) return "";
  const appointed = named.length === 1 ? "nominato responsabile" : "nominati responsabili";
  return `${named.join(", e ")}, ${appointed} del trattamento (art. 28 GDPR); `;
}

/** The demo's call service (when our processor) and calendar, as the facts name them (DPO demo review A1, B3). */
function demoProcessors({ demo }: OperatorFacts): { name: string; service: string; where: string }[] {
  const where = (provider: { country: string; transferSafeguard?: string | undefined }) =>
    provider.transferSafeguard ? `${provider.country} (${provider.transferSafeguard})` : provider.country;
  return [
    ...(demo?.callProvider?.role === "responsabile"
      ? [{ name: demo.callProvider.name, service: "Videochiamate delle demo", where: where(demo.callProvider) }]
      : []),
    ...(demo?.calendar
      ? [
          {
            name: demo.calendar.name,
            service: "Calendario con gli appuntamenti delle demo",
            where: where(demo.calendar),
          },
        ]
      : []),
  ];
}

/**
 * What the hosting network keeps (traffic data with IP addresses), as /sicurezza prints it from the
 * facts (ipLogging.hostingNetwork): "IP non registrato" holds for our server only (DPO re-read B11).
 */
function hostingNetworkNotice({ privacy }: SiteConfig, facts: OperatorFacts): string | null {
  const network = facts.ipLogging?.hostingNetwork.trim().replace(/\.$/, "");
  const provider = facts.hosting?.provider;
  // Not before the operator confirms both: the notice states no placeholder (a public build refuses them anyway).
  if (!network || !provider || `${network} ${provider}`.includes("(da confermare)")) return null;
  const kept = `${network.charAt(0).toLowerCase()}${network.slice(1)}`;
  if (privacy.hosting.name.trim().toLowerCase() === provider.trim().toLowerCase()) {
    return `Questo vale per il nostro server. Per la rete del fornitore di hosting (${provider}), che ospita questo sito e la piattaforma di segnalazione, vale quanto indicato nella pagina Sicurezza: ${kept}.`;
  }
  // This site on another provider's network: what that network keeps, as declared, or what it may
  // keep (fresh DPO read of the site, B-2); the platform's network is not the one visitors cross.
  const site = facts.ipLogging?.siteHostingNetwork?.trim().replace(/\.$/, "");
  const siteNetwork = site
    ? `per la rete del fornitore che ospita questo sito (${privacy.hosting.name}): ${site.charAt(0).toLowerCase()}${site.slice(1)}`
    : `la rete del fornitore che ospita questo sito (${privacy.hosting.name}) può conservare, per proteggersi dagli attacchi e per il tempo indicato nelle sue condizioni, dati di traffico che comprendono gli indirizzi IP`;
  return `Questo vale per il nostro server; ${siteNetwork}. Per la piattaforma di segnalazione, ospitata da ${provider}, vale quanto indicato nella pagina Sicurezza: ${kept}.`;
}

function Mail({ to }: { to: string }) {
  return <a href={`mailto:${to}`}>{to}</a>;
}

/**
 * The art. 13 GDPR notice. Every figure and name comes from the build configuration
 * (load-site-config.ts), so the page says what the server does with the values it runs with.
 */
export function PrivacyPolicyPage({ config, facts = {} }: { config: SiteConfig; facts?: OperatorFacts }) {
  const { operator, privacy, retentionDays, rateLimitWindowS } = config;
  const dpoPointer = platformDpoPointer(facts);
  const substitute = substituteText(facts, "site");
  const days = (count: number) => plural(count, "giorno", "giorni");
  const months = (count: number) => plural(count, "mese", "mesi");
  return (
    <PolicyLayout title="Privacy Policy" updated={PRIVACY_POLICY_UPDATED}>
      <p>
        Questa informativa, resa ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR), spiega quali dati personali
        raccogliamo attraverso questo sito, perché, per quanto tempo e quali diritti hai. Riguarda il sito {BRAND} e i
        suoi moduli. Non riguarda le segnalazioni inviate sulle piattaforme whistleblowing dei nostri clienti, per le
        quali il titolare del trattamento è l'ente che ha attivato il canale e noi ne siamo responsabili del trattamento
        (art. 28 GDPR).
      </p>
      <p>
        I moduli di questo sito non sono un canale di segnalazione: non usarli per segnalare illeciti. Per segnalare usa
        il canale indicato dalla tua organizzazione o, alle condizioni dell'art. 6 del decreto legislativo 10 marzo
        2023, n. 24 (D.Lgs. 24/2023), il canale esterno dell'ANAC.
      </p>

      <h2 id={CONTROLLER_ANCHOR}>Titolare del trattamento</h2>
      <p>
        {operatorIdentity(operator)}. Puoi scriverci all'indirizzo <Mail to={operator.email} />.
      </p>

      <h2 id="rpd">Responsabile della protezione dei dati</h2>
      {privacy.dpoEmail === null ? (
        <p>
          Per i dati di questo sito non è stato designato un RPD (responsabile della protezione dei dati, art. 37 GDPR).
          Per ogni domanda sui tuoi dati scrivi al titolare.
          {dpoPointer && ` ${dpoPointer}`}
        </p>
      ) : (
        <p>
          Abbiamo designato un RPD (responsabile della protezione dei dati, art. 37 GDPR), che puoi contattare
          all'indirizzo <Mail to={privacy.dpoEmail} />.
        </p>
      )}

      <h2 id="dati-raccolti">Dati raccolti, finalità e base giuridica</h2>

      {formManifests.map(({ name, privacy: { Section } }) => (
        <Section key={name} config={config} facts={facts} />
      ))}

      <h3 id="protezione-moduli">Protezione dei moduli dagli abusi</h3>
      <p>
        Quando invii un modulo, apri la pagina di conferma dell'indirizzo o ne premi il pulsante, il server calcola
        un'impronta dell'indirizzo IP da cui arriva la richiesta (per un indirizzo IPv6, della sua rete /64 e delle reti
        /56, /48 e /32 che la contengono: un hash con una chiave segreta che custodiamo noi) e conta le richieste di
        ciascuna impronta in una finestra di {formatSeconds(rateLimitWindowS)}, per fermare gli invii automatici. Le
        richieste respinte prima di ogni verifica nel database (perché superano il limite, hanno campi mancanti o non
        validi, non hanno completato la prova di lavoro descritta qui sotto o danno una risposta sbagliata alla domanda
        di verifica) sono contate solo nella memoria del server; nel database sono contate solo le richieste che
        registriamo. Le aperture della pagina di conferma e i clic sul suo pulsante sono contati solo in memoria. Il
        nostro server non registra né conserva l'indirizzo IP. L'impronta è comunque un dato personale pseudonimizzato
        (art. 4, n. 5 GDPR), non anonimo: chi ha la chiave potrebbe ricalcolarla a partire da un indirizzo noto. È
        cancellata al più tardi {fingerprintLifetime(rateLimitWindowS)} dopo la tua ultima richiesta; solo quella
        conservata con una prenotazione di demo resta finché la videochiamata non è finita o non viene annullata, come
        descritto sopra. Base giuridica: il nostro legittimo interesse a proteggere il sito e i moduli (art. 6, par. 1,
        lett. f GDPR).
      </p>
      <p>
        Per lo stesso motivo il tuo browser svolge un breve calcolo (una «prova di lavoro») mentre compili il modulo:
        non usa dati personali né cookie e non coinvolge servizi di terzi. Inoltre, a uno stesso indirizzo e-mail
        inviamo al massimo {RECIPIENT_DAILY_CAP} e-mail in {formatSeconds(RECIPIENT_WINDOW_S)}, sommando tutti i moduli
        che scrivono all'indirizzo indicato (whitepaper, kit di attivazione via e-mail, ordini, prenotazioni di demo,
        con promemoria e annullamenti); fa eccezione solo l'annullamento di una demo deciso da noi. Per una richiesta da
        confermare contiamo subito anche le e-mail che partiranno quando la confermerai. Oltre questo limite non
        accettiamo richieste di whitepaper, di kit via e-mail e prenotazioni di demo, e non inviamo promemoria né
        conferme di annullamento delle demo; gli ordini invece li registriamo e li riceviamo come sempre, ma senza
        scrivere all'indirizzo indicato: ti ricontattiamo noi. Contiamo come un solo indirizzo anche quelli che
        differiscono solo per maiuscole e minuscole o per l'eventuale «+etichetta» dopo il nome e, per Gmail, per i
        punti nel nome o per il dominio googlemail.com. Per contarle conserviamo, per ogni e-mail che inviamo
        all'indirizzo, solo un'impronta dell'indirizzo (un hash con una chiave segreta che custodiamo noi, non
        l'indirizzo) e l'ora dell'invio, cancellate al più tardi {recipientHashLifetime()} dopo. Anche questa impronta è
        un dato personale pseudonimizzato (art. 4, n. 5 GDPR).
      </p>

      <h3 id="log">Log del server</h3>
      <p>
        Per ogni richiesta il server web e l'applicazione registrano data e ora, metodo e indirizzo della pagina (senza
        parametri), codice di risposta e durata, e gli eventuali errori con identificativi interni. I log non contengono
        il tuo indirizzo IP né i dati che scrivi nei moduli; gli indirizzi e-mail che compaiono nei messaggi di errore
        sono mascherati. Il server web non scrive messaggi di errore legati alle singole richieste, perché
        riporterebbero l'indirizzo IP. Usiamo i log per far funzionare il sito e per la sua sicurezza (legittimo
        interesse, art. 6, par. 1, lett. f GDPR) e li conserviamo sul nostro server, presso il fornitore di hosting, per
        al massimo {days(privacy.logRetentionDays)}: poi sono cancellati automaticamente.
      </p>
      {privacy.proxy !== null ? (
        <p id="proxy">
          Il sito è raggiunto attraverso un proxy inverso (reverse proxy) gestito da {privacy.proxy.name}: riceve il tuo
          indirizzo IP per consegnarti le pagine e per limitare le connessioni contemporanee da uno stesso indirizzo (un
          conteggio tenuto solo in memoria, mai registrato), e lo inoltra al nostro server, che lo usa solo per
          calcolare l'impronta descritta sopra. I registri di accesso del proxy, che possono contenere l'indirizzo IP,
          sono conservati per al massimo {days(privacy.logRetentionDays)}.
        </p>
      ) : (
        <p id="proxy">
          Il tuo browser si collega direttamente al nostro server: l'indirizzo IP serve solo a consegnarti le pagine, a
          calcolare l'impronta descritta sopra e a limitare, solo in memoria e senza registrarle, le richieste e le
          connessioni troppo frequenti, e il nostro server non lo registra.
        </p>
      )}
      {hostingNetworkNotice(config, facts) && <p id="rete-hosting">{hostingNetworkNotice(config, facts)}</p>}

      <p>
        Fornire i dati dei moduli è facoltativo, ma senza di essi non possiamo rispondere né inviarti il whitepaper o il
        kit. Non prendiamo decisioni automatizzate né facciamo profilazione. Non usiamo cookie di profilazione,
        strumenti di analisi statistica o servizi di terze parti che tracciano la navigazione: i dettagli sono nella{" "}
        <a href="/cookie-policy">Cookie Policy</a>.
      </p>

      <h2 id="servizi-terzi">Destinatari e responsabili del trattamento</h2>
      <p>
        I dati dei moduli sono trattati solo da noi e dai fornitori che ci servono per far funzionare il sito, nominati
        responsabili del trattamento ai sensi dell'art. 28 GDPR:
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Fornitore</th>
            <th scope="col">Servizio</th>
            <th scope="col">Dove tratta i dati</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{privacy.hosting.name}</td>
            <td>Hosting del sito, del server dei moduli e del database</td>
            <td>{privacy.hosting.location}</td>
          </tr>
          <tr>
            <td>{privacy.email.name}</td>
            <td>Invio e ricezione delle e-mail dei moduli, casella del titolare</td>
            <td>{privacy.email.location}</td>
          </tr>
          {demoProcessors(facts).map(({ name, service, where }) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{service}</td>
              <td>{where}</td>
            </tr>
          ))}
          {privacy.proxy !== null && (
            <tr>
              <td>{privacy.proxy.name}</td>
              <td>Proxy inverso davanti al server, che riceve l'indirizzo IP</td>
              <td>{privacy.proxy.location}</td>
            </tr>
          )}
        </tbody>
      </table>
      {substitute && <p id="sostituto">{substitute}</p>}
      <p>
        Per gli ordini confermati, i dati dell'ente e del referente sono comunicati anche {orderProcessors(facts)}alla
        banca, per gli incassi, e all'Agenzia delle Entrate, tramite il Sistema di Interscambio, con la fattura
        elettronica, che li trattano come titolari autonomi del trattamento.
      </p>
      <p>
        Se un fornitore tratta dati fuori dallo Spazio economico europeo, il trasferimento avviene solo con le garanzie
        del capo V del GDPR (una decisione di adeguatezza della Commissione europea o le clausole contrattuali tipo), e
        puoi chiederci una copia delle garanzie scrivendo al titolare. Non vendiamo e non cediamo i tuoi dati a terzi e
        non li usiamo per pubblicità.
      </p>

      <h2 id="conservazione">Per quanto tempo conserviamo i dati</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Dati</th>
            <th scope="col">Durata</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Richieste inviate con i moduli, nel database del server, con le e-mail collegate</td>
            <td>{days(retentionDays)} dalla raccolta; poi una procedura automatica le cancella</td>
          </tr>
          <OrderRetentionRow config={config} />
          <DemoRetentionRow config={config} facts={facts} />
          <tr>
            <td>
              Richieste d'ordine online e del kit di attivazione per e-mail il cui indirizzo non è stato confermato
            </td>
            <td>
              Entro {UNCONFIRMED_DELETED_WITHIN_HOURS} ore dalla richiesta (il link scade dopo {CONFIRMATION_TTL_HOURS}{" "}
              ore; la cancellazione automatica avviene entro l'ora successiva)
            </td>
          </tr>
          <tr>
            <td>Copie delle e-mail dei moduli nella casella del titolare</td>
            <td>
              {months(privacy.mailboxRetentionMonths)} dalla ricezione, per gestire la corrispondenza con te e tutelare
              i nostri diritti in caso di contestazioni (legittimo interesse, art. 6, par. 1, lett. f GDPR); di chi ha
              confermato il consenso commerciale, quanto il contatto (riga seguente)
            </td>
          </tr>
          <tr>
            <td>Nome, azienda e indirizzo e-mail di chi ha confermato il consenso commerciale</td>
            <td>
              Fino alla revoca del consenso e al massimo {months(privacy.marketingRetentionMonths)} dalla conferma del
              consenso. Dopo la revoca conserviamo solo l'e-mail di conferma del consenso e la data della revoca, finché
              può esserci chiesto di dimostrare che i messaggi inviati prima erano leciti
            </td>
          </tr>
          <tr>
            <td>Impronta dell'indirizzo IP per i limiti di invio</td>
            <td>
              Al massimo {fingerprintLifetime(rateLimitWindowS)} dopo l'ultima richiesta; con una prenotazione di demo,
              fino alla fine della videochiamata o all'annullamento, poi entro {PURGE_INTERVAL_MINUTES} minuti
            </td>
          </tr>
          <tr>
            <td>Impronta dell'indirizzo e-mail per il limite di invii</td>
            <td>Al massimo {recipientHashLifetime()} dalla richiesta</td>
          </tr>
          <tr>
            <td>Log del server{privacy.proxy !== null ? " e del proxy" : ""}</td>
            <td>{days(privacy.logRetentionDays)}</td>
          </tr>
          <tr>
            <td>Copie di sicurezza (backup) del database</td>
            <td>
              {days(privacy.backupRetentionDays)} ciascuna, poi sono cancellate. I dati cancellati dal database restano
              nelle copie già fatte finché queste scadono, quindi al massimo {days(privacy.backupRetentionDays)} dopo la
              cancellazione; non li usiamo se non per ripristinare il database dopo un guasto
            </td>
          </tr>
          <tr>
            <td>La tua scelta sui cookie, nel tuo browser</td>
            <td>{months(CONSENT_VALID_MONTHS)}, poi ti chiediamo di nuovo</td>
          </tr>
        </tbody>
      </table>

      <h2 id="prova-consenso">Come documentiamo la lettura dell'informativa e il consenso commerciale</h2>
      <p>
        Leggere questa informativa non significa dare un consenso: ti informa su come trattiamo i dati. Con ogni
        richiesta il database registra la data e l'ora in cui hai confermato di averla letta e la sua versione (la data
        di aggiornamento in cima a questa pagina). Se dai il consenso commerciale, l'unico consenso che ti chiediamo,
        registra anche la tua scelta, il momento in cui l'hai espressa nel modulo e quello in cui l'hai confermata con
        il link ricevuto per e-mail. Per le richieste del whitepaper e del kit la scelta e il momento in cui l'hai
        espressa sono riportati anche nell'e-mail che riceviamo con la richiesta, e al momento della conferma ci arriva
        un'altra e-mail con il tuo indirizzo, il codice della richiesta, il testo della casella del modulo e di quello
        che hai confermato nella pagina, le due date e la versione dell'informativa: la conserviamo con il tuo contatto,
        così possiamo dimostrare il consenso commerciale anche dopo che la richiesta è stata cancellata dal database,
        per tutto il tempo in cui conserviamo il tuo contatto. Se revochi il consenso, cancelliamo il tuo contatto
        dall'elenco e conserviamo solo l'e-mail di conferma e la data della revoca, per poter dimostrare che i messaggi
        inviati prima erano leciti, finché può esserci chiesto di dimostrarlo (art. 17, par. 3, lett. e GDPR).
      </p>

      <h2 id="diritti">I tuoi diritti</h2>
      <p>
        Puoi chiedere in ogni momento l'accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del
        trattamento, la portabilità e opporti al trattamento basato sul legittimo interesse (artt. 15-21 GDPR), e
        opporti in qualsiasi momento al trattamento per finalità di marketing diretto (art. 21, par. 2 GDPR). Puoi
        revocare il consenso commerciale in ogni momento, senza pregiudicare la liceità del trattamento precedente. Per
        esercitare i tuoi diritti scrivi a <Mail to={operator.email} />: ti rispondiamo entro un mese.
      </p>

      <h2 id="reclamo">Reclamo al Garante</h2>
      <p>
        Se ritieni che il trattamento dei tuoi dati violi il GDPR, hai il diritto di proporre reclamo al Garante per la
        protezione dei dati personali (art. 77 GDPR; www.garanteprivacy.it) o di rivolgerti all'autorità giudiziaria.
      </p>

      <h2 id="sicurezza">Sicurezza</h2>
      <p>
        Il sito è servito solo tramite connessione cifrata (HTTPS). I dati dei moduli sono validati, conservati in un
        database ad accesso riservato e trasmessi per e-mail solo al titolare e a te: il whitepaper ti arriva senza i
        dati del modulo, mentre il kit e il preventivo, che li contengono, partono solo dopo che hai confermato il tuo
        indirizzo con il link che ti inviamo per e-mail. Prima ricevi soltanto un testo standard, senza nessuno dei dati
        inseriti, perché chiunque può scrivere nel modulo l'indirizzo di un altro. Applichiamo gli aggiornamenti di
        sicurezza e limitiamo gli accessi al minimo necessario.
      </p>

      <h2 id="contatti">Contatti</h2>
      <p>
        Per qualsiasi domanda su questa informativa scrivi a <Mail to={operator.email} /> o usa il{" "}
        <a href="/contatti">modulo di contatto</a>.
      </p>

      <h2 id="modifiche">Modifiche a questa informativa</h2>
      <p>
        Possiamo aggiornare questa informativa quando cambiano il sito o la normativa. La data dell'ultimo aggiornamento
        è indicata in cima alla pagina; insieme a ogni richiesta registriamo la versione dell'informativa in vigore in
        quel momento.
      </p>
    </PolicyLayout>
  );
}
