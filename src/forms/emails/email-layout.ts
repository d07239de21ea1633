// E-mail templates are plain .ts with createElement: Node runs the server's .ts files by type
// stripping, which does not transform JSX, and a bundle was measured and refused
// (docs/decisions/0018-server-side-react-stays-ts.md).
// One package per component: the @react-email/components barrel also loads Tailwind, Prism and a
// Markdown parser, about 30 MB of resident memory the server never uses.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import { createElement as h, Fragment, type ReactNode } from "react";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const colors = { text: "#0f172a", muted: "#475569", border: "#e2e8f0", brand: "#1d4ed8", background: "#f8fafc" };

const styles = {
  body: {
    backgroundColor: colors.background,
    color: colors.text,
    fontFamily: "Arial, Helvetica, sans-serif",
    margin: 0,
  },
  container: {
    backgroundColor: "#ffffff",
    border: `1px solid ${colors.border}`,
    margin: "24px auto",
    maxWidth: "600px",
    padding: "24px",
  },
  heading: { color: colors.brand, fontSize: "22px", lineHeight: "28px", margin: "0 0 16px" },
  text: { fontSize: "15px", lineHeight: "24px", margin: "0 0 12px" },
  label: { color: colors.muted, fontSize: "13px", lineHeight: "20px", margin: "0" },
  value: { fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" },
  quote: { borderLeft: `3px solid ${colors.border}`, margin: "8px 0 16px", padding: "4px 0 4px 12px" },
  footer: { color: colors.muted, fontSize: "12px", lineHeight: "18px", margin: "0 0 6px" },
  hr: { borderColor: colors.border, margin: "20px 0" },
} as const;

/** Text as React children, its line breaks kept (React escapes whatever the visitor typed). */
export function withLineBreaks(text: string): ReactNode {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  return h(Fragment, null, ...lines.flatMap((line, index) => (index === 0 ? [line] : [h("br", { key: index }), line])));
}

export function paragraph(children: ReactNode): ReactNode {
  return h(Text, { style: styles.text }, children);
}

export function label(text: string): ReactNode {
  return h(Text, { style: styles.label }, text);
}

/** A labelled value, as in a lead summary: 'Email' then the address. */
export function field(name: string, value: string): ReactNode {
  return h(Section, null, label(name), h(Text, { style: styles.value }, value));
}

export function quote(text: string): ReactNode {
  return h(Section, { style: styles.quote }, h(Text, { style: { ...styles.text, margin: 0 } }, withLineBreaks(text)));
}

export interface EmailLayoutProps {
  preview: string;
  title: string;
  /** Small print under the rule: when and why the e-mail was sent. */
  footer: readonly string[];
  children?: ReactNode;
}

/** Pass the body as createElement's further arguments, so no list needs keys. */
export function EmailLayout({ preview, title, children, footer }: EmailLayoutProps): ReactNode {
  return h(
    Html,
    { lang: "it" },
    h(Head, null, h("title", null, title)),
    h(Preview, null, preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Heading, { as: "h1", style: styles.heading }, title),
        children,
        h(Hr, { style: styles.hr }),
        ...footer.map((line, index) => h(Text, { key: index, style: styles.footer }, line)),
      ),
    ),
  );
}

/** HTML and plain-text bodies of one e-mail (no images, no tracking pixels). */
export async function renderEmail(subject: string, element: ReactNode): Promise<RenderedEmail> {
  const html = await render(element);
  const text = toPlainText(html, {
    selectors: [
      { selector: "h1", options: { uppercase: false } },
      { selector: "title", format: "skip" },
    ],
  });
  return { subject, html, text };
}
