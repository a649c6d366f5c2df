import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { CategoryChoices, withCategories } from "#app/components/newsletter/category-choices.tsx";
import { LINK_UNKNOWN } from "#app/lib/newsletter-messages.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { statusOf } from "#server/http/failure-status.ts";
import {
  resubscribeByLink,
  saveCategories,
  subscriberByLink,
  unsubscribeByLink,
} from "#server/newsletter/subscription.ts";
import type { Route } from "./+types/preferences";

// /newsletter/unsubscribe/:token, the signed link in every newsletter mail's footer and its
// List-Unsubscribe header (ADR 0160). Opened, it is the reader's page: their categories, or
// leave. A POST of "List-Unsubscribe=One-Click" (RFC 8058, sent by the mail client with no
// session) unsubscribes at once and asks nothing; so does the page's Unsubscribe button.

export async function loader({ params }: Route.LoaderArgs) {
  const row = await subscriberByLink(params.token);
  if (!row) return data({ found: false as const }, { status: 404 });
  return {
    found: true as const,
    email: row.email,
    status: row.status,
    categories: row.categories,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  let values: Record<string, unknown> = {};
  try {
    values = withCategories(await request.formData());
  } catch {
    // An empty or unreadable body: the one-click check below finds nothing, nothing changes.
  }
  const oneClick = values["List-Unsubscribe"] === "One-Click";
  const intent = oneClick ? "unsubscribe" : values.intent;
  if (intent !== "unsubscribe" && intent !== "resubscribe" && intent !== "save") {
    // Not one of the page's buttons nor RFC 8058's body: nothing changes.
    return data({ done: null, message: "Nothing was changed." }, { status: 400 });
  }
  const result =
    intent === "unsubscribe"
      ? await unsubscribeByLink(params.token)
      : intent === "resubscribe"
        ? await resubscribeByLink(params.token)
        : await saveCategories(params.token, values);
  if (!result.ok)
    return data({ done: null, message: result.message }, { status: statusOf(result) });
  const done: keyof typeof doneText =
    intent === "unsubscribe" || intent === "resubscribe" ? intent : "saved";
  return { done };
}

// The token is in the address: no cache may keep this page, and a Referer carries only the site's
// origin ("no-referrer" also made a form post's Origin "null", refused as cross-site; ADR 0170).
export function headers(_: Route.HeadersArgs) {
  return { "Cache-Control": "no-store", "Referrer-Policy": "strict-origin" };
}

const doneText = {
  unsubscribe: "You are unsubscribed. No more newsletters will be sent to you.",
  resubscribe: "Welcome back: you are subscribed again.",
  saved: "Your categories are saved.",
} as const;

const secondary =
  "inline-flex min-h-11 items-center rounded-full border border-ink/20 px-5 py-2.5 font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export default function NewsletterPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // The answer is said at the top of a page that may have got shorter: it takes the focus, so a
  // phone scrolls to it and a screen reader reads it.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData) answer.current?.focus();
  }, [actionData]);
  return (
    <section className="site-container py-14 sm:py-20">
      <div className="max-w-2xl">
        <p className="eyebrow">Newsletter</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">Your newsletter</h1>
        {loaderData.found ? (
          // Whose choices these are: a family may share one device and several addresses.
          <p className="mt-2 text-ink/70 [overflow-wrap:anywhere]">
            For <strong className="font-semibold text-ink">{loaderData.email}</strong>
          </p>
        ) : null}
        <div ref={answer} tabIndex={-1} className="scroll-mt-24 outline-none">
          {actionData?.done ? (
            <FormMessage tone="success" className="mt-6 text-base">
              {doneText[actionData.done]}
            </FormMessage>
          ) : null}
          {actionData && "message" in actionData && actionData.message ? (
            <FormMessage tone="error" className="mt-6 text-base">
              {actionData.message}
            </FormMessage>
          ) : null}
        </div>
        {!loaderData.found ? (
          <>
            <p className="mt-4 text-lg text-ink/70">{LINK_UNKNOWN}</p>
            <Link to="/newsletter" className={`${secondary} mt-8`}>
              Sign up again
            </Link>
          </>
        ) : loaderData.status === "unsubscribed" ? (
          <Form method="post" className="mt-6">
            <p className="text-lg text-ink/70">You are not subscribed to the newsletter.</p>
            <button type="submit" name="intent" value="resubscribe" className={`${secondary} mt-6`}>
              Subscribe again
            </button>
          </Form>
        ) : (
          <>
            <Form method="post" className="mt-6 grid gap-6">
              <p className="text-lg text-ink/70">Choose the categories you want by email.</p>
              <CategoryChoices chosen={loaderData.categories} />
              <div>
                <SubmitButton name="intent" value="save" busy={busy} busyLabel="Saving…">
                  Save my choices
                </SubmitButton>
              </div>
            </Form>
            <Form method="post" className="mt-10 border-t border-ink/10 pt-6">
              <h2 className="text-xl font-bold">Leave the newsletter</h2>
              <p className="mt-2 text-ink/70">One press, and no more mails come.</p>
              <button
                type="submit"
                name="intent"
                value="unsubscribe"
                className={`${secondary} mt-4`}
              >
                Unsubscribe
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Your newsletter") }, { name: "robots", content: "noindex" }];
}
