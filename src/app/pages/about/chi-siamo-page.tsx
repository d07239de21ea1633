import type { SiteConfig } from "../../../config/load-site-config.ts";
import type { OperatorFacts } from "../../../config/operator-facts.ts";
import { operatorIdentityParts } from "../../../config/operator.ts";
import { sentence } from "../../../config/service.ts";
import { supportByPlan } from "../../../config/service-copy.ts";
import { DPA_PATH, SECURITY_PATH, TERMS_PATH } from "../../../config/documents.ts";
import { endOfContractText, substituteText } from "../../../features/trust/facts-sections.ts";
import { Block, ConfiguredImage, NextStep } from "./block.tsx";
import { BackLink, PageHeader } from "../../../components/ui/page-header.tsx";
import { Card } from "../../../components/ui/card.tsx";

export const ABOUT_PATH = "/chi-siamo";
export const ABOUT_TITLE = "Chi siamo";

/** 'tel:+390212345678' from '+39 02 1234 5678'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, "")}`;
}

/**
 * Whether /chi-siamo says what happens when we are not available: only from the facts (about.continuity,
 * endOfContract), so the page's intro and description promise that section only when it is there.
 */
export function hasContinuity(facts: OperatorFacts): boolean {
  return Boolean(facts.about?.continuity || endOfContractText(facts));
}

/** The page's summary, for its intro and its meta description (DPO review B3). */
export function aboutSummary(facts: OperatorFacts): string {
  return hasContinuity(facts)
    ? "Chi c'è dietro il servizio, come raggiungerci e che cosa succede alla tua piattaforma se non siamo disponibili."
    : "Chi c'è dietro il servizio, come raggiungerci e che cosa dichiariamo per iscritto.";
}

/**
 * /chi-siamo: who runs the service, from the operator's facts file (about, contact) and the site
 * configuration (the legal identity). A section the operator left empty is left out.
 */
export function ChiSiamoPage({ config, facts }: { config: SiteConfig; facts: OperatorFacts }) {
  const { operator } = config;
  const { about, contact } = facts;
  const endOfContract = endOfContractText(facts);
  const photo = about?.photo;
  return (
    <>
      <PageHeader
        back={<BackLink href="/">Torna alla home</BackLink>}
        title={ABOUT_TITLE}
        intro={<p>{aboutSummary(facts)}</p>}
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6">
        <Block id="chi-titolo" title="Chi gestisce il servizio">
          {about ? (
            <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
              {photo && <ConfiguredImage image={photo} className="h-40 w-40 shrink-0 rounded-2xl object-cover" />}
              <div className="space-y-3">
                <p className="text-xl font-semibold text-slate-900">{about.name}</p>
                {about.role && <p className="font-medium text-slate-700">{sentence(about.role)}</p>}
                {about.bio && <p>{sentence(about.bio)}</p>}
              </div>
            </div>
          ) : (
            <p className="text-xl font-semibold text-slate-900">{operator.name}</p>
          )}
          <p>
            Il servizio è fornito da: {operatorIdentityParts(operator).join(", ")}. Per la piattaforma di segnalazione
            siamo responsabili del trattamento per conto dell'ente che la attiva, che ne è il titolare (art. 28 GDPR;
            art. 13 del decreto legislativo 10 marzo 2023, n. 24, D.Lgs. 24/2023).
          </p>
        </Block>

        <Block id="contatti-titolo" title="Come raggiungerci">
          <Card>
            <dl className="space-y-3">
              <div>
                <dt className="font-semibold text-slate-900">E-mail</dt>
                <dd>
                  <a href={`mailto:${operator.email}`}>{operator.email}</a>, oppure il{" "}
                  <a href="/contatti">modulo di contatto</a>
                </dd>
              </div>
              {contact?.phone && (
                <div>
                  <dt className="font-semibold text-slate-900">Telefono</dt>
                  <dd>
                    <a href={telHref(contact.phone)}>{contact.phone}</a>
                  </dd>
                </div>
              )}
              {contact?.hours && (
                <div>
                  <dt className="font-semibold text-slate-900">Orari</dt>
                  <dd>{contact.hours}</dd>
                </div>
              )}
              {contact?.replyTime && (
                <div>
                  <dt className="font-semibold text-slate-900">Tempi di risposta</dt>
                  {/* Issue 26: a client's support time is its plan's, never a shorter one promised here. */}
                  <dd>
                    Alle richieste di informazioni rispondiamo {contact.replyTime}. Ai clienti rispondiamo nei tempi del
                    loro piano. {supportByPlan(facts).join("; ")}.
                  </dd>
                </div>
              )}
            </dl>
          </Card>
          <p className="text-sm">
            Questi recapiti non sono un canale di segnalazione: per segnalare un illecito usa il canale interno della
            tua organizzazione o, alle condizioni dell'art. 6 D.Lgs. 24/2023, il canale esterno dell'ANAC (Autorità
            Nazionale Anticorruzione).
          </p>
        </Block>

        {hasContinuity(facts) && (
          <Block id="continuita-titolo" title="Se non siamo disponibili">
            {about?.continuity && <p>{sentence(about.continuity)}</p>}
            {substituteText(facts) && <p>{substituteText(facts)}</p>}
            {endOfContract && (
              <p>
                Se il contratto finisce, per qualunque motivo: {endOfContract.charAt(0).toLowerCase()}
                {endOfContract.slice(1)}
              </p>
            )}
          </Block>
        )}

        <Block id="documenti-titolo" title="Che cosa dichiariamo per iscritto">
          <ul className="list-disc space-y-2 ps-6">
            <li>
              <a href={SECURITY_PATH}>Sicurezza e protezione dei dati</a>: dove sono i dati, chi può leggerli,
              cifratura, registri e fornitori
            </li>
            <li>
              <a href={TERMS_PATH}>Condizioni del servizio</a>: piani, prezzi e condizioni del contratto
            </li>
            <li>
              <a href={DPA_PATH}>Accordo sul trattamento dei dati (PDF)</a>, da allegare al contratto
            </li>
          </ul>
        </Block>

        <NextStep
          title="Vuoi vedere come funziona?"
          text="Segui passo per passo una segnalazione, dal modulo al riscontro, poi scegli il piano adatto."
          primary={{ href: "/come-funziona", label: "Scopri come funziona" }}
          secondary={{ href: "/#pricing", label: "Vedi piani e prezzi" }}
        />
      </div>
    </>
  );
}
