import type { APIRoute } from "astro";
import { BRAND } from "../config/brand.ts";

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: `${BRAND}: software per il whistleblowing`,
      short_name: BRAND,
      lang: "it",
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#1d4ed8",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    }),
  );
