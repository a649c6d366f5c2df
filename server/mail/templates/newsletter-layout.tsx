import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import { site } from "../../../app/lib/site.ts";

// The frame every newsletter mail shares (React Email, rendered on the server only): one column
// at most 600 px wide that narrows with the screen, the Bengali font stack before system fonts
// (a reader's phone or desktop has one of them; web fonts are not loaded by most mail clients),
// and a footer with the reader's own preferences link when there is one.

export const mailFontStack =
  '"Noto Sans Bengali", "Hind Siliguri", "Kohinoor Bangla", "Bangla Sangam MN", Vrinda, "Nirmala UI", -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const ink = "#0b1020";

/** The one call-to-action button of a newsletter mail (confirm, read on the site). */
export const buttonStyle = {
  backgroundColor: ink,
  color: "#ffffff",
  borderRadius: "999px",
  padding: "12px 24px",
  fontWeight: 700,
  fontSize: "16px",
} as const;

export function NewsletterLayout({
  preview,
  preferencesUrl,
  lang = "en",
  children,
}: {
  preview: string;
  preferencesUrl?: string;
  /** The language of the mail's content: "bn" for a Bengali article, so it is read and hyphenated as Bengali. */
  lang?: string;
  children: ReactNode;
}) {
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: "#f4f5f7", fontFamily: mailFontStack }}>
        <Container
          style={{
            maxWidth: "600px",
            width: "100%",
            margin: "0 auto",
            padding: "24px 16px",
            backgroundColor: "#ffffff",
            color: ink,
          }}
        >
          <Text style={{ fontSize: "14px", fontWeight: 700, margin: "0 0 16px" }}>{site.name}</Text>
          {children}
          <Hr style={{ borderColor: "#e5e7eb", margin: "32px 0 16px" }} />
          <Section>
            <Text style={{ fontSize: "12px", lineHeight: "18px", color: "#555555", margin: 0 }}>
              {preferencesUrl ? (
                <>
                  You get this because you subscribed to {site.name}'s newsletter.
                  <br />
                  {/* On a line of its own, with nothing after it: a mail program that makes links
                      of plain text would take a full stop into the address. */}
                  <Link
                    href={preferencesUrl}
                    style={{
                      color: ink,
                      textDecoration: "underline",
                      fontSize: "14px",
                      lineHeight: "32px",
                    }}
                  >
                    Change your categories or unsubscribe
                  </Link>
                </>
              ) : (
                <>If you did not ask for this, ignore this email: nothing happens without you.</>
              )}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
