import type { SiteConfig } from "./load-site-config.ts";

type Operator = SiteConfig["operator"];

const capital = new Intl.NumberFormat("it-IT", { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * The operator as the footer, the policies, the quote and the e-mails name it: name and legal form,
 * address, P.IVA (art. 35 DPR 633/1972), REA (art. 7 D.Lgs. 70/2003) and, for a company, the
 * registered office, registry, paid-up capital and sole shareholder (art. 2250 c.c.).
 */
export function operatorIdentityParts(operator: Operator): string[] {
  const form = operator.legalForm;
  const rea = operator.rea === null ? [] : [`REA ${operator.rea}`];
  if (form.kind === "ditta-individuale") {
    return [`${operator.name}, ditta individuale`, operator.address, `P.IVA ${operator.vatNumber}`, ...rea];
  }
  return [
    operator.name,
    `sede legale ${operator.address}`,
    `Registro delle imprese di ${form.registryOffice} n. ${form.registryNumber}`,
    ...rea,
    `capitale sociale versato ${capital.format(form.shareCapitalEuro)} €`,
    ...(form.soleShareholder ? ["società con unico socio"] : []),
    `P.IVA ${operator.vatNumber}`,
  ];
}

/** The same on one line: 'Mario Rossi, ditta individuale, Via Roma 10, …, P.IVA …, REA MI-1234567'. */
export function operatorIdentity(operator: Operator, separator = ", "): string {
  return operatorIdentityParts(operator).join(separator);
}
