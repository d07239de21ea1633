import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { CheckIcon } from "../../../components/ui/icon.tsx";
import { BackLink, PageHeader } from "../../../components/ui/page-header.tsx";
import { WhitepaperBanner } from "../../../features/whitepaper/whitepaper-banner.tsx";

const obligedParties = [
  {
    title: "Tutti i soggetti del settore pubblico",
    text: "Amministrazioni pubbliche, autorità indipendenti, enti pubblici economici, organismi di diritto pubblico, concessionari di pubblico servizio, società a controllo pubblico e società in house, anche quotate, senza soglie dimensionali (art. 2, comma 1, lett. p, e art. 4).",
  },
  {
    title: "Comuni, di ogni dimensione",
    text: "Devono attivare il canale interno a prescindere dal numero di abitanti e, dovendo nominare il Responsabile della prevenzione della corruzione e della trasparenza (RPCT, L. 190/2012), lo affidano all'RPCT (art. 4, comma 5).",
  },
  {
    title: "Aziende con una media di almeno 50 lavoratori",
    text: "Soggetti privati che nell'ultimo anno hanno impiegato una media di almeno 50 lavoratori subordinati, a tempo indeterminato o determinato (art. 2, comma 1, lett. q).",
  },
  {
    title: "Aziende con un Modello 231",
    text: "Gli enti che hanno adottato un Modello 231 (D.Lgs. 231/2001), a prescindere dal numero di lavoratori (art. 2, comma 1, lett. q, n. 3). Negli enti privati di ogni dimensione le condotte 231 si segnalano solo col canale interno (art. 3, comma 2); sotto i 50 lavoratori e fuori dagli atti UE dell'allegato il canale riguarda solo queste.",
  },
  {
    title: "Enti soggetti agli atti UE dell'allegato",
    text: "Chi rientra nell'ambito degli atti UE delle parti I.B e II dell'allegato al decreto, a prescindere dalle dimensioni: servizi, prodotti e mercati finanziari e antiriciclaggio, oltre a specifici atti su aviazione civile, sicurezza marittima e operazioni in mare nel settore degli idrocarburi (art. 2, comma 1, lett. q, n. 2). Lavorare nei trasporti o nell'ambiente non basta; le discipline di settore sulle segnalazioni restano applicabili (art. 1, comma 2, lett. b).",
  },
] as const;

const sanctions = [
  {
    conduct:
      "Ritorsioni; ostacolo, anche tentato, alla segnalazione; violazione dell'obbligo di riservatezza (art. 12)",
    amount: "da 10.000 a 50.000 €",
  },
  {
    conduct:
      "Canali di segnalazione non istituiti; procedure non adottate o non conformi agli artt. 4 e 5; mancata verifica e analisi delle segnalazioni ricevute",
    amount: "da 10.000 a 50.000 €",
  },
  {
    conduct:
      "Segnalante di cui è accertata la responsabilità civile per diffamazione o calunnia nei casi di dolo o colpa grave (art. 16, comma 3), salvo condanna penale già intervenuta",
    amount: "da 500 a 2.500 €",
  },
] as const;

const obligations = [
  "Istituire un canale di segnalazione interna scritto (anche con piattaforme informatiche) e orale, con la possibilità di chiedere un incontro diretto (art. 4).",
  "Garantire la riservatezza dell'identità del segnalante, delle persone coinvolte e del contenuto, anche con strumenti di crittografia (art. 4 e art. 12).",
  "Affidare la gestione a una persona o a un ufficio interno autonomo e formato, oppure a un soggetto esterno con le stesse caratteristiche (art. 4, comma 2); negli enti tenuti a nominare l'RPCT la gestione spetta all'RPCT (art. 4, comma 5).",
  "Sentire le rappresentanze o le organizzazioni sindacali prima di attivare il canale e a ogni modifica sostanziale della procedura (art. 4; Linee guida ANAC n. 1/2025).",
  "Rilasciare l'avviso di ricevimento entro 7 giorni e dare riscontro entro 3 mesi (art. 5).",
  "Esporre nei luoghi di lavoro e in una sezione dedicata del sito, se c'è, informazioni chiare su canali interno ed esterno e procedure (art. 5).",
  "Conservare segnalazioni e documentazione solo per il tempo necessario e comunque non oltre 5 anni dalla comunicazione dell'esito finale (art. 14).",
  "Trattare i dati come titolare del trattamento, con una valutazione d'impatto (DPIA) e i fornitori nominati responsabili ai sensi dell'art. 28 GDPR (art. 13).",
] as const;

/** `children`: the 'Sei obbligato?' checker, placed after the list of obliged parties. */
export function NormativaPage({ children }: { children?: ReactNode }) {
  return (
    <>
      <PageHeader
        back={<BackLink href="/">Torna alla home</BackLink>}
        title="Whistleblowing: La Normativa"
        intro={
          <p>
            Il decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023): chi deve attivare un canale interno, con quali
            obblighi e quali sanzioni dell'ANAC, l'Autorità Nazionale Anticorruzione.
          </p>
        }
      />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6">
        <section aria-labelledby="quadro-titolo">
          <Card className="border-brand-100 bg-brand-50/50">
            <h2 id="quadro-titolo" className="text-2xl font-bold text-slate-900">
              Il quadro normativo
            </h2>
            <div className="mt-4 space-y-3 text-slate-700">
              <p>
                Il D.Lgs. 24/2023 recepisce la Direttiva (UE) 2019/1937 e protegge le persone che segnalano violazioni
                di disposizioni nazionali o dell'Unione europea apprese nel contesto lavorativo. Ha abrogato l'art.
                54-bis del D.Lgs. 165/2001, l'art. 6, commi 2-ter e 2-quater, del D.Lgs. 231/2001 e l'art. 3 della legge
                179/2017 (art. 23).
              </p>
              <p>
                Il decreto è in vigore dal 30 marzo 2023 e i suoi obblighi si applicano dal{" "}
                <strong>15 luglio 2023</strong>. Per i soggetti privati con una media fino a 249 lavoratori l'obbligo di
                istituire il canale interno decorre dal <strong>17 dicembre 2023</strong> (art. 24). Chi in seguito
                raggiunge la media di 50 lavoratori, adotta un Modello 231 o rientra negli atti UE dell'allegato è
                obbligato da allora.
              </p>
              <p>
                Vigila l'ANAC, che gestisce il canale esterno e ha adottato le Linee guida sulla protezione delle
                persone segnalanti e sulle segnalazioni esterne (delibera n. 311/2023, modificata dalla delibera n.
                479/2025) e le Linee guida n. 1/2025 sui canali interni (delibera n. 478/2025).
              </p>
            </div>
          </Card>
        </section>

        <section aria-labelledby="obbligati-titolo">
          <h2 id="obbligati-titolo" className="text-2xl font-bold text-slate-900">
            Chi è obbligato
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {obligedParties.map((party) => (
              <li key={party.title}>
                <Card className="h-full">
                  <h3 className="font-semibold text-slate-900">{party.title}</h3>
                  <p className="mt-2 text-slate-600">{party.text}</p>
                </Card>
              </li>
            ))}
          </ul>
          <p className="mt-6 max-w-3xl text-slate-700">
            Canale condiviso: i comuni non capoluogo di provincia e i soggetti privati con una media fino a 249
            lavoratori possono condividere il canale e la sua gestione (art. 4, comma 4); gli obblighi restano di
            ciascun ente.
          </p>
        </section>

        {children}

        <section aria-labelledby="sanzioni-titolo">
          <h2 id="sanzioni-titolo" className="text-2xl font-bold text-slate-900">
            Le sanzioni
          </h2>
          <p className="mt-3 max-w-3xl text-slate-700">
            L'ANAC applica sanzioni amministrative pecuniarie al responsabile (art. 21 D.Lgs. 24/2023). Gli enti con un
            Modello 231 devono inoltre prevedere nel proprio sistema disciplinare sanzioni per chi risulta responsabile
            di questi illeciti (art. 21, comma 2).
          </p>
          <div className="mt-6 overflow-hidden rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm sm:text-base">
              <caption className="sr-only">Sanzioni ANAC previste dall'art. 21 D.Lgs. 24/2023</caption>
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Condotta
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    Importo
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {sanctions.map((row) => (
                  <tr key={row.conduct}>
                    <td className="px-4 py-3 text-slate-700">{row.conduct}</td>
                    <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">{row.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-slate-700">
            Le sanzioni del GDPR (art. 83) sono un regime distinto: le trovi, con quelle dell'ANAC, nella{" "}
            <a className="link" href="/blog/sanzioni-whistleblowing">
              guida alle sanzioni del whistleblowing
            </a>
            .
          </p>
        </section>

        <section aria-labelledby="obblighi-titolo">
          <h2 id="obblighi-titolo" className="text-2xl font-bold text-slate-900">
            Gli obblighi da rispettare
          </h2>
          <ul className="mt-6 space-y-3 text-slate-700">
            {obligations.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckIcon />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-slate-700">
            Il canale esterno dell'ANAC si può usare solo in casi precisi: canale interno assente o non conforme,
            segnalazione interna senza seguito, fondato timore di ritorsioni o di inefficacia, pericolo imminente o
            palese per il pubblico interesse (art. 6); mai per le condotte 231 degli enti privati. La piattaforma
            informatica è consigliata, non imposta.{" "}
            {/* One sentence, not a paragraph: the page's HTML has almost no room left in its first round trip. */}
            <a className="link" href="/kit-attivazione">
              Prepara i documenti per attivare il canale
            </a>
            .
          </p>
        </section>
      </div>
      <WhitepaperBanner />
    </>
  );
}
