import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Registers client:interaction (see src/browser/interaction-directive.ts). */
export function interactionDirective(): AstroIntegration {
  return {
    name: "interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("../browser/interaction-directive.ts", import.meta.url)),
        });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean | string;
  }
}
