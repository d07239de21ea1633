import type { SiteConfig } from "../../../config/load-site-config.ts";
import { operatorIdentity } from "../../../config/operator.ts";
import { PRIVACY_POLICY_UPDATED } from "../../../config/privacy-policy-version.ts";
import { CONSENT_VALID_MONTHS } from "../../../lib/consent.ts";
import { PolicyLayout } from "./policy-layout.tsx";
import { CONTROLLER_ANCHOR } from "./privacy-policy-page.tsx";

export function CookiePolicyPage({ config }: { config: SiteConfig }) {
  const { operator } = config;
  return (
    <PolicyLayout title="Cookie Policy" updated={PRIVACY_POLICY_UPDATED}>
      <p>
        Questa pagina spiega quali cookie e strumenti simili usa questo sito, secondo le Linee guida del Garante per la
        protezione dei dati personali del 10 giugno 2021. In breve: il sito non installa cookie e non usa strumenti di
        profilazione, di analisi statistica o di terze parti. Nessuno strumento del sito richiede il tuo consenso: il
        banner registra soltanto la tua scelta, che non cambia il funzionamento del sito.
      </p>

      <h2 id="cosa-sono">Cosa sono i cookie</h2>
      <p>
        I cookie sono piccoli file di testo che un sito salva nel browser per ritrovarli alle visite successive.
        Strumenti simili, come il localStorage del browser, svolgono la stessa funzione e seguono le stesse regole.
        Alcuni sono tecnici e servono a far funzionare il sito; altri servono a misurare le visite o a profilare
        l'utente e richiedono il suo consenso.
      </p>

      <h2 id="tipologie">Tipologie di cookie</h2>
      <h3>Cookie tecnici</h3>
      <p>
        Sono necessari al funzionamento del sito e non richiedono il consenso. Questo sito usa un solo strumento
        tecnico: salva nel localStorage del tuo browser la scelta che fai nel banner, per non ripetere la domanda a ogni
        pagina.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Nome</th>
            <th scope="col">Contenuto</th>
            <th scope="col">Durata</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>cookie-consent</td>
            <td>La tua scelta: accepted (accettata) o declined (rifiutata)</td>
            <td>
              {CONSENT_VALID_MONTHS} mesi: poi la cancelliamo e ti chiediamo di nuovo. Puoi cambiarla prima, o
              cancellarla dalle impostazioni del browser
            </td>
          </tr>
          <tr>
            <td>cookie-consent-date</td>
            <td>La data della tua scelta</td>
            <td>Come sopra</td>
          </tr>
        </tbody>
      </table>
      <p>Queste informazioni restano nel tuo browser: non vengono inviate al nostro server.</p>
      <h3>Cookie analitici anonimizzati</h3>
      <p>Non ne usiamo. Il sito non misura le visite con strumenti di statistica, né propri né di terze parti.</p>
      <h3>Cookie di terze parti</h3>
      <p>
        Non ne usiamo. Il sito non carica script, caratteri tipografici, video, mappe o pulsanti social da altri domini.
      </p>

      <h2 id="email">E-mail e tracciamento</h2>
      <p>
        Le e-mail che ti inviamo, per esempio quella con il whitepaper, non contengono pixel di tracciamento né link che
        registrano le aperture o i clic.
      </p>

      <h2 id="gestione-cookie">Gestione dei cookie e delle preferenze</h2>
      <p>
        Puoi cambiare la tua scelta in ogni momento con il link «Preferenze cookie» in fondo a ogni pagina, che riapre
        il banner. Puoi anche cancellare i dati dei siti dalle impostazioni del browser: alla visita successiva ti
        chiederemo di nuovo la tua scelta. Se rifiuti, il sito funziona esattamente allo stesso modo.
      </p>

      <h2 id="titolare">Titolare del trattamento e contatti</h2>
      <p>
        Il titolare del trattamento è {operatorIdentity(operator)}: i suoi dati completi sono nella{" "}
        <a href={`/privacy-policy#${CONTROLLER_ANCHOR}`}>sezione «Titolare del trattamento» della Privacy Policy</a>.
        Per domande su questa pagina scrivi a <a href={`mailto:${operator.email}`}>{operator.email}</a>. Il trattamento
        dei dati dei moduli è descritto nella <a href="/privacy-policy">Privacy Policy</a>.
      </p>
    </PolicyLayout>
  );
}
