import type { ReactNode } from "react";
import { Card } from "../../components/ui/card.tsx";

/** 'Sei obbligato?' on /normativa: the heading the home teaser links to, around the checker island. */
export function ObligationSection({ children }: { children: ReactNode }) {
  return (
    <section id="sei-obbligato" aria-labelledby="sei-obbligato-titolo">
      <h2 id="sei-obbligato-titolo" className="text-2xl font-bold text-slate-900">
        Sei obbligato?
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700">
        Rispondi a poche domande: ti diciamo se il D.Lgs. 24/2023 si applica alla tua organizzazione, da quando e con
        quali obblighi. Non salviamo le tue risposte.
      </p>
      <Card className="mt-6">{children}</Card>
    </section>
  );
}
