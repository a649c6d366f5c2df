import { Button, Heading, Img, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { excerpt, langOf } from "../../../app/lib/news-format.ts";
import { site } from "../../../app/lib/site.ts";
import { buttonStyle, NewsletterLayout } from "./newsletter-layout.tsx";

// One article as a newsletter issue: title, picture, excerpt and a link to read it on the site,
// with the reader's own preferences link in the footer. The sending side adds the
// List-Unsubscribe headers (server/newsletter/list-unsubscribe.ts). Titles and excerpts are text
// nodes, escaped by React; the subject is the title with line breaks folded to spaces.

export type IssueArticle = {
  title: string;
  excerpt: string;
  url: string;
  imageUrl?: string | null;
  imageAlt?: string | null;
};

function IssueMail({ article, preferencesUrl }: { article: IssueArticle; preferencesUrl: string }) {
  return (
    <NewsletterLayout
      preview={excerpt(article.excerpt, 120)}
      preferencesUrl={preferencesUrl}
      lang={langOf(`${article.title} ${article.excerpt}`) ?? "en"}
    >
      {article.imageUrl ? (
        <Img
          src={article.imageUrl}
          alt={article.imageAlt ?? ""}
          width="568"
          style={{ width: "100%", maxWidth: "568px", height: "auto", borderRadius: "12px" }}
        />
      ) : null}
      <Heading as="h1" style={{ fontSize: "24px", lineHeight: "34px", margin: "20px 0 8px" }}>
        {article.title}
      </Heading>
      <Text style={{ fontSize: "16px", lineHeight: "26px" }}>{article.excerpt}</Text>
      <Button href={article.url} style={buttonStyle}>
        Read on the site
      </Button>
    </NewsletterLayout>
  );
}

/** The issue's subject, HTML and plain-text parts (UTF-8; nodemailer encodes the headers). */
export async function newsletterIssueParts(article: IssueArticle, preferencesUrl: string) {
  const mail = <IssueMail article={article} preferencesUrl={preferencesUrl} />;
  return {
    subject: `${article.title.replace(/[\r\n]+/g, " ").trim()} · ${site.name}`,
    html: await render(mail),
    text: await render(mail, { plainText: true }),
  };
}
