/**
 * The kit asks a public-sector entity which kind it is (K6): who must appoint an RPCT, and so
 * entrust the channel to it (art. 4 c.5), which organ adopts the procedure, who may share the
 * channel (art. 4 c.4: only comuni other than provincial capitals). A listed company under public
 * control is left out of the RPCT duty (art. 2-bis c.2 lett. b D.Lgs. 33/2013).
 */
export const PUBLIC_KIND_OPTIONS = [
  ["comune", "Comune non capoluogo di provincia"],
  ["capoluogo", "Comune capoluogo di provincia"],
  ["amministrazione", "Altra amministrazione pubblica"],
  ["economico", "Ente pubblico economico"],
  [
    "controllata",
    "Società a controllo pubblico non quotata, comprese le società in house, o altro ente di diritto privato in controllo pubblico",
  ],
  ["quotata", "Società a controllo pubblico quotata"],
  [
    "altro",
    "Altro ente del settore pubblico, per esempio un concessionario privato o un organismo di diritto pubblico",
  ],
] as const;
export type PublicKind = (typeof PUBLIC_KIND_OPTIONS)[number][0];

/** A comune, provincial capital or not: the two differ only in sharing the channel (art. 4 c.4). */
export function isComune(kind: PublicKind | null): boolean {
  return kind === "comune" || kind === "capoluogo";
}

/** A public administration (art. 1 c.2 D.Lgs. 165/2001): a comune or another one. */
export function isAdministration(kind: PublicKind | null): boolean {
  return isComune(kind) || kind === "amministrazione";
}

export const publicKindQuestion = {
  legend: "Se l'ente appartiene al settore pubblico, di quale tipo di ente si tratta?",
  hint: "Le amministrazioni pubbliche (art. 1, comma 2, D.Lgs. 165/2001), gli enti pubblici economici e le società a controllo pubblico non quotate (art. 2, comma 1, lett. m e p, D.Lgs. 175/2016), comprese quelle in house, nominano l'RPCT (legge 190/2012), che gestisce il canale (art. 4, comma 5).",
} as const;
