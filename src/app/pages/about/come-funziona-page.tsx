import type { OperatorFacts } from "../../../config/operator-facts.ts";
import { platformClaims, service, VOICE_AS_ORAL_CHANNEL, type PlatformClaims } from "../../../config/service.ts";
import { entityDutyItems } from "../../../config/service-copy.ts";
import { BackLink, PageHeader } from "../../../components/ui/page-header.tsx";
import { Icon, type IconName } from "../../../components/ui/icon.tsx";
import { ConfiguredImage, NextStep } from "./block.tsx";

export const HOW_PATH = "/come-funziona";
export const HOW_TITLE = "Come funziona";

interface Step {
  title: string;
  text: string;
}

/** What the reporter does, as the platform does it: only what the facts file declares. */
export function reporterSteps(claims: PlatformClaims): Step[] {
  return [
    {
      title: "Raggiunge la piattaforma",
      text: `Apre il link che l'ente pubblica sul proprio sito, nella sezione dedicata alle segnalazioni, da computer o da smartphone${claims.tor ? ", anche tramite la rete Tor" : ""}.`,
    },
    {
      title: "Scrive la segnalazione",
      text: ["Compila il modulo guidato e sceglie se indicare il proprio nome.", claims.encryption, claims.ipLogging]
        .filter(Boolean)
        .join(" "),
    },
    {
      title: "Allega i documenti",
      text: "Se vuole, aggiunge file e documenti che aiutano a capire i fatti, insieme alla segnalazione.",
    },
    {
      title: "Riceve il codice personale",
      text: "Con l'invio riceve dalla piattaforma un codice personale: lo conserva in un luogo sicuro, perché serve per rientrare nella segnalazione, anche se è anonima.",
    },
    {
      title: "Segue la risposta",
      text: "Con il codice legge l'avviso di ricevimento e il riscontro, risponde alle domande del gestore e aggiunge informazioni nella stessa pratica.",
    },
  ];
}

/** What the handler does, with the deadlines of art. 5 D.Lgs. 24/2023. */
export function handlerSteps(claims: PlatformClaims): Step[] {
  return [
    {
      title: "Riceve la segnalazione",
      text: `La persona o l'ufficio a cui l'ente ha affidato la gestione delle segnalazioni (negli enti pubblici tenuti a nominarlo, l'RPCT) accede alla piattaforma con le proprie credenziali${claims.twoFactor && /obbligatoria/.test(claims.twoFactor) ? " e l'autenticazione a due fattori" : ""} e trova la nuova pratica.`,
    },
    {
      title: "Invia l'avviso di ricevimento entro 7 giorni",
      text: "Entro 7 giorni dal ricevimento conferma a chi ha segnalato che la segnalazione è arrivata (art. 5 D.Lgs. 24/2023), scrivendo nella pratica.",
    },
    {
      title: "Dà seguito alla segnalazione",
      text: "Valuta i fatti con diligenza e, quando serve, chiede chiarimenti e documenti a chi ha segnalato, nella stessa pratica, senza conoscerne l'identità se ha scelto l'anonimato.",
    },
    {
      title: "Fornisce il riscontro entro 3 mesi",
      text: "Entro 3 mesi dall'avviso di ricevimento, o in mancanza dalla scadenza dei 7 giorni, comunica a chi ha segnalato il seguito che è stato dato o che si intende dare alla segnalazione, anche se l'istruttoria non è conclusa (art. 2, comma 1, lett. o, e art. 5 D.Lgs. 24/2023).",
    },
    {
      title: "Chiude e conserva la pratica",
      text: `I dati si conservano solo per il tempo necessario e al massimo 5 anni dalla comunicazione dell'esito finale (art. 14 D.Lgs. 24/2023). ${claims.deletion ?? ""}`.trim(),
    },
  ];
}

function StepList({ id, steps }: { id: string; steps: Step[] }) {
  return (
    <ol className="mt-6 space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
          <span
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div>
            <h3 id={`${id}-${index + 1}`} className="text-lg font-semibold text-slate-900">
              <span className="sr-only">Passo {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const ILLUSTRATION: { icon: IconName; label: string }[] = [
  { icon: "arrowUp", label: "Apri" },
  { icon: "list", label: "Scrivi" },
  { icon: "plus", label: "Allega" },
  { icon: "lock", label: "Codice" },
  { icon: "check", label: "Risposta" },
];

/**
 * Without the operator's screenshots: a drawn outline of the steps and the two deadlines, captioned
 * as a diagram, so no visitor takes it for the platform's screens.
 */
function Illustration() {
  return (
    <figure aria-labelledby="schema-didascalia" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <ol className="grid grid-cols-5 gap-2" aria-hidden="true">
        {ILLUSTRATION.map((step, index) => (
          <li key={step.label} className="flex flex-col items-center text-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-700">
              <Icon name={step.icon} size={22} />
            </span>
            <span className="mt-2 text-xs font-medium text-slate-700 sm:text-sm">
              {index + 1}. {step.label}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-8" aria-hidden="true">
        <div className="relative h-2 rounded-full bg-slate-200">
          <div className="absolute inset-y-0 left-0 w-[8%] rounded-full bg-brand-700" />
          <span className="absolute -top-1.5 left-0 h-5 w-1 rounded bg-slate-700" />
          <span className="absolute -top-1.5 left-[8%] h-5 w-1 rounded bg-brand-700" />
          <span className="absolute -top-1.5 right-0 h-5 w-1 rounded bg-brand-700" />
        </div>
        <div className="mt-3 flex justify-between text-xs text-slate-700 sm:text-sm">
          <span>Invio</span>
          <span className="ms-2 me-auto">entro 7 giorni: avviso di ricevimento</span>
          <span className="text-right">entro 3 mesi dall'avviso: riscontro</span>
        </div>
      </div>
      <figcaption id="schema-didascalia" className="mt-6 text-sm text-slate-600">
        Schema illustrativo dei passaggi e delle due scadenze dell'art. 5: non è una schermata della piattaforma. I
        passaggi sono descritti per esteso qui sotto.
      </figcaption>
    </figure>
  );
}

function Media({ media }: { media: NonNullable<OperatorFacts["howItWorks"]> }) {
  const { screenshots, video } = media;
  return (
    <div className="space-y-8">
      {video && (
        <figure aria-labelledby="video-didascalia">
          <video
            controls
            preload="none"
            width={video.width}
            height={video.height}
            poster={video.poster}
            className="h-auto w-full rounded-2xl border border-slate-200 bg-slate-900"
          >
            <source src={video.src} type={video.src.endsWith(".webm") ? "video/webm" : "video/mp4"} />
            <track kind="captions" src={video.captions} srcLang="it" label="Italiano" default />
          </video>
          <figcaption id="video-didascalia" className="mt-2 text-sm text-slate-600">
            {video.title}. Il video mostra gli stessi passaggi descritti per esteso in questa pagina; i sottotitoli sono
            in italiano.
          </figcaption>
        </figure>
      )}
      {screenshots && (
        <ul className="grid gap-6 sm:grid-cols-2">
          {screenshots.map((shot) => (
            <li key={shot.src}>
              <figure>
                <ConfiguredImage image={shot} className="h-auto w-full rounded-xl border border-slate-200" />
                <figcaption className="mt-2 text-sm text-slate-600">{shot.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /come-funziona: the reporter's and the handler's journey on the platform, as the facts declare it. */
export function ComeFunzionaPage({ facts }: { facts: OperatorFacts }) {
  const claims = platformClaims(facts);
  const media = facts.howItWorks;
  return (
    <>
      <PageHeader
        back={<BackLink href="/">Torna alla home</BackLink>}
        title={HOW_TITLE}
        intro={
          <p>
            Il percorso di una segnalazione sulla piattaforma, dalla parte di chi segnala e dalla parte di chi la
            gestisce, con le scadenze del decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023).
          </p>
        }
      />
      <div className="mx-auto max-w-4xl space-y-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="vista-titolo">
          <h2 id="vista-titolo" className="text-2xl font-bold text-slate-900">
            {media ? "La piattaforma in breve" : "I passaggi in uno schema"}
          </h2>
          <div className="mt-6">{media ? <Media media={media} /> : <Illustration />}</div>
        </section>

        <section aria-labelledby="segnalante-titolo">
          <h2 id="segnalante-titolo" className="text-2xl font-bold text-slate-900">
            Per chi segnala
          </h2>
          <p className="mt-3 text-slate-700">
            {[claims.anonymity, claims.anonymity && claims.anonymityLimits].filter(Boolean).join(" ")}
          </p>
          <StepList id="segnalante" steps={reporterSteps(claims)} />
        </section>

        <section aria-labelledby="gestore-titolo">
          <h2 id="gestore-titolo" className="text-2xl font-bold text-slate-900">
            Per chi gestisce le segnalazioni
          </h2>
          {claims.reminders && <p className="mt-3 text-slate-700">{claims.reminders}</p>}
          <StepList id="gestore" steps={handlerSteps(claims)} />
        </section>

        <section aria-labelledby="ente-titolo">
          <h2 id="ente-titolo" className="text-2xl font-bold text-slate-900">
            Che cosa resta alla tua organizzazione
          </h2>
          <p className="mt-3 text-slate-700">
            La piattaforma ti dà il canale scritto{claims.voiceReports ? ` e ${VOICE_AS_ORAL_CHANNEL}` : ""}; il decreto
            impone obblighi all'ente, non al software. Restano a te:
          </p>
          <ul className="mt-3 list-disc space-y-1 ps-6 text-slate-700">
            {entityDutyItems(claims).map((duty) => (
              <li key={duty}>{duty}</li>
            ))}
          </ul>
          <p className="mt-3 text-slate-700">{service.activation.sentence}</p>
        </section>

        <NextStep
          title="Scegli il piano per la tua organizzazione"
          text="Prezzi pubblici per numero di lavoratori; per gli enti pubblici c'è una pagina dedicata."
          primary={{ href: "/#pricing", label: "Vedi piani e prezzi" }}
          secondary={{ href: "/enti-pubblici", label: "Per gli enti pubblici" }}
        />
      </div>
    </>
  );
}
