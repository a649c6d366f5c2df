import { Button, Heading, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { site } from "../../../app/lib/site.ts";
import type { MailMessage } from "../mailer.ts";
import { buttonStyle, NewsletterLayout } from "./newsletter-layout.tsx";

// The double opt-in mail. Anyone can type anyone's address into the form, so it carries nothing
// the sender typed (as account mails, ADR 0122). Its link opens a page with a Confirm button:
// following the link confirms nothing (ADR 0160). A reader already subscribed gets the
// "already" variant instead, so the form's answer never tells who is on the list.

export type ConfirmationKind = "confirm" | "already";

function ConfirmationMail({ kind, url }: { kind: ConfirmationKind; url: string }) {
  const confirm = kind === "confirm";
  return (
    <NewsletterLayout preview={confirm ? "Confirm your subscription" : "You are subscribed"}>
      <Heading as="h1" style={{ fontSize: "22px", lineHeight: "30px", margin: "0 0 12px" }}>
        {confirm ? "Confirm your subscription" : "You are already subscribed"}
      </Heading>
      <Text style={{ fontSize: "16px", lineHeight: "24px" }}>
        {confirm
          ? `Someone, probably you, asked to get ${site.name}'s news by email at this address. Confirm with the button or link below; it works for 7 days.`
          : `Someone, probably you, asked to subscribe this address to ${site.name}'s news again. It is already subscribed; you can change your categories or unsubscribe here.`}
      </Text>
      <Button href={url} style={buttonStyle}>
        {confirm ? "Confirm my subscription" : "Manage my subscription"}
      </Button>
    </NewsletterLayout>
  );
}

export async function newsletterConfirmationMessage(
  to: string,
  kind: ConfirmationKind,
  url: string,
): Promise<MailMessage> {
  const mail = <ConfirmationMail kind={kind} url={url} />;
  return {
    to,
    subject:
      kind === "confirm"
        ? `Confirm your subscription to ${site.name}`
        : `You are subscribed to ${site.name}`,
    html: await render(mail),
    text: await render(mail, { plainText: true }),
  };
}
