// Draws the favicon, app icons and the default social card from SVG sources into public/.
// Usage: npm exec -- node scripts/make-icons.ts (the outputs are committed).
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ROOT } from "./build-lib.ts";

const shield =
  '<path d="M16 2 4 6.5v8.2C4 22.3 9.1 28.3 16 30c6.9-1.7 12-7.7 12-15.3V6.5L16 2Z" fill="#1d4ed8"/>' +
  '<path d="M10 11.5c0-1.4 1.1-2.5 2.5-2.5h7c1.4 0 2.5 1.1 2.5 2.5v5c0 1.4-1.1 2.5-2.5 2.5H15l-3.2 2.6V19h.3-1.6c-.3-.5-.5-1-.5-1.5v-6Z" fill="#fff"/>';
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${shield}</svg>\n`;
const appIcon = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="#ffffff"/><g transform="translate(96 96) scale(10)">${shield}</g></svg>`;
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#1e3a8a"/>
<circle cx="1080" cy="80" r="260" fill="#1d4ed8"/>
<g transform="translate(90 110) scale(4)">${shield.replace("#1d4ed8", "#60a5fa")}</g>
<text x="90" y="330" font-family="DejaVu Sans, sans-serif" font-size="54" font-weight="bold" fill="#ffffff">Software per il whistleblowing</text>
<text x="90" y="410" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#dbeafe">Canale di segnalazione per il D.Lgs. 24/2023</text>
<text x="90" y="490" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#bfdbfe">Cifrato · Anche anonimo</text>
<text x="90" y="540" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#bfdbfe">Piattaforma pronta entro 24 ore lavorative dal contratto</text>
</svg>`;

const out = (name: string) => path.join(ROOT, "public", name);

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the PNG data
  return Buffer.concat([header, png]);
}

writeFileSync(out("favicon.svg"), favicon);
writeFileSync(out("favicon.ico"), icoFromPng(await sharp(Buffer.from(favicon)).resize(32, 32).png().toBuffer(), 32));
await sharp(Buffer.from(appIcon)).resize(180, 180).png().toFile(out("apple-touch-icon.png"));
await sharp(Buffer.from(appIcon)).resize(192, 192).png().toFile(out("icon-192.png"));
await sharp(Buffer.from(appIcon)).resize(512, 512).png().toFile(out("icon-512.png"));
await sharp(Buffer.from(card)).png({ compressionLevel: 9, palette: true }).toFile(out("social-card.png"));
console.log("Icone e social card scritte in public/");
