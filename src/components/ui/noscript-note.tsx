import { buildSiteConfig } from "../../config/build-site-config.ts";
import { replyWhen } from "../../config/build-operator-facts.ts";

/** What a visitor without JavaScript reads instead of a form that could not work. */
export function NoscriptNote({ what }: { what: string }) {
  const { email } = buildSiteConfig().operator;
  return (
    <noscript>
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
        <p>
          {what} richiede JavaScript, che nel tuo browser è disattivato. Scrivici direttamente a{" "}
          <a className="font-semibold underline" href={`mailto:${email}`}>
            {email}
          </a>
          : ti rispondiamo {replyWhen()}.
        </p>
      </div>
    </noscript>
  );
}
