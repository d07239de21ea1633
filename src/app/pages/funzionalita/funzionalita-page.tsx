import { CheckIcon, FeatureIcon } from "../../../components/ui/icon.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { BackLink, PageHeader } from "../../../components/ui/page-header.tsx";
import type { OperatorFacts } from "../../../config/operator-facts.ts";
import {
  declaredSoftware,
  keysAndStaffPointer,
  service,
  VOICE_AS_ORAL_CHANNEL,
  type PlatformClaims,
} from "../../../config/service.ts";
import { buildOperatorFacts, buildPlatformClaims } from "../../../config/build-operator-facts.ts";
import { entityDutyItems, retentionFeature, supportByPlan } from "../../../config/service-copy.ts";

function features(platform: PlatformClaims, facts: OperatorFacts) {
  const retention = retentionFeature(facts, platform);
  return [
    {
      title: "Protezione del segnalante",
      icon: "shield",
      points: [
        "Segnalazioni anonime o con il nome, a scelta del segnalante, trattate in modo riservato",
        platform.ipLogging,
        ...(platform.tor ? [platform.tor] : []),
        "Codice personale per seguire la segnalazione senza rivelare l'identità",
      ],
    },
    {
      title: "Facile da usare",
      icon: "list",
      points: [
        "Modulo di segnalazione guidato, anche da smartphone",
        "Dialogo riservato tra segnalante e gestore nella stessa pratica",
        `${service.activation.short} ${service.activation.from}, senza installare nulla`,
      ],
    },
    {
      title: "Progettata per il D.Lgs. 24/2023",
      icon: "document",
      points: [
        "Canale scritto progettato per gli articoli 4 e 5: riservatezza, cifratura, dialogo con il segnalante",
        ...(platform.reminders ? [platform.reminders] : []),
        ...(retention ? [retention] : []),
      ],
    },
    {
      title: "Sicurezza",
      icon: "lock",
      points: [
        // Only what the facts declare (DPO review A2): no fallback line when a fact is missing.
        ...[platform.encryption, platform.twoFactor, platform.hosting].filter((point) => point !== null),
        service.updates,
      ],
    },
  ] as const;
}

function reasons(platform: PlatformClaims, facts: OperatorFacts) {
  const software = declaredSoftware(facts);
  return [
    {
      title: "Riservatezza in ogni passaggio",
      text: [
        platform.encryption,
        keysAndStaffPointer(platform),
        "La legge tutela chi, al momento della segnalazione, aveva fondato motivo di ritenere vere le informazioni e rientranti nel decreto e ha usato i canali previsti (art. 16 D.Lgs. 24/2023).",
      ]
        .filter(Boolean)
        .join(" "),
    },
    {
      title: "Supporto per ogni piano",
      text: `${service.consultation} ${supportByPlan(facts).join("; ")}.`,
    },
    {
      title: "Aggiornamenti continui",
      text: software ? `${service.updates} La piattaforma si basa su ${software}.` : service.updates,
    },
  ] as const;
}

function journey(platform: PlatformClaims) {
  return [
    `Il segnalante apre la piattaforma dal link pubblicato sul sito dell'ente${platform.tor ? ", direttamente o tramite Tor" : ""}.`,
    `Compila il modulo${platform.encrypted ? " cifrato" : ""}, allega eventuali documenti e decide se indicare il proprio nome.`,
    "Riceve un codice personale con cui leggere le risposte e inviare integrazioni.",
    "Il gestore delle segnalazioni analizza il caso senza conoscere l'identità di chi segnala, se questi ha scelto l'anonimato.",
  ] as const;
}

export function FunzionalitaPage() {
  const platform = buildPlatformClaims();
  const facts = buildOperatorFacts();
  const software = declaredSoftware(facts);
  return (
    <>
      <PageHeader
        back={<BackLink href="/">Torna alla home</BackLink>}
        title="Whistleblowing: Le Funzionalità"
        intro={
          <p>
            Una piattaforma in hosting{software ? `, basata su ${software},` : ""} progettata per ricevere e gestire le
            segnalazioni secondo il decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023) e il GDPR.
          </p>
        }
      />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6">
        <section aria-labelledby="funzioni-titolo">
          <h2 id="funzioni-titolo" className="sr-only">
            Funzionalità principali
          </h2>
          <ul className="grid gap-6 md:grid-cols-2">
            {features(platform, facts).map((feature) => (
              <li key={feature.title}>
                <Card className="h-full">
                  <FeatureIcon name={feature.icon} />
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
                  <ul className="mt-3 space-y-2 text-slate-700">
                    {feature.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <CheckIcon />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="percorso-titolo">
          <h2 id="percorso-titolo" className="text-2xl font-bold text-slate-900">
            Come funziona una segnalazione
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-4">
            {journey(platform).map((step, index) => (
              <li key={step} className="rounded-xl border border-slate-200 p-5">
                <span
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <p className="mt-3 text-slate-700">{step}</p>
              </li>
            ))}
          </ol>
          <p className="mt-4">
            <a href="/come-funziona" className="font-medium text-brand-700 hover:text-brand-900">
              Segui tutto il percorso, dal segnalante al gestore
            </a>
            {" · "}
            <a href="/chi-siamo" className="font-medium text-brand-700 hover:text-brand-900">
              Chi gestisce il servizio
            </a>
          </p>
        </section>

        <section aria-labelledby="perche-titolo">
          <h2 id="perche-titolo" className="text-2xl font-bold text-slate-900">
            Perché scegliere il nostro servizio
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {reasons(platform, facts).map((reason) => (
              <li key={reason.title} className="rounded-xl bg-slate-50 p-6">
                <h3 className="text-lg font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-2 text-slate-600">{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="ente-titolo">
          <h2 id="ente-titolo" className="text-2xl font-bold text-slate-900">
            Che cosa resta alla tua organizzazione
          </h2>
          <p className="mt-3 max-w-3xl text-slate-700">
            Il decreto impone obblighi all'ente, non al software: nessuna piattaforma rende conforme un'organizzazione
            da sola. La piattaforma ti dà il canale scritto{platform.voiceReports ? ` e ${VOICE_AS_ORAL_CHANNEL}` : ""};
            restano a te:
          </p>
          <ul className="mt-4 space-y-2 text-slate-700">
            {entityDutyItems(platform).map((duty) => (
              <li key={duty} className="flex gap-2">
                <CheckIcon />
                <span>{duty}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cta-titolo" className="rounded-2xl bg-brand-50 p-8 text-center">
          <h2 id="cta-titolo" className="text-2xl font-bold text-slate-900">
            Vuoi vedere se fa al caso tuo?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">
            Raccontaci la tua organizzazione: ti indichiamo il piano adatto e i passi per attivare il canale.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="/contatti" className="btn btn-primary">
              Contattaci
            </a>
            <a href="/demo" className="btn btn-secondary">
              Prenota una demo
            </a>
            <a href="/#pricing" className="btn btn-secondary">
              Vedi piani e prezzi
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
