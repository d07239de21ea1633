import { BRAND } from "./brand.ts";
import { buildSiteConfig } from "./build-site-config.ts";
import { formatEuro, planCtaHref, plans, priceVatNote, promotionCondition } from "./plans.ts";
import { isPromotionActive } from "./promotion.ts";
import { formatIsoDay } from "../lib/italian-date.ts";
import { service } from "./service.ts";
import { buildPlatformClaims } from "./build-operator-facts.ts";
import { lowerFirst, platformDesignedFor } from "./service-copy.ts";

export interface PageMeta {
  title: string;
  description: string;
  /** Path without trailing slash, e.g. '/faq'. */
  path: string;
  /** Absolute or root-relative image for social cards; defaults to the site's card. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /**
   * This page's JSON-LD nodes; the layout adds the Organization to them. Without it the page has no
   * structured data at all (`[]`: the Organization alone).
   */
  jsonLd?: readonly object[];
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const { siteUrl } = buildSiteConfig();
  return `${siteUrl}${path === "/" ? "" : path}` || siteUrl;
}

export function canonicalUrl(path: string): string {
  const { siteUrl } = buildSiteConfig();
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

export function fullTitle(title: string): string {
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

/** The pages whose Organization node says who runs the service (legal name, VAT, address). */
const IDENTITY_PAGES = new Set(["/", "/chi-siamo"]);

/**
 * The Organization the page's other nodes refer to (@id): on the home page and Chi siamo with the
 * operator's identity; elsewhere its name, site and logo only, the bytes going to the page's first
 * round trip (the identity is one link away, and in every page's footer).
 */
export function organizationJsonLd(path = "/"): object {
  const site = buildSiteConfig();
  const { operator } = site;
  const node = {
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organizzazione`,
    name: BRAND,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}/icon-512.png`,
  };
  if (!IDENTITY_PAGES.has(path)) return node;
  return {
    ...node,
    legalName: operator.name,
    email: operator.email,
    vatID: `IT${operator.vatNumber}`,
    address: { "@type": "PostalAddress", streetAddress: operator.address, addressCountry: "IT" },
  };
}

export function softwareApplicationJsonLd(): object {
  const site = buildSiteConfig();
  const platform = buildPlatformClaims();
  // The offer as the cards state it: while a promotion runs, the fee with its waiver (DPO read C-9).
  const promotion = isPromotionActive(site.promotionEnd, new Date()) ? site.promotionEnd : null;
  const waived = promotion === null ? "" : `, gratuita ${promotionCondition(formatIsoDay(promotion))}`;
  return {
    "@type": "SoftwareApplication",
    name: `${BRAND}: piattaforma per il whistleblowing`,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: `${site.siteUrl}/`,
    description: [
      "Canale di segnalazione interna in hosting.",
      platformDesignedFor(),
      platform.encryption,
      platform.anonymity,
      service.activation.sentence,
    ]
      .filter(Boolean)
      .join(" "),
    provider: { "@id": `${site.siteUrl}/#organizzazione` },
    offers: plans.map((plan) =>
      plan.yearlyPrice === null
        ? {
            "@type": "Offer",
            name: plan.name,
            description: `${plan.sizeRange}. Prezzo e tempi di attivazione concordati nel preventivo.`,
            url: `${site.siteUrl}/contatti?piano=${plan.slug}`,
          }
        : {
            "@type": "Offer",
            name: plan.name,
            description: `${[plan.sizeRange, plan.sizeNote === null ? null : lowerFirst(plan.sizeNote)].filter(Boolean).join("; ")}. Prezzo annuale, ${priceVatNote(site.order.vatRegime)}${plan.activationPrice === null ? "" : `; attivazione una tantum ${formatEuro(plan.activationPrice)}${waived}`}.`,
            price: plan.yearlyPrice.toFixed(2),
            priceCurrency: "EUR",
            url: `${site.siteUrl}${planCtaHref(plan)}`,
          },
    ),
  };
}

/**
 * The page's structured data as one graph, for one <script type="application/ld+json">: the
 * nodes share one @context and refer to each other by @id. Safe against '</script>' in any string.
 */
export function serializeJsonLd(nodes: readonly object[]): string {
  return JSON.stringify({ "@context": "https://schema.org", "@graph": nodes }).replace(/</g, "\\u003c");
}

/** An SVG as a data: URL for an attribute: quotes turned single, only the characters URLs forbid escaped. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/"/g, "'")
    .replace(/[%#<>\s]/g, (char) => (char === " " ? " " : encodeURIComponent(char)))}`;
}
