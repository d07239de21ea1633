import { BRAND, PRIVACY_POLICY_UPDATED, site } from "../../config/site.ts";
import { PolicyLayout } from "./policy-layout.tsx";
import { OrderPrivacySection } from "../order/order-privacy-section.tsx";

export function PrivacyPolicyPage({ retentionDays }: { retentionDays: number }) {
  const { operator } = site;
  return (
    <PolicyLayout title="Privacy Policy" updated={PRIVACY_POLICY_UPDATED}>
      <p>
        Questa informativa, resa ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR), spiega quali dati personali
        raccogliamo attraverso questo sito, perché, per quanto tempo e quali diritti hai. Riguarda il sito {BRAND} e i
        suoi due moduli: il modulo di contatto e la richiesta del whitepaper. Non riguarda le segnalazioni inviate sulle
        piattaforme whistleblowing dei nostri clienti, per le quali il titolare del trattamento è l'ente che ha attivato
        il canale.
      </p>

      <h2 id="titolare">Titolare del trattamento</h2>
      <p>
        {operator.name}, ditta individuale, {operator.address}, P.IVA {operator.vatNumber}. Puoi scriverci all'indirizzo{" "}
        <a href={`mailto:${operator.email}`}>{operator.email}</a>.
      </p>

      <h2 id="dati-raccolti">Dati raccolti</h2>
      <ul>
        <li>
          <strong>Modulo di contatto</strong>: nome, indirizzo email e testo del messaggio, con la data e l'ora
          dell'invio e la conferma di aver letto questa informativa.
        </li>
        <li>
          <strong>Richiesta del whitepaper</strong>: nome, cognome, nome dell'azienda e indirizzo email, con la data e
          l'ora della richiesta. Se selezioni la casella facoltativa sulle comunicazioni commerciali, registriamo la tua
          scelta, il momento in cui l'hai espressa e la versione di questa informativa.
        </li>
        <li>
          <strong>Dati tecnici</strong>: per proteggere i moduli da invii automatici e abusi, il server calcola
          un'impronta cifrata (hash con chiave segreta) dell'indirizzo di rete da cui arriva la richiesta. Non
          conserviamo e non registriamo il tuo indirizzo IP: l'impronta non consente di risalirvi ed è cancellata alla
          fine della finestra di controllo, di norma dopo 10 minuti.
        </li>
      </ul>
      <p>
        Non usiamo cookie di profilazione, strumenti di analisi statistica o servizi di terze parti che tracciano la
        navigazione. I dettagli sono nella <a href="/cookie-policy">Cookie Policy</a>.
      </p>

      <h2 id="finalita">Finalità e base giuridica</h2>
      <ul>
        <li>
          Rispondere al tuo messaggio e alle richieste di informazioni o di preventivo: misure precontrattuali adottate
          su tua richiesta (art. 6, par. 1, lett. b GDPR).
        </li>
        <li>
          Inviarti il whitepaper che hai richiesto e avvisarci della richiesta: esecuzione della tua richiesta (art. 6,
          par. 1, lett. b GDPR).
        </li>
        <li>
          Ricontattarti con proposte commerciali sul servizio, solo se hai selezionato la casella facoltativa: consenso
          (art. 6, par. 1, lett. a GDPR), che puoi revocare in ogni momento scrivendoci.
        </li>
        <li>Proteggere il sito da invii automatici e abusi: legittimo interesse (art. 6, par. 1, lett. f GDPR).</li>
      </ul>
      <p>
        Fornire i dati dei moduli è facoltativo, ma senza di essi non possiamo rispondere né inviarti il whitepaper. Non
        prendiamo decisioni automatizzate né facciamo profilazione.
      </p>

      <h2 id="servizi-terzi">Servizi di terze parti e destinatari</h2>
      <p>
        I dati sono trattati solo da noi e dai fornitori che ci servono per far funzionare il sito, nominati
        responsabili del trattamento ai sensi dell'art. 28 GDPR:
      </p>
      <ul>
        <li>il fornitore di hosting che ospita il sito, il server dei moduli e il relativo database;</li>
        <li>il fornitore del servizio di posta elettronica con cui inviamo e riceviamo le email dei moduli.</li>
      </ul>
      <p>Non vendiamo e non cediamo i tuoi dati a terzi e non li usiamo per pubblicità.</p>

      <h2 id="conservazione">Conservazione e luogo del trattamento</h2>
      <p>
        Conserviamo le richieste inviate con i moduli per non più di {retentionDays} giorni dalla raccolta: allo
        scadere, una procedura automatica le cancella dal database insieme alle email collegate. Le email che riceviamo
        per rispondere restano nella nostra casella per il tempo necessario a gestire la richiesta e, se hai dato il
        consenso commerciale, fino alla sua revoca.
      </p>
      <p>I dati sono conservati su server situati nell'Unione europea e non sono trasferiti fuori dall'UE.</p>

      <OrderPrivacySection />

      <h2 id="diritti">I tuoi diritti</h2>
      <p>
        Puoi chiedere in ogni momento l'accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del
        trattamento, la portabilità e opporti al trattamento basato sul legittimo interesse (artt. 15-21 GDPR). Puoi
        revocare il consenso commerciale senza pregiudicare la liceità del trattamento precedente. Per esercitare i tuoi
        diritti scrivi a <a href={`mailto:${operator.email}`}>{operator.email}</a>: ti rispondiamo entro un mese.
      </p>
      <p>Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali (www.gpdp.it).</p>

      <h2 id="sicurezza">Sicurezza</h2>
      <p>
        Il sito è servito solo tramite connessione cifrata (HTTPS). I dati dei moduli sono validati, conservati in un
        database ad accesso riservato e trasmessi per email al solo titolare. Applichiamo gli aggiornamenti di sicurezza
        e limitiamo gli accessi al minimo necessario.
      </p>

      <h2 id="contatti">Contatti</h2>
      <p>
        Per qualsiasi domanda su questa informativa scrivi a <a href={`mailto:${operator.email}`}>{operator.email}</a> o
        usa il <a href="/contatti">modulo di contatto</a>.
      </p>

      <h2 id="modifiche">Modifiche a questa informativa</h2>
      <p>
        Possiamo aggiornare questa informativa quando cambiano il sito o la normativa. La data dell'ultimo aggiornamento
        è indicata in cima alla pagina; insieme a ogni consenso registriamo la versione dell'informativa in vigore in
        quel momento.
      </p>
    </PolicyLayout>
  );
}
