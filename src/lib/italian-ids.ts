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
