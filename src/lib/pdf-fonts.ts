import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

/** The family every PDF of the project is set in (whitepaper, order quote). */
export const PDF_FONT = "Inter";

const require = createRequire(import.meta.url);

function interFile(style: string): string {
  return require.resolve(`@expo-google-fonts/inter/${style}/Inter_${style}.ttf`);
}

let fontsRegistered = false;

/** Inter is embedded (subset) in the PDF; the built-in Helvetica is not and lacks €, «, ’. */
export function registerPdfFonts(): void {
  if (fontsRegistered) return;
  Font.register({
    family: PDF_FONT,
    fonts: [
      { src: interFile("400Regular"), fontWeight: 400 },
      { src: interFile("400Regular_Italic"), fontWeight: 400, fontStyle: "italic" },
      { src: interFile("600SemiBold"), fontWeight: 600 },
      { src: interFile("700Bold"), fontWeight: 700 },
    ],
  });
  // The default hyphenator is English: it would split Italian words at the wrong places.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}
