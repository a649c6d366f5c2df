import { Heading, Link, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { site } from "../../../app/lib/site.ts";
import { NewsletterLayout } from "./newsletter-layout.tsx";

// The weekly digest (ADR 0165): the week's articles a reader chose, newest first, each a title
// linking to the site and a short excerpt. Titles and excerpts are text nodes, escaped by React.

export type DigestArticle = { title: string; excerpt: string; url: string };

function DigestMail({
  articles,
  heading,
  preferencesUrl,
}: {
  articles: DigestArticle[];
  heading: string;
  preferencesUrl: string;
}) {
  return (
    <NewsletterLayout
      preview={articles
        .map((a) => a.title)
        .join(" · ")
        .slice(0, 120)}
      preferencesUrl={preferencesUrl}
    >
      <Heading as="h1" style={{ fontSize: "24px", lineHeight: "34px", margin: "0 0 8px" }}>
        {heading}
      </Heading>
      {articles.map((article) => (
        <Section
          key={article.url}
          style={{ borderTop: "1px solid #e5e7eb", padding: "16px 0 4px" }}
        >
          <Link
            href={article.url}
            style={{ fontSize: "18px", lineHeight: "26px", fontWeight: 700, color: "#111827" }}
          >
            {article.title}
          </Link>
          <Text style={{ fontSize: "15px", lineHeight: "24px", margin: "6px 0 0" }}>
            {article.excerpt}
          </Text>
        </Section>
      ))}
    </NewsletterLayout>
  );
}

/** The digest's subject, HTML and plain-text parts for one set of articles. */
export async function newsletterDigestParts(
  articles: DigestArticle[],
  heading: string,
  preferencesUrl: string,
) {
  const mail = <DigestMail articles={articles} heading={heading} preferencesUrl={preferencesUrl} />;
  return {
    subject: `${heading} · ${site.name}`,
    html: await render(mail),
    text: await render(mail, { plainText: true }),
  };
}
