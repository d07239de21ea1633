/**
 * Italian identifiers checked by their own check characters: shared by the build (the operator's
 * P.IVA) and by the forms (the customer's billing data), so it must stay browser-safe.
 */

/** An 11-digit number (partita IVA, or a company's codice fiscale) whose last digit is its check digit (DM 23/12/1976). */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  // Offices and progressive numbers are never all zeros: 00000000000 passes the sum but is no number.
  if (/^0{7}/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(value[index]);
    if (index % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

/*
 * Codice fiscale of a person (DM 23/12/1976): 6 letters of surname and name, 2 digits of year,
 * a month letter, 2 digits of day (+40 for women), a place code (letter + 3 digits) and a check
 * letter. When two people would share a code, the Agenzia delle Entrate replaces digits from the
 * right with letters ("omocodia"): L=0 M=1 N=2 P=3 Q=4 R=5 S=6 T=7 U=8 V=9.
 */
const OMOCODIA = "LMNPQRSTUV";
const DIGIT = `[0-9${OMOCODIA}]`;
const PERSON_CODE = new RegExp(`^[A-Z]{6}${DIGIT}{2}[ABCDEHLMPRST]${DIGIT}{2}[A-Z]${DIGIT}{3}[A-Z]$`);

/** Values of the characters in odd positions (1st, 3rd, …), digits and letters alike. */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function characterValue(character: string, odd: boolean): number {
  const code = character.charCodeAt(0);
  const index = code >= 48 && code <= 57 ? code - 48 : code - 65;
  return odd ? (ODD_VALUES[index] ?? 0) : index;
}

/** The check letter of the first 15 characters of a person's codice fiscale. */
export function codiceFiscaleCheckLetter(first15: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index += 1) sum += characterValue(first15[index] ?? "A", index % 2 === 0);
  return String.fromCharCode(65 + (sum % 26));
}

/** A person's 16-character codice fiscale (upper case), omocodia letters included, with its check letter. */
export function isValidPersonCodiceFiscale(value: string): boolean {
  if (!PERSON_CODE.test(value)) return false;
  const day = Number(
    [...value.slice(9, 11)]
      .map((character) => (/\d/.test(character) ? character : OMOCODIA.indexOf(character)))
      .join(""),
  );
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return codiceFiscaleCheckLetter(value.slice(0, 15)) === value[15];
}

/** A codice fiscale: a company's (11 digits, the P.IVA's check digit) or a person's (16 characters). */
export function isValidCodiceFiscale(value: string): boolean {
  return value.length === 11 ? isValidPartitaIva(value) : isValidPersonCodiceFiscale(value);
}

/** Codice di avviamento postale: 5 digits. */
export function isValidCap(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/**
 * The sigle of Italian provinces and equivalent bodies (città metropolitane, liberi consorzi,
 * Friuli's enti di decentramento, Aosta). Sardinia reorganised its provinces in 2016 (SU replaced
 * CI, VS, OG, OT) and again from 2025-2026 (CI, VS, OG and Gallura back, SU dissolved): every code
 * of both orders is accepted, because an entity's registered address may carry either.
 */
export const PROVINCE_CODES: ReadonlySet<string> = new Set(
  (
    "AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CI CL CN CO CR CS CT CZ EN " +
    "FC FE FG FI FM FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OG OR OT " +
    "PA PC PD PE PG PI PN PO PR PT PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN " +
    "TO TP TR TS TV UD VA VB VC VE VI VR VS VT VV"
  ).split(" "),
);

export function isProvinceCode(value: string): boolean {
  return PROVINCE_CODES.has(value);
}

/** Codice destinatario SDI of a company: 7 letters or digits (upper case). */
export function isValidSdiCode(value: string): boolean {
  return /^[A-Z0-9]{7}$/.test(value);
}

/**
 * Codice univoco ufficio of a public administration in the IPA index (DM 55/2013): the address of
 * its FatturaPA, 6 letters or digits (upper case).
 */
export function isValidIpaOfficeCode(value: string): boolean {
  return /^[A-Z0-9]{6}$/.test(value);
}

/**
 * Codice identificativo di gara (art. 3 L. 136/2010): 10 letters or digits (upper case). The
 * check character of the older formats is ANAC's to verify; the form checks the shape only.
 */
export function isValidCig(value: string): boolean {
  return /^[A-Z0-9]{10}$/.test(value);
}
