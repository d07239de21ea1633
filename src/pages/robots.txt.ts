import type { APIRoute } from "astro";
import { buildSiteConfig } from "../config/build-site-config.ts";

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${buildSiteConfig().siteUrl}/sitemap.xml\n`);
