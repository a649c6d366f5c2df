// XML for the sitemap and the news feeds: text escaped for XML, and the sitemap's answer.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const forbiddenInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string) {
  return (
    value
      .replace(
        /[<>&'"]/g,
        (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
      )
      // Characters XML 1.0 forbids would make the whole feed unreadable.
      .replace(forbiddenInXml, "")
  );
}

/** A sitemap answer: XML, cached for five minutes by browsers and CDNs. */
export function xmlResponse(body: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=300, stale-while-revalidate=3600",
    },
  });
}
