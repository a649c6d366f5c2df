/** robots.txt: everything allowed but the given paths (app/route-table.ts), and the sitemap. */
export function robotsTxt(siteUrl: string, disallowed: string[]) {
  return `User-agent: *
Allow: /
${disallowed.map((path) => `Disallow: ${path}`).join("\n")}

Sitemap: ${siteUrl}/sitemap.xml
`;
}
