import type { SiteConfig } from "../../../config/load-site-config.ts";
import type { OperatorFacts } from "../../../config/operator-facts.ts";
import {
  ENTERPRISE_FROM,
  FORFETTARIO_WORDING,
  formatEuro,
  plans,
  priceVatNote,
  promotionCondition,
} from "../../../config/plans.ts";
import { orderLinkFor, PUBLIC_QUOTE_FIRST } from "../../../config/order-links.ts";
import { ACCESSIBILITY_PATH, DPA_PATH, DPIA_PATH, SECURITY_PATH, TERMS_PATH } from "../../../config/documents.ts";
import { Block, NextStep } from "./block.tsx";
import { service } from "../../../config/service.ts";
import { acnQualifiedIn, CIG_LATER, PUBLIC_PAYMENT } from "../../../config/public-buyers.ts";
import { headerAction, type NavItem } from "../../../config/navigation.ts";
import { kitHref } from "../../../config/activation-kit-links.ts";
import { contractArrival } from "../../../features/order/quote-data.ts";
import { isPromotionActive, promotionEndInstant } from "../../../config/promotion.ts";
import { formatIsoDay } from "../../../lib/italian-date.ts";
import { BackLink, PageHeader } from "../../../components/ui/page-header.tsx";

type AcnQualification = NonNullable<OperatorFacts["publicProcurement"]>["acnQualification"];

export const PUBLIC_BODIES_PATH = "/enti-pubblici";

/** While the service is not qualified by ACN (facts: publicProcurement.acnQualification absent). */
const ACN_NOT_QUALIFIED =
  "Il nostro servizio oggi non è qualificato dall'ACN: una pubblica amministrazione, come un comune, non può quindi acquistarlo.";

/** The order form takes public buyers (issue 26): opened with 'Ente pubblico' chosen. */
const ORDER_PATH = "/ordine?ente=pubblico";
const PUBLIC_KIT_PATH = kitHref({ ente: "pubblico" });

/** The page's call to buy, in its closing box (buyer walk M5): a quote until ACN qualifies. */
function publicBodiesAction(facts: Pick<OperatorFacts, "publicProcurement">): NavItem {
  return orderLinkFor("ente-pubblico", { ente: "pubblico" }, acnQualifiedIn(facts));
}

/**
 * The header's action on this page, whose first reader is a comune: the public order once ACN
 * qualifies the service, the free kit until then (buyer walk M5; DPO read 2 B2). No label longer
 * than «Acquista online»: at 1280 px the header has no room for more.
 */
export function publicBodiesHeaderAction(facts: Pick<OperatorFacts, "publicProcurement">): NavItem {
  return acnQualifiedIn(facts)
    ? { ...headerAction, href: ORDER_PATH }
    : { href: PUBLIC_KIT_PATH, label: "Kit gratuito" };
}

/** A question on the procedure, or an Enterprise offer, goes to Contatti. */
const CONTACT_PATH = "/contatti";
export const PUBLIC_BODIES_TITLE = "Per gli enti pubblici";

export interface PublicPriceRow {
  plan: string;
  staff: string;
  price: string;
  /** The list price, while a promotion runs: the layout script shows it once the promotion has ended. */
  listPrice?: string;
}

/**
 * The plans by the entity's headcount: a public body is obliged at any size, so Small starts from the
 * first worker. While a promotion runs (its last day, ISO), the price is the one that applies, as on
 * the plan cards (DPO review B14), with the list price kept for when it ends.
 */
export function publicPriceRows(vatNote: string, promotionEnd: string | null = null): PublicPriceRow[] {
  return plans.map((plan) => {
    const range = plan.orderable;
    const staff =
      range === null
        ? `Da ${ENTERPRISE_FROM} in su`
        : range.minWorkers <= 1
          ? `Fino a ${range.maxWorkers}`
          : `Da ${range.minWorkers} a ${range.maxWorkers}`;
    if (plan.yearlyPrice === null) return { plan: plan.name, staff, price: "Su richiesta, con un preventivo dedicato" };
    const yearly = `${formatEuro(plan.yearlyPrice)} l'anno`;
    if (plan.activationPrice === null) return { plan: plan.name, staff, price: `${yearly}, ${vatNote}` };
    const price = `${yearly} più ${formatEuro(plan.activationPrice)} di attivazione una tantum, ${vatNote}`;
    if (promotionEnd === null) return { plan: plan.name, staff, price };
    return {
      plan: plan.name,
      staff,
      price: `${yearly}, attivazione gratuita (invece di ${formatEuro(plan.activationPrice)}) ${promotionCondition(formatIsoDay(promotionEnd))}, ${vatNote}`,
      listPrice: price,
    };
  });
}

const EXAMPLE_STAFF = 30;
/**
 * How the RPCT finds us on their platform (F14, UX walk): the promise the public quote already
 * makes (quote-data.ts, quoteTermsSentence), said before the buyer gives any data.
 */
const PLATFORM_OFFER =
  "Sotto i 5.000 euro non è necessario cercarci su un mercato elettronico: chiedi il preventivo e, se la procedura dell'ente richiede un'offerta, la presentiamo noi, ai prezzi del preventivo, sulla piattaforma di approvvigionamento digitale certificata usata dall'ente.";

/**
 * The cloud qualification a public administration looks for (buyer read H1; legal-facts.md,
 * 'Cloud qualification'): the rule with its source, then the service's own status from the facts.
 * Not qualified: a public administration cannot buy it; other public-sector bodies check.
 */
export function cloudQualificationText(qualification: AcnQualification | undefined): string {
  const rule =
    "Le pubbliche amministrazioni possono acquistare servizi cloud, compreso il software offerto come servizio (SaaS), come questa piattaforma, solo se qualificati dall'Agenzia per la cybersicurezza nazionale (ACN) e pubblicati nel suo catalogo. Il livello richiesto, da QC1 a QC4, dipende da come l'ente ha classificato i propri dati e servizi: ordinari, critici o strategici (Regolamento per le infrastrutture digitali e per i servizi cloud per la pubblica amministrazione, decreto direttoriale ACN n. 21007/24 del 27 giugno 2024, adottato ai sensi dell'art. 33-septies, comma 4, DL 179/2012).";
  return qualification
    ? `${rule} Il nostro servizio è qualificato dall'ACN al livello ${qualification.level} dal ${formatIsoDay(qualification.grantedOn)}, con validità fino al ${formatIsoDay(qualification.validUntil)}, e lo trovi nel catalogo dell'ACN: verifica che il livello sia almeno quello richiesto dalla classificazione che il tuo ente ha dato ai dati e ai servizi delle segnalazioni.`
    : `${rule} ${ACN_NOT_QUALIFIED} Se il tuo ente è una società a controllo pubblico o in house, o un altro soggetto del settore pubblico che non è una pubblica amministrazione, verifica prima dell'acquisto se la regola si applica anche al tuo ente, con il Responsabile per la transizione al digitale (RTD) o con chi cura gli acquisti informatici.`;
}

/** The same while the service is not qualified: no threshold for the bodies that can buy it (DPO read 3, B4). */
const PLATFORM_OFFER_UNQUALIFIED =
  "Chiedi il preventivo e, se la procedura del tuo ente richiede un'offerta, la presentiamo noi, ai prezzi del preventivo, sulla piattaforma di approvvigionamento digitale certificata che usa.";

/** The plan for a headcount: the orderable plan whose range holds it, Enterprise above. */
export function planForStaff(staff: number): string {
  const plan = plans.find((candidate) => {
    const range = candidate.orderable;
    return range !== null && staff >= range.minWorkers && staff <= range.maxWorkers;
  });
  return plan?.name ?? plans.find((candidate) => candidate.orderable === null)?.name ?? "";
}

/**
 * /enti-pubblici: who in the public sector is obliged, what it costs by headcount and how a public
 * body buys (legal-facts.md, 'Selling to public bodies'): every rule with its article.
 */
export function EntiPubbliciPage({ config, facts, now }: { config: SiteConfig; facts: OperatorFacts; now: Date }) {
  const { platformAccessibility } = facts;
  const acnQualification = facts.publicProcurement?.acnQualification;
  const { vatRegime, vatRatePercent } = config.order;
  const forfettario = vatRegime === "forfettario";
  const promotionEnd = isPromotionActive(config.promotionEnd, now) ? config.promotionEnd : null;
  const rows = publicPriceRows(priceVatNote(vatRegime), promotionEnd);
  /** «Come acquistare» after the ACN step: the procedure for a buyer the rule allows. */
  const steps = (
    <>
      <li>
        <strong>Affidamento diretto.</strong> I servizi di importo inferiore a 140.000 euro possono essere affidati
        direttamente, anche senza consultare più operatori economici, a un soggetto in possesso di documentate
        esperienze pregresse idonee all'esecuzione delle prestazioni contrattuali (art. 50, comma 1, lett. b, D.Lgs.
        36/2023).
      </li>
      <li>
        <strong>MePA o fuori dal MePA.</strong> Per importi pari o superiori a 5.000 euro e fino alla soglia europea le
        amministrazioni acquistano sul Mercato elettronico della pubblica amministrazione (MePA) o su un altro mercato
        elettronico, salvo le eccezioni previste per alcune categorie di enti; sotto i 5.000 euro possono acquistare
        anche fuori (art. 1, comma 450, L. 296/2006).{" "}
        {facts.publicProcurement?.mepa === true
          ? "Il nostro servizio è in vendita anche sul MePA."
          : acnQualification
            ? "Sotto i 5.000 euro, quindi, un'amministrazione può affidarci il servizio anche fuori dal MePA e dagli altri strumenti elettronici di acquisto, se l'intero affidamento (tutti gli anni, l'attivazione ed eventuali rinnovi previsti, IVA esclusa) resta sotto quella soglia."
            : "Questa regola riguarda le pubbliche amministrazioni, che oggi non possono acquistare il nostro servizio (punto 1); una società a controllo pubblico o in house verifica con chi cura gli acquisti quali regole valgono per lei."}
      </li>
      <li>
        <strong>Piattaforma certificata e CIG.</strong> Dal 1° gennaio 2024 ogni affidamento passa da una piattaforma di
        approvvigionamento digitale certificata, dove acquisisci il Codice identificativo di gara (CIG) (artt. 25 e 26
        D.Lgs. 36/2023). Il CIG va indicato nelle fatture e nei pagamenti (art. 3 L. 136/2010).{" "}
        {acnQualification ? PLATFORM_OFFER : PLATFORM_OFFER_UNQUALIFIED}
      </li>
      <li>
        <strong>Preventivo.</strong>{" "}
        {acnQualification ? "Chiedilo" : "Se il tuo ente può acquistare il servizio (punto 1), chiedilo"} dal{" "}
        <a href={ORDER_PATH}>modulo d'ordine</a>, scegliendo «Ente pubblico»: indichi il numero di dipendenti, il codice
        fiscale dell'ente, il codice univoco ufficio (o, per una società che non è nell'IPA, il codice destinatario SDI)
        e il CIG, se l'hai già, e scarichi subito il preventivo in PDF, utilizzabile nelle procedure dei contratti
        pubblici. Il preventivo non ti impegna. {contractArrival(facts.terms?.contractBusinessDays ?? null, "pubblico")}{" "}
        {CIG_LATER} Da {ENTERPRISE_FROM} dipendenti, o per una domanda sulla procedura, scrivici dalla pagina{" "}
        <a href={CONTACT_PATH}>Contatti</a>.
      </li>
      <li>
        <strong>Fattura elettronica.</strong> Alle pubbliche amministrazioni fatturiamo solo in formato FatturaPA,
        indirizzata al codice univoco ufficio di 6 caratteri dell'Indice delle pubbliche amministrazioni (IPA) e con il
        CIG (art. 1, commi 209-214, L. 244/2007; DM 55/2013). Una società a controllo pubblico o in house che non è
        nell'IPA riceve la fattura elettronica tramite il Sistema di Interscambio (SDI), al codice destinatario di 7
        caratteri o, se non ne ha uno, alla PEC che indica nel modulo, con la sua partita IVA.
      </li>
      <li>
        {forfettario ? (
          <>
            <strong>Niente IVA.</strong> Applichiamo il regime forfettario: la fattura non addebita IVA, quindi non c'è
            scissione dei pagamenti (art. 17-ter DPR 633/1972). {FORFETTARIO_WORDING}
          </>
        ) : (
          <>
            <strong>Scissione dei pagamenti.</strong> Se l'ente è tenuto alla scissione dei pagamenti (art. 17-ter DPR
            633/1972), ci paga l'imponibile e versa l'IVA ({vatRatePercent}%) all'Erario; la fattura lo indica. Una
            società a controllo pubblico o in house vi è tenuta solo se è negli elenchi previsti dal comma 1-bis. Nel
            modulo d'ordine lo dichiari tu.
          </>
        )}
      </li>
      <li>
        <strong>Pagamento dopo il servizio.</strong> {PUBLIC_PAYMENT}
      </li>
    </>
  );
  return (
    <>
      <PageHeader
        back={<BackLink href="/">Torna alla home</BackLink>}
        title={PUBLIC_BODIES_TITLE}
        intro={
          <p>
            Comuni, amministrazioni e società pubbliche: chi deve attivare il canale di segnalazione interna, quanto
            costa la piattaforma{acnQualification ? " e come la acquisti" : ", chi può acquistarla e come,"} con le
            regole dei contratti pubblici.
            {acnQualification ? null : (
              <>
                {" "}
                Oggi il servizio non è qualificato dall'Agenzia per la cybersicurezza nazionale (ACN), quindi una
                pubblica amministrazione non può acquistarlo: i dettagli sono al punto 1 di{" "}
                <a href="#acquisto-titolo">«Come acquistare»</a>.
              </>
            )}
          </p>
        }
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6">
        <Block id="obbligo-titolo" title="Ogni ente pubblico, a prescindere dalle dimensioni">
          <p>
            Il decreto legislativo 10 marzo 2023, n. 24 (D.Lgs. 24/2023) obbliga tutti i soggetti del settore pubblico
            ad attivare un canale di segnalazione interna, senza soglie di dipendenti o di abitanti (art. 4). Il settore
            pubblico è più ampio della pubblica amministrazione: comprende anche enti pubblici economici, organismi di
            diritto pubblico, concessionari di pubblico servizio, società a controllo pubblico e società in house, anche
            quotate (art. 2, comma 1, lett. p).
          </p>
          <p>
            Ogni comune è obbligato, qualunque sia il numero di abitanti: la soglia dei 10.000 abitanti non ha valore
            giuridico. Negli enti tenuti a nominare un Responsabile della prevenzione della corruzione e della
            trasparenza (RPCT), come i comuni, il canale è affidato all'RPCT (art. 4, comma 5). I comuni diversi dai
            capoluoghi di provincia possono condividere il canale e la sua gestione (art. 4, comma 4).
          </p>
          <p>
            <a href="/normativa#sei-obbligato">Verifica in un minuto che cosa deve fare la tua organizzazione</a>
          </p>
        </Block>

        <Block id="prezzo-titolo" title="Quanto costa">
          <p>
            Il prezzo dipende dal numero di dipendenti dell'ente, non dagli abitanti. Gli stessi piani che vendiamo alle
            imprese:
          </p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm sm:text-base">
              <caption className="sr-only">Piani per numero di dipendenti dell'ente</caption>
              <thead>
                <tr className="border-b-2 border-slate-300">
                  <th scope="col" className="py-2 pe-4">
                    Dipendenti
                  </th>
                  <th scope="col" className="py-2 pe-4">
                    Piano
                  </th>
                  <th scope="col" className="py-2">
                    Prezzo
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.plan} className="border-b border-slate-200 align-top">
                    <td className="py-2 pe-4">{row.staff}</td>
                    <th scope="row" className="py-2 pe-4 font-semibold">
                      {row.plan}
                    </th>
                    <td className="py-2">
                      {row.listPrice && promotionEnd ? (
                        <>
                          <span data-promo-end={promotionEndInstant(promotionEnd)}>{row.price}</span>
                          <span data-promo-fallback={promotionEndInstant(promotionEnd)} hidden>
                            {row.listPrice}
                          </span>
                        </>
                      ) : (
                        row.price
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            {acnQualification ? "Un comune" : "Una società in house"} con {EXAMPLE_STAFF} dipendenti, per esempio,
            rientra nel piano {planForStaff(EXAMPLE_STAFF)}. Le stesse condizioni sono nei{" "}
            <a href="/#pricing">piani e prezzi</a>.
          </p>
        </Block>

        <Block id="acquisto-titolo" title="Come acquistare">
          <ol className="list-decimal space-y-3 ps-6">
            <li>
              <strong>Qualificazione cloud ACN.</strong> {cloudQualificationText(acnQualification)}
            </li>
            {acnQualification && steps}
          </ol>
          {/* Until qualified, a comune need not scroll through steps it cannot take (buyer walk M2). */}
          {!acnQualification && (
            <details className="rounded-xl border border-slate-200 px-4 py-2">
              <summary className="cursor-pointer py-1 font-semibold text-brand-800">
                Se il tuo ente può acquistarlo (punto 1): affidamento, CIG, preventivo, fattura e pagamento
              </summary>
              <ol start={2} className="list-decimal space-y-3 ps-6 pt-2 pb-2">
                {steps}
              </ol>
              {/* Its «stipula del contratto» is for those who can buy (buyer walk 2026-11-29, B4). */}
              <p className="pb-2">{service.activation.sentence}</p>
            </details>
          )}
          <p>
            Vuoi vedere la piattaforma prima di decidere? <a href="/demo">Prenota una demo</a>.
          </p>
          {acnQualification && <p>{service.activation.sentence}</p>}
        </Block>

        <Block id="documenti-titolo" title="I documenti per la procedura">
          <ul className="list-disc space-y-2 ps-6">
            <li>
              La dichiarazione sul conto corrente dedicato, con cui accettiamo gli obblighi di tracciabilità dei flussi
              finanziari (art. 3 L. 136/2010).
            </li>
            <li>
              La regolarità contributiva: prima di pagare, l'amministrazione verifica il documento unico di regolarità
              contributiva (DURC) del fornitore (art. 31, comma 3, DL 69/2013); su richiesta ti inviamo i dati che
              servono.
            </li>
            <li>
              L'<a href={DPA_PATH}>accordo sul trattamento dei dati (PDF)</a>: l'ente è titolare del trattamento, noi ne
              siamo responsabili (art. 28 GDPR; art. 13 D.Lgs. 24/2023).
            </li>
            <li>
              La <a href={DPIA_PATH}>scheda per la valutazione d'impatto (PDF)</a>, utile alla DPIA (valutazione
              d'impatto sulla protezione dei dati) che l'ente deve svolgere (art. 13 D.Lgs. 24/2023).
            </li>
            <li>
              Le <a href={SECURITY_PATH}>misure di sicurezza</a> e le <a href={TERMS_PATH}>condizioni del servizio</a>.
            </li>
            <li>
              {platformAccessibility ? (
                <>
                  L'accessibilità della piattaforma di segnalazione (L. 4/2004): {platformAccessibility.status} secondo
                  la valutazione del {formatIsoDay(platformAccessibility.assessedOn)} ({platformAccessibility.source});
                  i dettagli sono nella pagina <a href={ACCESSIBILITY_PATH}>Accessibilità</a>.
                </>
              ) : (
                <>
                  L'accessibilità della piattaforma di segnalazione (L. 4/2004) è in corso di valutazione e non è ancora
                  dichiarata: chiedici lo stato prima della decisione di contrarre. La pagina{" "}
                  <a href={ACCESSIBILITY_PATH}>Accessibilità</a> riguarda questo sito, non la piattaforma.
                </>
              )}
            </li>
          </ul>
        </Block>

        {acnQualification ? (
          <NextStep
            title="Chiedi il preventivo per la tua procedura"
            text="Richiedi il preventivo dal modulo d'ordine, con il codice univoco ufficio (o il codice destinatario SDI) e, se l'hai già, il CIG: lo scarichi subito in PDF. Intanto, con il kit, prepari le bozze della procedura, dell'informativa e degli altri documenti per attivare il canale."
            primary={publicBodiesAction(facts)}
            note={PUBLIC_QUOTE_FIRST}
            secondary={{ href: PUBLIC_KIT_PATH, label: "Prepara i documenti" }}
          />
        ) : (
          // Buyer walk 2026-11-29, A1: what any public body can do now leads; the quote follows, for those who may buy.
          <NextStep
            title="Prepara i documenti del canale"
            text="Con il kit di attivazione prepari gratis, anche per un comune, le bozze della procedura, dell'informativa e degli altri documenti per attivare il canale. Se il tuo ente può acquistare il servizio (punto 1), chiedi il preventivo dal modulo d'ordine, con il codice univoco ufficio (o il codice destinatario SDI) e, se l'hai già, il CIG: lo scarichi subito in PDF."
            primary={{ href: PUBLIC_KIT_PATH, label: "Prepara i documenti gratis" }}
            secondary={publicBodiesAction(facts)}
          />
        )}
      </div>
    </>
  );
}
