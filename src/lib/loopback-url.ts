/** localhost, 127.0.0.0/8 and [::1]: a developer's machine, where placeholders are fine. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(host);
}
