import type { CaptchaChallenge } from "./use-captcha.ts";

/** 'Verifica: Quanto fa X + Y?' with a number input (spec §5). */
export function CaptchaField({
  id,
  challenge,
  failed,
  error = null,
  onRetry,
}: {
  id: string;
  challenge: Pick<CaptchaChallenge, "a" | "b"> | null;
  failed: boolean;
  /** A wrong or expired answer: said under the field, which is marked invalid. */
  error?: string | null;
  onRetry: () => void;
}) {
  const question = challenge
    ? `Verifica: Quanto fa ${challenge.a} + ${challenge.b}?`
    : failed
      ? "Verifica: domanda non disponibile"
      : "Verifica: la domanda compare mentre compili";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {question}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </label>
      <input
        id={id}
        name="captchaAnswer"
        type="number"
        inputMode="numeric"
        min={0}
        max={18}
        required
        autoComplete="off"
        placeholder="Risultato in cifre"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-errore ${id}-stato` : `${id}-stato`}
        className="mt-1 block w-full max-w-48 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
      />
      {error && (
        <p id={`${id}-errore`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p id={`${id}-stato`} className="mt-1 min-h-5 text-sm text-slate-600" aria-live="polite">
        {failed && (
          <>
            Non riusciamo a caricare la domanda.{" "}
            <button type="button" className="link" onClick={onRetry}>
              Riprova
            </button>
          </>
        )}
      </p>
    </div>
  );
}
